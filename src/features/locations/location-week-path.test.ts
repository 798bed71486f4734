import { describe, expect, it } from "vitest";
import { isLocationWeekPath, locationWeekPath } from "./location-week-path";

const q = (s: string) => new URLSearchParams(s);

describe("a location page for a chosen week is rendered per request (docs/adr/0008)", () => {
  it("serves /locations/{slug}?from= from the week's own route, keeping the query", () => {
    expect(locationWeekPath("/locations/fremantle-sales", q("from=2026-12-21"))).toBe("/location-week/fremantle-sales");
    expect(locationWeekPath("/locations/fremantle-sales/", q("from="))).toBe("/location-week/fremantle-sales");
  });
  it("leaves a location page without a week, and every other path, to the cached route", () => {
    expect(locationWeekPath("/locations/fremantle-sales", q(""))).toBeNull();
    expect(locationWeekPath("/locations/fremantle-sales", q("utm_source=mail"))).toBeNull();
    expect(locationWeekPath("/locations", q("from=2026-12-21"))).toBeNull();
    expect(locationWeekPath("/locations/a/b", q("from=2026-12-21"))).toBeNull();
    expect(locationWeekPath("/contact-us/fremantle-sales", q("from=2026-12-21"))).toBeNull();
  });
  it("knows its own rewrite target, which a shopper asking for it directly does not get as a page", () => {
    expect(isLocationWeekPath(locationWeekPath("/locations/fremantle-sales", q("from=2026-12-21"))!)).toBe(true);
    expect(isLocationWeekPath("/location-week")).toBe(true);
    expect(isLocationWeekPath("/locations/fremantle-sales")).toBe(false);
    expect(isLocationWeekPath("/location-weekly")).toBe(false);
  });
});
