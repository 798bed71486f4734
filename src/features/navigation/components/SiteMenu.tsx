"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * The phone menu: a <details> whose "Menu" summary opens the navigation without JavaScript (native expanded/collapsed
 * semantics). With scripts, Escape closes it and gives focus back to the summary, unless a dropdown inside it is open
 * (that dropdown's own Escape closes first). At desktop widths globals.css shows its content and hides the summary.
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const details = ref.current;
      if (e.key !== "Escape" || !details?.open) return;
      if (details.querySelector(".nav-group details[open]")) return;
      if (!window.matchMedia("(width < 64rem)").matches) return;
      const focusWasInside = details.contains(document.activeElement);
      details.open = false;
      if (focusWasInside) details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <details ref={ref} className="site-menu">
      <summary className="site-menu-button absolute right-4 top-2 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded border border-current px-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">☰</span>
        Menu
      </summary>
      {children}
    </details>
  );
}
