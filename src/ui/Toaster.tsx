"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import { toastStore, type Toast } from "./toast-store";

const none: readonly Toast[] = [];

/**
 * The toasts of the page's one store, rendered once in the site layout. The live region (polite) is
 * always in the page so that screen readers announce what is put in it, and is a status while it holds
 * a toast; it holds only the toast's words, and its action and close button sit beside it. Escape or the close button dismisses;
 * the toast stays open while focus is in it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => none);
  const shown = toasts.find((t) => t.open) ?? null;
  const box = useRef<HTMLDivElement>(null);
  const shownId = shown?.id;
  useEffect(() => {
    const el = box.current;
    if (!el || shownId === undefined) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") toastStore.dismiss(shownId);
    };
    const onFocusIn = () => toastStore.hold(shownId);
    const onFocusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) toastStore.release(shownId);
    };
    el.addEventListener("keydown", onKey);
    el.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", onFocusOut);
    return () => {
      el.removeEventListener("keydown", onKey);
      el.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", onFocusOut);
    };
  }, [shownId]);
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex px-4">
      <div
        className={
          shown
            ? "pointer-events-auto mx-auto flex max-w-md items-start gap-3 rounded bg-gray-900 px-4 py-3 text-white shadow-lg"
            : "mx-auto"
        }
        ref={box}
      >
        {/* Always in the page as a live region, so what is put in it is announced; a status only while it holds one. */}
        <div role={shown ? "status" : undefined} aria-live="polite" aria-atomic="true" className="min-w-0 flex-1">
          {shown?.title ? <p className="font-semibold">{shown.title}</p> : null}
          {shown ? <p>{shown.description}</p> : null}
        </div>
        {shown?.action ? (
          <a href={shown.action.href} className="shrink-0 font-semibold underline">
            {shown.action.label}
          </a>
        ) : null}
        {shown ? (
          <button
            type="button"
            onClick={() => toastStore.dismiss(shown.id)}
            aria-label="Dismiss notification"
            className="-mr-1 shrink-0 rounded px-1 leading-none"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              className="mt-0.5 fill-none stroke-current"
            >
              <path d="M3 3l10 10M13 3L3 13" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}
