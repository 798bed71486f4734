"use client";

import { useRef, type ReactNode } from "react";

/**
 * The opening-hours modal: a button that opens a native modal <dialog> (focus moves in and is kept
 * there; Escape closes it and focus returns to the button). Its content is the server's.
 */
export function SpecialHoursDialog({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="mt-3 rounded border-2 border-accent px-4 py-2 font-semibold text-accent"
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="special-hours-title"
        className="m-auto w-[min(32rem,95vw)] rounded-lg p-0 backdrop:bg-black/60"
      >
        <div className="p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id="special-hours-title" className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded px-2 text-2xl leading-none"
              aria-label="Close"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
