/** Rule: a site's index keeps one copy of each repeated string (string-interner.ts); the rows read the same. */
import { describe, expect, it } from "vitest";
import { StringInterner } from "./string-interner";

describe("the index's string interner", () => {
  it("holds one entry per distinct string across rows, their values and their lists", () => {
    const interner = new StringInterner();
    const rows = [
      { make: "Toyota", model: "HiLux", features: ["Bluetooth", "Cruise Control"], price: 1 },
      { make: "Toyota", model: "RAV4", features: ["Bluetooth"], price: 2 },
      { make: "Kia", model: "HiLux", features: [], price: 3 },
    ].map((row) => interner.row(row));
    expect(interner.size).toBe(6); // Toyota, HiLux, RAV4, Kia, Bluetooth, Cruise Control
    expect(rows[1]).toEqual({ make: "Toyota", model: "RAV4", features: ["Bluetooth"], price: 2 });
  });

  it("leaves numbers, nulls, dates and objects as they were, and gives each row its own lists", () => {
    const interner = new StringInterner();
    const lenders = { a: { interestRate: 6.99 } };
    const created = new Date("2026-11-01T00:00:00Z");
    const source = { badge: null, km: 12, created, lenders, features: ["Bluetooth", 7] as unknown[] };
    const row = interner.row(source);
    expect(row.badge).toBeNull();
    expect(row.km).toBe(12);
    expect(row.created).toBe(created);
    expect(row.lenders).toBe(lenders);
    expect(row.features).toEqual(["Bluetooth", 7]);
    expect(row.features).not.toBe(source.features);
    expect(interner.size).toBe(1);
  });
});
