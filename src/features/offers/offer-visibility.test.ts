import { describe, expect, it } from "vitest";
import { inShowingWindow, isShowing, searchCarTypes, showsForCarTypes } from "./offer-visibility";

const july = { startsAt: "2025-07-01T00:00:00+10:00", expiresAt: "2025-07-24T23:59:59+10:00" };

describe("offer and promo card showing window (1 to 24 July 2025, +10:00)", () => {
  it("starts at midnight in its own offset, not in UTC", () => {
    expect(inShowingWindow(july, new Date("2025-06-30T13:59:59Z"))).toBe(false);
    expect(inShowingWindow(july, new Date("2025-06-30T14:00:00Z"))).toBe(true);
  });
  it("ends at its expiry in its own offset", () => {
    expect(inShowingWindow(july, new Date("2025-07-24T13:59:58Z"))).toBe(true);
    expect(inShowingWindow(july, new Date("2025-07-24T13:59:59Z"))).toBe(false);
  });
  it("compares instants, whatever the offset it is written in (a Perth +08:00 start seen from Sydney +11:00)", () => {
    const perthNewYear = { startsAt: "2026-01-01T00:00:00+08:00", expiresAt: null };
    // 1 January 02:59 in Sydney is still 31 December in Perth.
    expect(inShowingWindow(perthNewYear, new Date("2026-01-01T02:59:59+11:00"))).toBe(false);
    expect(inShowingWindow(perthNewYear, new Date("2026-01-01T03:00:00+11:00"))).toBe(true);
  });
  it("shows until its expiry with no start, and from its start with no expiry", () => {
    expect(inShowingWindow({ startsAt: null, expiresAt: july.expiresAt }, new Date("2000-01-01T00:00:00Z"))).toBe(true);
    expect(inShowingWindow({ startsAt: july.startsAt, expiresAt: null }, new Date("2099-01-01T00:00:00Z"))).toBe(true);
  });
  it("shows for ever when it has no start or expiry", () => {
    expect(inShowingWindow({ startsAt: null, expiresAt: null }, new Date("2099-01-01"))).toBe(true);
  });
});

describe("offer and promo card car types (some only for certain car types, some strictly)", () => {
  const newOnly = { carTypes: ["new"] as const, strictCarTypes: false };
  const strictNew = { carTypes: ["new"] as const, strictCarTypes: true };
  it("shows an item naming no car type everywhere", () => {
    expect(showsForCarTypes({ carTypes: [], strictCarTypes: true }, ["used"])).toBe(true);
  });
  it("shows a non-strict item where any shown type is one it names", () => {
    expect(showsForCarTypes(newOnly, ["new", "demo"])).toBe(true);
    expect(showsForCarTypes(newOnly, ["used"])).toBe(false);
  });
  it("shows a strict item only where every shown type is one it names", () => {
    expect(showsForCarTypes(strictNew, ["new"])).toBe(true);
    expect(showsForCarTypes(strictNew, ["new", "demo"])).toBe(false);
  });
  it("needs both the window and the car types", () => {
    const item = { ...july, ...newOnly };
    expect(isShowing(item, ["new"], new Date("2025-07-10T00:00:00Z"))).toBe(true);
    expect(isShowing(item, ["used"], new Date("2025-07-10T00:00:00Z"))).toBe(false);
    expect(isShowing(item, ["new"], new Date("2025-08-10T00:00:00Z"))).toBe(false);
  });
});

describe("car types a search shows (promo cards follow the search's car_type refinement)", () => {
  it("takes the refinement's types, else every type the site sells", () => {
    expect(searchCarTypes(["new"], ["new", "used", "demo"])).toEqual(["new"]);
    expect(searchCarTypes(undefined, ["new", "used", "demo"])).toEqual(["new", "used", "demo"]);
    expect(searchCarTypes([], ["used"])).toEqual(["used"]);
  });
  it("ignores types the site does not sell", () => {
    expect(searchCarTypes(["new"], ["used"])).toEqual(["used"]);
  });
  it("shows a strict new-only card on a new-car search, not on an unfiltered one", () => {
    const strictNew = { carTypes: ["new"] as const, strictCarTypes: true };
    expect(showsForCarTypes(strictNew, searchCarTypes(["new"], ["new", "used", "demo"]))).toBe(true);
    expect(showsForCarTypes(strictNew, searchCarTypes(undefined, ["new", "used", "demo"]))).toBe(false);
  });
});
