import { parseRange } from "./search-params";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SLIDER_SETTINGS,
  encodeRange,
  moveThumb,
  roundSliderValue,
  SLIDER_DEBOUNCE_MS,
  sliderRange,
  sliderStep,
  TEXT_SEARCH_DEBOUNCE_MS,
  type SliderSettings,
} from "./price-slider";

const settings = DEFAULT_SLIDER_SETTINGS;
const range = { min: 5000, max: 250_000 };

describe("price slider", () => {
  it("defaults to min 5,000, max 250,000, step 500, rounding to 1000", () => {
    expect(DEFAULT_SLIDER_SETTINGS).toEqual({ min: 5000, max: 250_000, step: 500, roundTo: 1000 });
  });
  it("debounces the slider 400 ms and the text search 300 ms", () => {
    expect(SLIDER_DEBOUNCE_MS).toBe(400);
    expect(TEXT_SEARCH_DEBOUNCE_MS).toBe(300);
  });
  it("uses the stats maximum only when the filter panel is shown", () => {
    expect(sliderRange(settings, 80_000, true)).toEqual({ min: 5000, max: 80_000 });
    expect(sliderRange(settings, 80_000, false)).toEqual({ min: 5000, max: 250_000 });
  });
  it("keeps the configured maximum when there is no usable stats maximum", () => {
    expect(sliderRange(settings, null, true)).toEqual({ min: 5000, max: 250_000 });
    expect(sliderRange(settings, 5000, true)).toEqual({ min: 5000, max: 250_000 });
    expect(sliderRange(settings, Number.NaN, true)).toEqual({ min: 5000, max: 250_000 });
  });
  it("steps by the fixed step, or by one hundredth of the range", () => {
    expect(sliderStep(settings, range)).toBe(500);
    const hundredth: SliderSettings = { min: 0, max: 100_000, step: "hundredth", roundTo: 1000 };
    expect(sliderStep(hundredth, { min: 0, max: 100_000 })).toBe(1000);
  });
  it("never steps by zero when the range is empty", () => {
    expect(sliderStep({ min: 0, max: 0, step: "hundredth", roundTo: 1000 }, { min: 0, max: 0 })).toBe(1);
  });
  it("rounds price and km values to the nearest 1000", () => {
    expect(roundSliderValue(12_499, 1000)).toBe(12_000);
    expect(roundSliderValue(12_500, 1000)).toBe(13_000);
    expect(roundSliderValue(2019, 0)).toBe(2019);
  });
  it("ignores input below the range minimum or above the range maximum, with a reason to log", () => {
    expect(moveThumb([5000, 250_000], "min", 4999, range, 1000)).toMatchObject({ ok: false, reason: expect.stringContaining("below") });
    expect(moveThumb([5000, 250_000], "max", 250_001, range, 1000)).toMatchObject({ ok: false, reason: expect.stringContaining("above") });
  });
  it("ignores NaN input", () => {
    expect(moveThumb([5000, 250_000], "min", Number.NaN, range, 1000).ok).toBe(false);
  });
  it("rounds a moved thumb to the nearest 1000", () => {
    expect(moveThumb([5000, 250_000], "min", 12_600, range, 1000)).toEqual({ ok: true, value: [13_000, 250_000] });
    expect(moveThumb([5000, 250_000], "max", 30_200, range, 1000)).toEqual({ ok: true, value: [5000, 30_000] });
  });
  it("clamps thumbs so min never exceeds max", () => {
    expect(moveThumb([5000, 30_000], "min", 45_000, range, 1000)).toEqual({ ok: true, value: [30_000, 30_000] });
    expect(moveThumb([40_000, 250_000], "max", 20_000, range, 1000)).toEqual({ ok: true, value: [40_000, 40_000] });
  });
  it("keeps a thumb pulled to a range end exactly at the end, so it stays open", () => {
    const statsRange = { min: 5000, max: 123_456 };
    expect(moveThumb([5000, 60_000], "max", 123_456, statsRange, 1000)).toEqual({ ok: true, value: [5000, 123_456] });
    expect(moveThumb([5000, 60_000], "max", 123_400, statsRange, 1000)).toEqual({ ok: true, value: [5000, 123_000] });
  });
  it("does not let rounding push a thumb past a range end", () => {
    const statsRange = { min: 5000, max: 123_600 };
    expect(moveThumb([5000, 60_000], "max", 123_550, statsRange, 1000)).toEqual({ ok: true, value: [5000, 123_600] });
  });
  it("encodes a price refinement as 'min:max'", () => {
    expect(encodeRange([10_000, 30_000], range)).toBe("10000:30000");
  });
  it("leaves a thumb at its range end open", () => {
    expect(encodeRange([10_000, 250_000], range)).toBe("10000:");
    expect(encodeRange([5000, 30_000], range)).toBe(":30000");
  });
  it("encodes no refinement when both thumbs are at the ends", () => {
    expect(encodeRange([5000, 250_000], range)).toBeNull();
  });
  it("round-trips an encoded range", () => {
    expect(parseRange(encodeRange([10_000, 250_000], range) ?? "")).toEqual({ min: 10_000, max: null });
  });
});
