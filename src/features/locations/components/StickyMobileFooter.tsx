"use client";

import { useEffect, useState } from "react";
import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { isOpenAt } from "@/features/locations/hours-rules";

/** The footer shows once the page has scrolled this far. */
const SCROLL_PX = 50;

/**
 * The sticky mobile footer: Call Now and Enquire, on phones only (hidden from md, 768px), after
 * 50px of scrolling, and only while the dealership is open. Open or closed is worked out here in the
 * browser from the hours it is given, on the dealership's clock, from the first scroll past 50px and again every minute.
 */
export function StickyMobileFooter({
  tel,
  enquireHref,
  hours,
  special,
  department,
  timeZone,
}: {
  tel: string;
  enquireHref: string;
  hours: OpeningHour[];
  special: SpecialHours[];
  department: OpeningHour["department"];
  timeZone: string;
}) {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const tick = () => setOpen(isOpenAt(hours, special, department, new Date(), timeZone));
    let timer: number | undefined;
    const onScroll = () => {
      const past = window.scrollY > SCROLL_PX;
      setScrolled(past);
      // Worked out first when the footer could show, not while the page loads: the dealership's clock needs Intl,
      // whose first use costs the main thread 30-70 ms (src/ui/whole-number.ts).
      if (past && timer === undefined) {
        tick();
        timer = window.setInterval(tick, 60_000);
      }
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearInterval(timer);
    };
  }, [hours, special, department, timeZone]);
  if (!scrolled || !open) return null;
  return (
    <nav
      aria-label="Call or enquire"
      data-testid="sticky-mobile-footer"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-2 border-t border-gray-300 bg-white p-2 shadow-lg md:hidden"
    >
      <a href={tel} className="rounded bg-primary px-4 py-3 text-center font-semibold text-on-primary">
        Call Now
      </a>
      <a href={enquireHref} className="rounded border-2 border-primary px-4 py-3 text-center font-semibold text-ink">
        Enquire
      </a>
    </nav>
  );
}
