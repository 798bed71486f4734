import { parseRange } from "./search-params";
import { describe, expect, it } from "vitest";
import {
  applyRangeInput,
  applySliderRules,
  DEFAULT_SLIDER_SETTINGS,
  encodeRange,
  KM_SLIDER_SETTINGS,
  moveThumb,
  roundSliderValue,
  sliderRange,
  sliderRules,
  sliderStep,
  typedValue,
  type SliderRule,
  type SliderSettings,
} from "./price-slider";
import { EMPTY_SEARCH, parseSearchParams, serializeSearch } from "./search-params";

const settings = DEFAULT_SLIDER_SETTINGS;
const range = { min: 5000, max: 250_000 };

describe("price slider", () => {
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
    expect(moveThumb([5000, 250_000], "min", 4999, range, 1000)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("below"),
    });
    expect(moveThumb([5000, 250_000], "max", 250_001, range, 1000)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("above"),
    });
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

/** Harbour Toyota's slider (the franchise template's 5,000 to 250,000, rounding to 1,000) over stock up to 176,990. */
const harbour: SliderRule = { range: { min: 5000, max: 176_990 }, roundTo: 1000 };
const open: [number, number] = [5000, 176_990];

describe("the price boxes follow the slider's rule", () => {
  it("reads a typed value as the thumb it asks for: empty is no limit, '$20,400' is 20400, anything else is not a number", () => {
    expect(typedValue("", "min", harbour.range)).toBe(5000);
    expect(typedValue(" ", "max", harbour.range)).toBe(176_990);
    expect(typedValue("$20,400", "min", harbour.range)).toBe(20_400);
    for (const bad of ["abc", "-5", "1.5", "1e5", "1234567890"])
      expect(typedValue(bad, "min", harbour.range), bad).toBeNaN();
  });
  it("ignores a typed minimum below the slider's range (1,000 on a slider from 5,000): the thumbs stay, with a reason naming the value", () => {
    const change = moveThumb(open, "min", typedValue("1000", "min", harbour.range), harbour.range, harbour.roundTo);
    expect(change).toEqual({ ok: false, reason: "Slider input 1000 is below the minimum 5000" });
    expect(moveThumb([12_000, 40_000], "min", 1000, harbour.range, 1000).ok).toBe(false);
  });
  it("ignores a typed maximum above the slider's range", () => {
    expect(moveThumb(open, "max", typedValue("300000", "max", harbour.range), harbour.range, 1000)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("300000"),
    });
  });
  it("rounds typed values in range to the site's roundTo (20,400 to 20,000; 45,600 to 46,000)", () => {
    const min = moveThumb(open, "min", typedValue("20400", "min", harbour.range), harbour.range, harbour.roundTo);
    expect(min).toEqual({ ok: true, value: [20_000, 176_990] });
    const max = moveThumb(
      (min as { value: [number, number] }).value,
      "max",
      typedValue("45,600", "max", harbour.range),
      harbour.range,
      harbour.roundTo,
    );
    expect(max).toEqual({ ok: true, value: [20_000, 46_000] });
  });
  it("rounds to whatever the site's roundTo is", () => {
    expect(moveThumb(open, "min", 20_400, harbour.range, 500)).toEqual({ ok: true, value: [20_500, 176_990] });
  });
});

describe("a range in the URL follows the slider's rule", () => {
  it("drops a minimum below the slider's range (price=1000: on a slider from 5,000 is no refinement), naming the ignored value", () => {
    expect(applyRangeInput({ min: 1000, max: null }, harbour)).toEqual({
      thumbs: open,
      value: null,
      ignored: [{ end: "min", value: 1000, reason: "Slider input 1000 is below the minimum 5000" }],
    });
  });
  it("drops an ignored end and keeps the other (price=1000:30000 is price=:30000)", () => {
    expect(applyRangeInput({ min: 1000, max: 30_000 }, harbour)).toMatchObject({
      value: { min: null, max: 30_000 },
      ignored: [{ end: "min", value: 1000 }],
    });
    expect(applyRangeInput({ min: 20_000, max: 900_000 }, harbour)).toMatchObject({
      value: { min: 20_000, max: null },
      ignored: [{ end: "max", value: 900_000 }],
    });
  });
  it("rounds a URL's range to roundTo (price=20400:45600 is price=20000:46000)", () => {
    expect(applyRangeInput({ min: 20_400, max: 45_600 }, harbour)).toEqual({
      thumbs: [20_000, 46_000],
      value: { min: 20_000, max: 46_000 },
      ignored: [],
    });
  });
  it("leaves an end at the range's end open, as the slider does (price=5000: is no refinement)", () => {
    expect(applyRangeInput({ min: 5000, max: null }, harbour).value).toBeNull();
    expect(applyRangeInput({ min: 20_000, max: 176_990 }, harbour).value).toEqual({ min: 20_000, max: null });
  });
  it("keeps thumbs from crossing when rounding brings them together (price=20400:20450 is 20000:20000)", () => {
    expect(applyRangeInput({ min: 20_400, max: 20_450 }, harbour).value).toEqual({ min: 20_000, max: 20_000 });
  });
  it("applies the price slider's site settings and the km slider's own to a search state, leaving other ranges alone", () => {
    const rules = sliderRules(DEFAULT_SLIDER_SETTINGS, {
      price: { min: 0, max: 176_990 },
      km: { min: 0, max: 250_123 },
    });
    expect(rules.get("price")).toEqual(harbour);
    expect(rules.get("km")).toEqual({ range: { min: 0, max: 250_123 }, roundTo: KM_SLIDER_SETTINGS.roundTo });
    const { state } = parseSearchParams(
      new URLSearchParams("make=Toyota&price=1000:45600&km=12345:&year=2018:&weekly_price_range=101:199"),
    );
    const ruled = applySliderRules(state, rules);
    expect(serializeSearch(ruled.state)).toBe(
      "make=Toyota&price=%3A46000&km=12000%3A&year=2018%3A&weekly_price_range=101%3A199",
    );
    expect(ruled.changed).toBe(true);
    expect(ruled.ignored).toEqual([
      { param: "price", end: "min", value: 1000, reason: "Slider input 1000 is below the minimum 5000" },
    ]);
  });
  it("returns a state already under the rules unchanged", () => {
    const { state } = parseSearchParams(new URLSearchParams("price=20000:46000&km=:50000"));
    const rules = sliderRules(DEFAULT_SLIDER_SETTINGS, {
      price: { min: 0, max: 176_990 },
      km: { min: 0, max: 250_123 },
    });
    expect(applySliderRules(state, rules)).toEqual({ state, ignored: [], changed: false });
    expect(applySliderRules(EMPTY_SEARCH, rules).state).toBe(EMPTY_SEARCH);
  });
});
