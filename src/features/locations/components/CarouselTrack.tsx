"use client";

import { useRef, type ReactNode } from "react";

/**
 * The carousel's track: a scroll-snapping list that fingers swipe (CSS scroll-snap, no script), whose
 * cards' links bring each card into view as the keyboard reaches it, with Previous and Next buttons
 * that move it by a screenful. The cards are the server's.
 */
export function CarouselTrack({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <div>
      <ul
        ref={track}
        aria-label={label}
        data-testid="carousel-track"
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4 motion-reduce:scroll-auto"
      >
        {children}
      </ul>
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={() => move(-1)}
          className="rounded border border-gray-400 px-4 py-2 font-semibold"
        >
          <span aria-hidden="true">← </span>Previous<span className="sr-only"> locations</span>
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          className="rounded border border-gray-400 px-4 py-2 font-semibold"
        >
          Next<span className="sr-only"> locations</span>
          <span aria-hidden="true"> →</span>
        </button>
      </div>
    </div>
  );
}
