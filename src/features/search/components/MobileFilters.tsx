"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { recalledSearchForm } from "./search-form-memory";

/**
 * On small screens the filters fold away behind 'Filter and sort'; 'Show Me N cars' (the form's
 * submit button) folds them again and brings the results into view. Without JavaScript, or on wide
 * screens, the filters are simply shown.
 *
 * The folded state is server-rendered behind the `js:` variant (the root layout marks <html> before
 * the first paint), so the results do not jump up the page when the script arrives.
 */
export function MobileFilters({ href, children }: { href: string; children: ReactNode }) {
  // Open again after a change made in it: the new results are a new page (search-form-memory.ts), rendered before the
  // address bar shows its URL, so the page's own `href` is compared. Never on the first render, which has no memory.
  const [open, setOpen] = useState(() => !!recalledSearchForm(href)?.panelOpen);
  const panelId = useId();
  useEffect(() => {
    const onSubmit = () => {
      if (window.matchMedia("(min-width: 1024px)").matches) return;
      setOpen(false);
      document.getElementById("search-results")?.scrollIntoView({ block: "start" });
    };
    const form = document.getElementById("search-form");
    form?.addEventListener("submit", onSubmit);
    return () => form?.removeEventListener("submit", onSubmit);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="mb-3 hidden w-full rounded border border-gray-400 px-4 py-2 font-semibold js:block lg:hidden js:lg:hidden"
      >
        Filter and sort
      </button>
      <div
        id={panelId}
        data-filter-panel
        data-open={open}
        className={open ? "block" : "block js:hidden lg:block js:lg:block"}
      >
        {children}
      </div>
    </>
  );
}
