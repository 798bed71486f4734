import type { RangeFilter } from "./filter-attributes";
import type { Range, SearchState } from "./search-params";
import type { RangeStats } from "./stock-search";

/**
 * Price and km range sliders.
 * Errors are returned, never thrown: the spec says slider errors and out-of-range input are only logged.
 *
 * The slider's thumbs, its two number boxes and a range read from a URL are one control under one rule,
 * moveThumb: input outside the range is ignored (and logged by the caller), input in range rounds to the
 * site's roundTo, thumbs never cross. The boxes apply it when a typed value is committed (typedValue), a URL
 * as the moves it stands for (applyRangeInput, applySliderRules).
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

/** Price slider default min 5,000, max 250,000, step 500; values round to 1000. */
export const DEFAULT_SLIDER_SETTINGS: SliderSettings = { min: 5000, max: 250_000, step: 500, roundTo: 1000 };
/** The km slider: its own range ("For price and km, values round to the nearest 1000"). */
export const KM_SLIDER_SETTINGS: SliderSettings = { min: 0, max: 300_000, step: "hundredth", roundTo: 1000 };
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
export function moveThumb(
  current: [number, number],
  thumb: "min" | "max",
  input: number,
  range: SliderRange,
  roundTo: number,
): SliderChange {
  if (Number.isNaN(input)) return { ok: false, reason: `Slider input is not a number (${thumb} thumb)` };
  if (input < range.min) return { ok: false, reason: `Slider input ${input} is below the minimum ${range.min}` };
  if (input > range.max) return { ok: false, reason: `Slider input ${input} is above the maximum ${range.max}` };

  // A thumb pulled to a range end stays exactly there, so it still means "no limit" when the end (e.g. the
  // stats maximum) is not a round number; rounding elsewhere must not push it past an end either.
  const atEnd = input === range.min || input === range.max;
  const value = atEnd ? input : Math.min(range.max, Math.max(range.min, roundSliderValue(input, roundTo)));

  const [min, max] = current;
  return thumb === "min"
    ? { ok: true, value: [Math.min(value, max), max] }
    : { ok: true, value: [min, Math.max(value, min)] };
}

/** The refinement a selection stands for: a thumb at its range end is open (no limit that side); both at the ends is none (null). */
function thumbsToRange(value: [number, number], range: SliderRange): Range | null {
  const min = value[0] <= range.min ? null : value[0];
  const max = value[1] >= range.max ? null : value[1];
  return min === null && max === null ? null : { min, max };
}

/** Encodes a selection as the refinement 'min:max'; a thumb at its range end is left open (e.g. '5000:' or ':30000'); both at the ends gives null (no refinement). */
export function encodeRange(value: [number, number], range: SliderRange): string | null {
  const refinement = thumbsToRange(value, range);
  return refinement && `${refinement.min ?? ""}:${refinement.max ?? ""}`;
}

// Decoding a range from the URL is the search codec's job: see parseRange in search-params.ts.

/** What one slider's rule needs: the range it spans and what its values round to. */
export interface SliderRule {
  range: SliderRange;
  roundTo: number;
}

/** Input the rule ignored, for the caller to log: which end, the value as given, and why. */
export interface IgnoredInput {
  end: "min" | "max";
  value: number;
  reason: string;
}

/**
 * What a number box's text asks the thumb for: an empty box is no limit (the thumb at its range end); "$20,400"
 * is 20400; anything else is NaN, which moveThumb ignores.
 */
export function typedValue(text: string, end: "min" | "max", range: SliderRange): number {
  const digits = text.replace(/[$,\s]/g, "");
  if (digits === "") return end === "min" ? range.min : range.max;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * A range requested by a URL (`price=min:max`, the plain form's `price_min`/`price_max`, /api/search), applied
 * as the thumb moves it stands for, starting from `from` (a URL starts with both thumbs at the range ends, i.e.
 * no refinement). Each given end is moved by moveThumb, so it is ignored when outside the range (it stays where it
 * was: for a URL, open) and rounded to roundTo when inside. Returns the thumbs, the refinement they encode (null:
 * none, as encodeRange leaves a thumb at its range end open) and the ends that were ignored.
 */
export function applyRangeInput(
  requested: Range,
  rule: SliderRule,
  from: [number, number] = [rule.range.min, rule.range.max],
): { thumbs: [number, number]; value: Range | null; ignored: IgnoredInput[] } {
  let thumbs = from;
  const ignored: IgnoredInput[] = [];
  for (const end of ["min", "max"] as const) {
    const input = requested[end];
    if (input === null) continue;
    const change = moveThumb(thumbs, end, input, rule.range, rule.roundTo);
    if (change.ok) thumbs = change.value;
    else ignored.push({ end, value: input, reason: change.reason });
  }
  return { thumbs, value: thumbsToRange(thumbs, rule.range), ignored };
}

/**
 * The rules a search page's range filters follow: the price slider with the site's `search.priceSlider`
 * settings, the km slider with its own, each spanning the range its panel shows (the stats maximum of the
 * search, which ignores the range itself, so it does not move when the refinement does).
 */
export function sliderRules(
  priceSlider: SliderSettings,
  stats: { price: RangeStats; km: RangeStats },
): ReadonlyMap<RangeFilter, SliderRule> {
  return new Map<RangeFilter, SliderRule>([
    ["price", { range: sliderRange(priceSlider, stats.price.max, true), roundTo: priceSlider.roundTo }],
    ["km", { range: sliderRange(KM_SLIDER_SETTINGS, stats.km.max, true), roundTo: KM_SLIDER_SETTINGS.roundTo }],
  ]);
}

/**
 * A search state's ranges under the slider rules (the URL case of the one rule). "Ignored", for a URL, means the
 * ignored end is dropped: the search runs as if it had not been given, and the page redirects to the canonical URL
 * without it, as it does for any malformed parameter (input
 * below the slider's minimum or above its maximum is ignored and logged). `changed` says the
 * state differs from the one given (an end dropped, a value rounded, a range made open).
 */
export function applySliderRules(
  state: SearchState,
  rules: ReadonlyMap<RangeFilter, SliderRule>,
): { state: SearchState; ignored: (IgnoredInput & { param: RangeFilter })[]; changed: boolean } {
  const ranges = { ...state.ranges };
  const ignored: (IgnoredInput & { param: RangeFilter })[] = [];
  let changed = false;
  for (const [param, rule] of rules) {
    const requested = ranges[param];
    if (!requested) continue;
    const applied = applyRangeInput(requested, rule);
    for (const i of applied.ignored) ignored.push({ ...i, param });
    if (applied.value?.min === requested.min && applied.value?.max === requested.max) continue;
    changed = true;
    if (applied.value) ranges[param] = applied.value;
    else delete ranges[param];
  }
  return { state: changed ? { ...state, ranges } : state, ignored, changed };
}
