"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * The make-an-offer dialog. Its content is rendered on the server inside a closed <dialog>; links to
 * the offer page open it instead of navigating. Without JavaScript those links go to the page
 * /cars/{slug}/make-an-offer, which shows the same form.
 */
export function OfferDialog({ labelledBy, href, children }: { labelledBy: string; href: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (link?.getAttribute("href") !== href) return; // this car's offer page only
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      dialog.current?.showModal();
    };
    document.addEventListener("click", open);
    return () => document.removeEventListener("click", open);
  }, [href]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      className="w-[min(40rem,95vw)] rounded-lg p-0 backdrop:bg-black/60"
    >
      <div className="relative p-5">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute right-3 top-3 rounded px-2 py-1 text-2xl leading-none"
          aria-label="Close"
        >
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}
