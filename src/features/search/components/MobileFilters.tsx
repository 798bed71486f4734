"use client";

import { useEffect, useId, useState, type ReactNode } from "react";

/**
 * On small screens the filters fold away behind 'Filter and sort'; 'Show Me N cars' (the form's
 * submit button) folds them again and brings the results into view. Without JavaScript, or on wide
 * screens, the filters are simply shown.
 */
export function MobileFilters({ children }: { children: ReactNode }) {
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (!scripted) return;
    const onSubmit = () => {
      if (window.matchMedia("(min-width: 1024px)").matches) return;
      setOpen(false);
      document.getElementById("search-results")?.scrollIntoView({ block: "start" });
    };
    const form = document.getElementById("search-form");
    form?.addEventListener("submit", onSubmit);
    return () => form?.removeEventListener("submit", onSubmit);
  }, [scripted]);
  return (
    <>
      {scripted ? (
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}
          className="mb-3 w-full rounded border border-gray-400 px-4 py-2 font-semibold lg:hidden">
          Filter and sort
        </button>
      ) : null}
      <div id={panelId} className={scripted && !open ? "hidden lg:block" : "block"}>{children}</div>
    </>
  );
}
