"use client";

import { useEffect, useId, useRef, useState } from "react";
import { POPUP_IMAGE_SIZE, popupShown, popupStorageKey } from "@/features/popup/popup-rules";

export interface PopupContent {
  src: string;
  expiryDate: string;
  linkTo: string;
  title: string;
  description: string;
  buttonText: string;
}

function wasDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === "1";
  } catch {
    return false; // storage blocked: the popup shows, and closes for this page only
  }
}

function remember(key: string) {
  try {
    window.localStorage.setItem(key, "1");
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/**
 * The site's popup: a modal dialog (the browser's own <dialog>: the page
 * behind is inert and Tab wraps round inside it, so focus stays in it; Escape closes it; focus goes back where it was) at most 600px wide and
 * 80% of the viewport high. Nothing of it is in the server's page: it opens only once the page has loaded in the
 * browser and the shopper has started to scroll it, unless the visitor closed it before on this site or its expiry
 * day is over in the site's time zone. Not before the first scroll: a modal over a page nobody has seen yet hides
 * the page's own first screen (on a phone it was the largest thing painted, the page's LCP, 2.9 s instead of the
 * page's picture); opened once the shopper is reading, it interrupts no first view.
 * Closing it (the close button, Escape, or a click on its image) is remembered per site, and so is following its button.
 */
export function SitePopup({ popup, siteSlug, timeZone }: { popup: PopupContent; siteSlug: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const key = popupStorageKey(siteSlug);

  useEffect(() => {
    let loaded = document.readyState === "complete";
    let scrolled = window.scrollY > 0;
    const stop = () => {
      window.removeEventListener("load", onLoad);
      window.removeEventListener("scroll", onScroll);
    };
    const show = () => {
      if (!loaded || !scrolled) return;
      stop();
      if (popupShown(popup, new Date(), wasDismissed(key), timeZone)) setOpen(true);
    };
    const onLoad = () => {
      loaded = true;
      show();
    };
    const onScroll = () => {
      scrolled = true;
      show();
    };
    window.addEventListener("load", onLoad);
    window.addEventListener("scroll", onScroll, { passive: true });
    show();
    return stop;
  }, [popup, key, timeZone]);

  useEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    const onClose = () => {
      remember(key);
      setOpen(false);
    };
    // The page behind is inert, but Tab past the last control would leave for the browser's own bar: wrap it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Tab") return;
      const controls = [...el.querySelectorAll<HTMLElement>("a[href], button")];
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    el.addEventListener("close", onClose);
    el.addEventListener("keydown", onKey);
    if (!el.open) el.showModal();
    return () => {
      el.removeEventListener("close", onClose);
      el.removeEventListener("keydown", onKey);
    };
  }, [open, key]);

  if (!open) return null;
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="site-popup"
      className="m-auto max-h-[80vh] w-[calc(100%-2rem)] max-w-[600px] overflow-y-auto rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/60"
    >
      <div className="relative">
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute right-2 top-2 rounded-full bg-white/90 p-2 leading-none shadow"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="fill-none stroke-current">
            <path d="M3 3l10 10M13 3L3 13" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {/* A click on the image closes the popup (the spec's rule) as its link goes where the button goes. */}
        <a
          href={popup.linkTo}
          onClick={() => {
            remember(key);
            setTimeout(close, 0); // after the link has started its navigation (a removed link navigates nowhere)
          }}
          className="block"
        >
          {/* Its width and height (the content desk's crop) reserve its box before it loads: no shift when it arrives. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a dealer's own image of any size, cut to the popup's box */}
          <img
            src={popup.src}
            alt={popup.title}
            width={POPUP_IMAGE_SIZE.width}
            height={POPUP_IMAGE_SIZE.height}
            className="h-auto max-h-[40vh] w-full bg-surface object-contain"
          />
        </a>
        <div className="p-5">
          <h2 id={titleId} className="text-2xl font-bold">
            {popup.title}
          </h2>
          <p className="mt-2">{popup.description}</p>
          {/* Following the offer is an answer to it: the shopper is not shown it again on the next page. */}
          <a
            href={popup.linkTo}
            onClick={() => remember(key)}
            className="mt-4 inline-block rounded bg-primary px-5 py-2 font-semibold text-on-primary"
          >
            {popup.buttonText}
          </a>
        </div>
      </div>
    </dialog>
  );
}
