"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Seconds between slides while the slider rotates: long enough to read a title and a line (banner-rules.ts). */
const ROTATION_MS = 7000;

/**
 * The slider's controls (WAI-ARIA APG carousel, "auto-rotating with buttons"): pause/play first, previous, next and
 * a picker of slides. Rotation starts only where the shopper has not asked for reduced motion, and stops while the
 * pointer is over the slider or focus is in it; pause/play stops it for good until pressed again. The slides are the
 * server's scroll-snap list (HomeBanners), moved by scrolling; a swipe moves the picker with it. Slides other than the
 * current one are inert, so tabbing never reaches a hidden slide's link. Rendered after hydration only: without
 * JavaScript the list scrolls by itself and these buttons, which could do nothing, are not shown.
 */
export function BannerControls({ listId, titles }: { listId: string; titles: readonly string[] }) {
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useRef(false);
  const count = titles.length;

  const list = useCallback(() => document.getElementById(listId), [listId]);

  const show = useCallback(
    (index: number) => {
      const el = list();
      if (!el) return;
      const next = (index + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: reduced.current ? "auto" : "smooth" });
      setCurrent(next);
    },
    [list, count],
  );

  useEffect(() => {
    reduced.current = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    setPlaying(!reduced.current);
    setReady(true);
    const el = list();
    const region = el?.closest("section");
    if (!el || !region) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    const hold = () => setHeld(true);
    const release = () => setHeld(region.matches(":hover") || region.contains(document.activeElement));
    const blur = (e: FocusEvent) => {
      if (!region.contains(e.relatedTarget as Node | null)) setHeld(region.matches(":hover"));
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    region.addEventListener("pointerenter", hold);
    region.addEventListener("pointerleave", release);
    region.addEventListener("focusin", hold);
    region.addEventListener("focusout", blur);
    return () => {
      el.removeEventListener("scroll", onScroll);
      region.removeEventListener("pointerenter", hold);
      region.removeEventListener("pointerleave", release);
      region.removeEventListener("focusin", hold);
      region.removeEventListener("focusout", blur);
    };
  }, [list]);

  // Only the current slide is reachable; the list is announced politely only while it does not rotate by itself.
  useEffect(() => {
    const el = list();
    if (!el || !ready) return;
    [...el.children].forEach((slide, i) => ((slide as HTMLElement).inert = i !== current));
    el.setAttribute("aria-live", playing ? "off" : "polite");
  }, [list, current, playing, ready]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => show(current + 1), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, current, show]);

  if (!ready) return null;
  const button =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-white/90 px-3 text-gray-900 shadow";
  return (
    <div className="absolute right-2 top-2 z-10 flex flex-wrap items-center justify-end gap-1 sm:right-4 sm:top-4">
      <button
        type="button"
        className={button}
        aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
        data-control="rotation"
        onClick={() => setPlaying((p) => !p)}
      >
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
      </button>
      <button
        type="button"
        className={button}
        aria-controls={listId}
        aria-label="Previous slide"
        onClick={() => show(current - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={button}
        aria-controls={listId}
        aria-label="Next slide"
        onClick={() => show(current + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <div role="group" aria-label="Choose a slide" className="flex">
        {titles.map((title, i) => (
          <button
            key={i}
            type="button"
            className="inline-flex h-11 w-8 items-center justify-center"
            aria-label={`Slide ${i + 1} of ${count}: ${title}`}
            aria-current={i === current ? "true" : undefined}
            aria-controls={listId}
            onClick={() => show(i)}
          >
            <span
              aria-hidden="true"
              className={`block h-3 w-3 rounded-full border-2 border-white shadow ${i === current ? "bg-white" : "bg-gray-900/60"}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
