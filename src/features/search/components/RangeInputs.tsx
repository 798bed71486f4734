"use client";

import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useScripted } from "@/ui/use-scripted";
import { flushSync } from "react-dom";
import {
  moveThumb,
  sliderRange,
  sliderStep,
  typedValue,
  SLIDER_DEBOUNCE_MS,
  type SliderSettings,
} from "@/features/search/price-slider";
import type { Range } from "@/features/search/search-params";
import type { RangeStats } from "@/features/search/stock-search";
import { wholeNumber } from "@/ui/whole-number";

interface Props {
  name: "price" | "km" | "year";
  label: string;
  unit: string;
  value: Range | undefined;
  stats: RangeStats;
  /** null: number inputs only (years need no slider). */
  slider: SliderSettings | null;
}

/**
 * A range filter. The number inputs submit `{name}_min` / `{name}_max` with the form, so it works
 * without JavaScript (the page then applies the slider's rule to them, as to any URL); with it, a two-thumb
 * slider moves them and tells the form, which searches 400 ms after the last move. Boxes and thumbs are one
 * control under one rule (moveThumb): thumbs clamped, values rounded, input outside the range ignored and
 * logged. A typed value is committed when the box reports a change (leaving it, or Enter), before the form
 * reads it: an ignored value puts back what the box said before.
 */
export function RangeInputs({ name, label, unit, value, stats, slider }: Props) {
  const id = useId();
  const scripted = useScripted();
  const range = slider ? sliderRange(slider, stats.max, true) : null;
  const [thumbs, setThumbs] = useState<[number, number]>(() => [
    value?.min ?? range?.min ?? 0,
    value?.max ?? range?.max ?? 0,
  ]);
  const [minText, setMinText] = useState(value?.min?.toString() ?? "");
  const [maxText, setMaxText] = useState(value?.max?.toString() ?? "");
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);

  /** Applies the rule to a thumb move or a typed value; true when the move was taken. */
  const apply = (thumb: "min" | "max", input: number): boolean => {
    if (!range || !slider) return false;
    const change = moveThumb(thumbs, thumb, input, range, slider.roundTo);
    if (!change.ok) {
      console.warn(change.reason); // the spec: slider input out of range is ignored and logged
      // The box shows the thumb it still stands for.
      setMinText(thumbs[0] <= range.min ? "" : String(thumbs[0]));
      setMaxText(thumbs[1] >= range.max ? "" : String(thumbs[1]));
      return false;
    }
    setThumbs(change.value);
    // A thumb at the end of the range means no limit on that side.
    setMinText(change.value[0] <= range.min ? "" : String(change.value[0]));
    setMaxText(change.value[1] >= range.max ? "" : String(change.value[1]));
    return true;
  };
  const move = (thumb: "min" | "max", input: number) => {
    // The form waits SLIDER_DEBOUNCE_MS after the last change (the box's data-debounce) before it searches.
    if (apply(thumb, input)) minInput.current?.dispatchEvent(new Event("change", { bubbles: true }));
  };

  // A box's own change listener runs before the form's (which reads the boxes), and flushSync puts the ruled
  // value in the box at once: the form never searches for a typed value the slider would not take.
  const commit = useEffectEvent((thumb: "min" | "max", text: string) => {
    if (!range || !slider) return;
    flushSync(() => apply(thumb, typedValue(text, thumb, range)));
  });
  useEffect(() => {
    const boxes = [
      [minInput.current, "min"],
      [maxInput.current, "max"],
    ] as const;
    const listeners = boxes.map(([box, thumb]) => {
      // Only the shopper's own change: the slider's move tells the form with an untrusted one, already ruled.
      const listener = (e: Event) => {
        if (e.isTrusted) commit(thumb, (e.currentTarget as HTMLInputElement).value);
      };
      box?.addEventListener("change", listener);
      return () => box?.removeEventListener("change", listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, []);

  const money = (n: number) => (unit === "$" ? `$${wholeNumber(n)}` : `${wholeNumber(n)}${unit ? ` ${unit}` : ""}`);
  return (
    <div className="space-y-3">
      {scripted && range && slider ? (
        <div className="space-y-1" data-testid={`${name}-slider`}>
          <p className="text-sm" aria-live="polite">
            {money(thumbs[0])} to {money(thumbs[1])}
            {thumbs[1] >= range.max ? "+" : ""}
          </p>
          <input
            type="range"
            aria-label={`Minimum ${label.toLowerCase()}`}
            min={range.min}
            max={range.max}
            step={sliderStep(slider, range)}
            value={thumbs[0]}
            onChange={(e) => move("min", Number(e.currentTarget.value))}
            className="w-full accent-[var(--site-primary)]"
          />
          <input
            type="range"
            aria-label={`Maximum ${label.toLowerCase()}`}
            min={range.min}
            max={range.max}
            step={sliderStep(slider, range)}
            value={thumbs[1]}
            onChange={(e) => move("max", Number(e.currentTarget.value))}
            className="w-full accent-[var(--site-primary)]"
          />
        </div>
      ) : null}
      <div className="flex gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-min`} className="block text-xs font-medium">
            Min {label.toLowerCase()}
          </label>
          <input
            ref={minInput}
            id={`${id}-min`}
            name={`${name}_min`}
            inputMode="numeric"
            pattern="[0-9,$ ]*"
            value={minText}
            onChange={(e) => setMinText(e.currentTarget.value)}
            className="w-full rounded border border-gray-400 px-2 py-1"
            data-debounce={SLIDER_DEBOUNCE_MS}
          />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-max`} className="block text-xs font-medium">
            Max {label.toLowerCase()}
          </label>
          <input
            ref={maxInput}
            id={`${id}-max`}
            name={`${name}_max`}
            inputMode="numeric"
            pattern="[0-9,$ ]*"
            value={maxText}
            onChange={(e) => setMaxText(e.currentTarget.value)}
            className="w-full rounded border border-gray-400 px-2 py-1"
            data-debounce={SLIDER_DEBOUNCE_MS}
          />
        </div>
      </div>
    </div>
  );
}
