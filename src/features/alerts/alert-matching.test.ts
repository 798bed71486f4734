import { describe, expect, it } from "vitest";
import { announcementsFor, isPriceDrop, latestChangeByCar, type PriceChange } from "./alert-matching";

const savedAt = new Date("2026-11-20T00:00:00Z");
const searches = [{ id: 1, createdAt: savedAt }];
const car = (createdAt: string, price: number | null = 30_000) => ({ createdAt, price });
const change = (id: number, vehicleId: number, oldPrice: number | null, newPrice: number | null, at = "2026-11-25") =>
  ({
    id,
    vehicleId,
    oldPrice,
    newPrice,
    at: new Date(at),
  }) satisfies PriceChange;

describe("alert matching rules", () => {
  it("a drop is only from a shown price to a lower shown price", () => {
    expect(isPriceDrop({ oldPrice: 30_000, newPrice: 28_000 })).toBe(true);
    expect(isPriceDrop({ oldPrice: 28_000, newPrice: 30_000 })).toBe(false);
    expect(isPriceDrop({ oldPrice: 30_000, newPrice: 30_000 })).toBe(false);
    expect(isPriceDrop({ oldPrice: null, newPrice: 28_000 })).toBe(false);
    expect(isPriceDrop({ oldPrice: 30_000, newPrice: null })).toBe(false);
  });

  it("a car changed twice in one batch is judged by its latest change", () => {
    const latest = latestChangeByCar([change(5, 7, 30_000, 28_000), change(6, 7, 28_000, 29_000)]);
    expect(latest.get(7)!.id).toBe(6);
  });

  it("a listed car first listed after the search was saved is a new match", () => {
    const found = announcementsFor(new Map([[1, [7]]]), searches, new Map([[7, car("2026-11-25T00:00:00Z")]]), []);
    expect(found).toEqual([
      { savedSearchId: 1, vehicleId: 7, kind: "new_match", occasion: 0, price: 30_000, oldPrice: null },
    ]);
  });

  it("a car already listed when the search was saved is not a new match", () => {
    expect(announcementsFor(new Map([[1, [7]]]), searches, new Map([[7, car("2026-11-01T00:00:00Z")]]), [])).toEqual(
      [],
    );
  });

  it("a listed car's drop after the search was saved is a price drop, once per price change", () => {
    const found = announcementsFor(new Map([[1, [7]]]), searches, new Map([[7, car("2026-11-01T00:00:00Z", 28_000)]]), [
      change(9, 7, 30_000, 28_000),
    ]);
    expect(found).toEqual([
      { savedSearchId: 1, vehicleId: 7, kind: "price_drop", occasion: 9, price: 28_000, oldPrice: 30_000 },
    ]);
  });

  it("a drop made before the search was saved, or a rise, is not announced", () => {
    const cars = new Map([[7, car("2026-11-01T00:00:00Z")]]);
    expect(announcementsFor(new Map([[1, [7]]]), searches, cars, [change(9, 7, 31_000, 30_000, "2026-11-10")])).toEqual(
      [],
    );
    expect(announcementsFor(new Map([[1, [7]]]), searches, cars, [change(9, 7, 29_000, 30_000)])).toEqual([]);
  });

  it("a new match is not also a price drop to the same search", () => {
    const found = announcementsFor(new Map([[1, [7]]]), searches, new Map([[7, car("2026-11-25T00:00:00Z", 28_000)]]), [
      change(9, 7, 30_000, 28_000),
    ]);
    expect(found.map((a) => a.kind)).toEqual(["new_match"]);
  });

  it("a car the search does not list is never announced to it", () => {
    const cars = new Map([[7, car("2026-11-25T00:00:00Z")]]);
    expect(announcementsFor(new Map(), searches, cars, [change(9, 7, 30_000, 28_000)])).toEqual([]);
  });
});
