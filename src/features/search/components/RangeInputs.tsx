"use client";

import { useEffect, useId, useRef, useState } from "react";
import { moveThumb, sliderRange, sliderStep, SLIDER_DEBOUNCE_MS, type SliderSettings } from "../price-slider";
import type { Range } from "../search-params";
import type { RangeStats } from "../stock-search";

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
 * without JavaScript; with it, a two-thumb slider moves them (thumbs clamped, values rounded, input
 * outside the range ignored and logged) and tells the form, which searches 400 ms after the last move.
 */
export function RangeInputs({ name, label, unit, value, stats, slider }: Props) {
  const id = useId();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const range = slider ? sliderRange(slider, stats.max, true) : null;
  const [thumbs, setThumbs] = useState<[number, number]>(() => [value?.min ?? range?.min ?? 0, value?.max ?? range?.max ?? 0]);
  const [minText, setMinText] = useState(value?.min?.toString() ?? "");
  const [maxText, setMaxText] = useState(value?.max?.toString() ?? "");
  const minInput = useRef<HTMLInputElement>(null);

  const move = (thumb: "min" | "max", input: number) => {
    if (!range || !slider) return;
    const change = moveThumb(thumbs, thumb, input, range, slider.roundTo);
    if (!change.ok) {
      console.warn(change.reason); // the spec: slider errors are logged only
      return;
    }
    setThumbs(change.value);
    // A thumb at the end of the range means no limit on that side.
    setMinText(change.value[0] <= range.min ? "" : String(change.value[0]));
    setMaxText(change.value[1] >= range.max ? "" : String(change.value[1]));
    // The form waits SLIDER_DEBOUNCE_MS after the last change (the box's data-debounce) before it searches.
    minInput.current?.dispatchEvent(new Event("change", { bubbles: true }));
  };

  const money = (n: number) => (unit === "$" ? `$${n.toLocaleString("en-AU")}` : `${n.toLocaleString("en-AU")}${unit ? ` ${unit}` : ""}`);
  return (
    <div className="space-y-3">
      {scripted && range && slider ? (
        <div className="space-y-1" data-testid={`${name}-slider`}>
          <p className="text-sm" aria-live="polite">{money(thumbs[0])} to {money(thumbs[1])}{thumbs[1] >= range.max ? "+" : ""}</p>
          <input type="range" aria-label={`Minimum ${label.toLowerCase()}`} min={range.min} max={range.max} step={sliderStep(slider, range)} value={thumbs[0]}
            onChange={(e) => move("min", Number(e.currentTarget.value))} className="w-full accent-[var(--site-primary)]" />
          <input type="range" aria-label={`Maximum ${label.toLowerCase()}`} min={range.min} max={range.max} step={sliderStep(slider, range)} value={thumbs[1]}
            onChange={(e) => move("max", Number(e.currentTarget.value))} className="w-full accent-[var(--site-primary)]" />
        </div>
      ) : null}
      <div className="flex gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-min`} className="block text-xs font-medium">Min {label.toLowerCase()}</label>
          <input ref={minInput} id={`${id}-min`} name={`${name}_min`} inputMode="numeric" pattern="[0-9,$ ]*" value={minText} onChange={(e) => setMinText(e.currentTarget.value)}
            className="w-full rounded border border-gray-400 px-2 py-1" data-debounce={SLIDER_DEBOUNCE_MS} />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-max`} className="block text-xs font-medium">Max {label.toLowerCase()}</label>
          <input id={`${id}-max`} name={`${name}_max`} inputMode="numeric" pattern="[0-9,$ ]*" value={maxText} onChange={(e) => setMaxText(e.currentTarget.value)}
            className="w-full rounded border border-gray-400 px-2 py-1" data-debounce={SLIDER_DEBOUNCE_MS} />
        </div>
      </div>
    </div>
  );
}
