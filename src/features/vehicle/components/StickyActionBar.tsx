"use client";

import { useEffect, useState, type ReactNode } from "react";
import { STICKY_BAR_SCROLL_PX } from "@/features/vehicle/detail-rules";

/** The bottom bar of actions; it changes to its opened state once the page has scrolled past 900 px. */
export function StickyActionBar({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onScroll = () => setOpened(window.scrollY > STICKY_BAR_SCROLL_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <div
      data-testid="sticky-bar"
      data-opened={opened}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 shadow-lg transition-[padding] ${opened ? "sticky-bar--opened py-3" : "py-1"}`}
    >
      <div
        className={`mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-2 ${opened ? "" : "hidden sm:flex"}`}
      >
        {children}
      </div>
    </div>
  );
}
