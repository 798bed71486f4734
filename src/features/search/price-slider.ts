/**
 * Price and km range sliders (search-watchlist-detail.md §5 'Price slider' and §9; dealer-configuration.md §9).
 * Errors are returned, never thrown: the spec says slider errors and out-of-range input are only logged.
 */
export interface SliderSettings {
  min: number;
  max: number;
  step: number | "hundredth";
  roundTo: number;
}

/** The range the slider spans. */
export interface SliderRange {
  min: number;
  max: number;
}

export type SliderChange = { ok: true; value: [number, number] } | { ok: false; reason: string };

/** Price slider default min 5,000, max 250,000, step 500 (dealer-configuration.md §9); values round to 1000 (§5). */
export const DEFAULT_SLIDER_SETTINGS: SliderSettings = { min: 5000, max: 250_000, step: 500, roundTo: 1000 };
export const SLIDER_DEBOUNCE_MS = 400;
export const TEXT_SEARCH_DEBOUNCE_MS = 300;

/** The range the slider spans: the configured min/max, except that the stats maximum (largest value in the current results) is used only when the filter panel is shown. */
export function sliderRange(settings: SliderSettings, statsMax: number | null, panelShown: boolean): SliderRange {
  // Stats at or below the minimum (empty or single-priced results) would collapse or invert the slider.
  const useStats = panelShown && statsMax !== null && Number.isFinite(statsMax) && statsMax > settings.min;
  return { min: settings.min, max: useStats ? statsMax : settings.max };
}

/** Step: a fixed step, or one hundredth of the range. */
export function sliderStep(settings: SliderSettings, range: SliderRange): number {
  if (settings.step !== "hundredth") return settings.step;
  const hundredth = (range.max - range.min) / 100;
  // A zero step would stop the slider from moving at all.
  return hundredth > 0 ? hundredth : 1;
}

/** Price and km values round to the nearest settings.roundTo (1000). */
export function roundSliderValue(value: number, roundTo: number): number {
  // Sliders that do not round (e.g. year) pass 0 or 1.
  if (!(roundTo > 0)) return value;
  return Math.round(value / roundTo) * roundTo;
}

/**
 * Applies a thumb move: input below the range minimum or above the range maximum is ignored (ok:false with a
 * reason the caller logs); otherwise the value is rounded, and thumbs are clamped so min never exceeds max.
 */
export function moveThumb(current: [number, number], thumb: "min" | "max", input: number, range: SliderRange, roundTo: number): SliderChange {
  if (Number.isNaN(input)) return { ok: false, reason: `Slider input is not a number (${thumb} thumb)` };
  if (input < range.min) return { ok: false, reason: `Slider input ${input} is below the minimum ${range.min}` };
  if (input > range.max) return { ok: false, reason: `Slider input ${input} is above the maximum ${range.max}` };

  // A thumb pulled to a range end stays exactly there, so it still means "no limit" when the end (e.g. the
  // stats maximum) is not a round number; rounding elsewhere must not push it past an end either.
  const atEnd = input === range.min || input === range.max;
  const value = atEnd ? input : Math.min(range.max, Math.max(range.min, roundSliderValue(input, roundTo)));

  const [min, max] = current;
  return thumb === "min" ? { ok: true, value: [Math.min(value, max), max] } : { ok: true, value: [min, Math.max(value, min)] };
}

/** Encodes a selection as the refinement 'min:max'; a thumb at its range end is left open (e.g. '5000:' or ':30000'); both at the ends gives null (no refinement). */
export function encodeRange(value: [number, number], range: SliderRange): string | null {
  const lower = value[0] <= range.min ? "" : String(value[0]);
  const upper = value[1] >= range.max ? "" : String(value[1]);
  return lower === "" && upper === "" ? null : `${lower}:${upper}`;
}

// Decoding a range from the URL is the search codec's job: see parseRange in search-params.ts.
