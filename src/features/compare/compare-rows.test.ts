import { describe, expect, it } from "vitest";
import { cellsDiffer, compareRows, COMPARE_ROWS, KEY_FEATURES, NOT_LISTED } from "./compare-rows";
import { demoSite, sampleCompareCar, toyotaFinance } from "./testing/sample-compare-car";

const NOW = new Date("2026-11-23T00:00:00Z");
const harbour = demoSite("harbour-toyota");
const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key)!;

describe("the compare table's rows", () => {
  it("lists price, finance estimate, km, year, body, fuel, transmission, drive, seats, engine, location and key features, in that order", () => {
    expect(COMPARE_ROWS.map((r) => r.label)).toEqual([
      "Price",
      "Finance estimate",
      "Kilometres",
      "Year",
      "Body",
      "Fuel",
      "Transmission",
      "Drive",
      "Seats",
      "Engine",
      "Location",
      "Key features",
    ]);
  });
  it("words each fact as the vehicle page's key information does, one cell per car in the cars' order", () => {
    const rows = compareRows(
      [sampleCompareCar({ financeLenders: toyotaFinance() }), sampleCompareCar({ slug: "b", km: 9_000, year: 2024 })],
      harbour,
      NOW,
    );
    const texts = Object.fromEntries(rows.map((r) => [r.key, r.cells.map((c) => c.text)]));
    expect(texts).toEqual({
      price: ["$38,990 Drive Away", "$38,990 Drive Away"],
      finance: ["From $189 per week · 6.99% p.a. · 7.49% comparison rate", "No estimate"],
      km: ["41,200 km", "9,000 km"],
      year: ["2021", "2024"],
      body: ["SUV", "SUV"],
      fuel: ["Hybrid", "Hybrid"],
      transmission: ["Automatic", "Automatic"],
      drive: ["AWD", "AWD"],
      seats: ["5", "5"],
      engine: ["2.5L 4cyl", "2.5L 4cyl"],
      location: ["Harbour Toyota Fremantle", "Harbour Toyota Fremantle"],
      features: ["Apple CarPlay, Reversing camera", "Apple CarPlay, Reversing camera"],
    });
    expect(row(rows, "features").cells[0]!.items).toEqual(["Apple CarPlay", "Reversing camera"]);
  });
  it("shows the finance estimate the result card shows: only for a car that qualifies (a sold car has none)", () => {
    const sold = compareRows(
      [
        sampleCompareCar({ financeLenders: toyotaFinance() }),
        sampleCompareCar({ slug: "b", status: "sold", financeLenders: toyotaFinance() }),
      ],
      harbour,
      NOW,
    );
    expect(row(sold, "finance").cells.map((c) => c.estimate ?? false)).toEqual([true, false]);
  });
  it("leaves the finance row out when none of the cars has an estimate (finance off, no lender)", () => {
    const cars = [sampleCompareCar(), sampleCompareCar({ slug: "b" })];
    expect(compareRows(cars, harbour, NOW).map((r) => r.key)).not.toContain("finance");
    const off = { ...harbour, features: { ...harbour.features, finance: false } };
    const financed = [sampleCompareCar({ financeLenders: toyotaFinance() })];
    expect(compareRows(financed, off, NOW).map((r) => r.key)).not.toContain("finance");
    expect(compareRows(financed, harbour, NOW).map((r) => r.key)).toContain("finance");
  });
  it("says 'Not listed' for a fact a car lacks, and gives a caravan no kilometres", () => {
    const rows = compareRows(
      [
        sampleCompareCar({ seats: null, drive: null, standardEquipment: [] }),
        sampleCompareCar({ itemType: "caravan" }),
      ],
      harbour,
      NOW,
    );
    expect(row(rows, "seats").cells[0]!.text).toBe(NOT_LISTED);
    expect(row(rows, "drive").cells[0]!.text).toBe(NOT_LISTED);
    expect(row(rows, "features").cells[0]).toEqual({ text: NOT_LISTED });
    expect(row(rows, "km").cells[1]!.text).toBe(NOT_LISTED);
  });
  it("takes a car's first 5 features as its key features", () => {
    const equipment = ["A", "B", "C", "D", "E", "F", "G"];
    const rows = compareRows([sampleCompareCar({ standardEquipment: equipment })], harbour, NOW);
    expect(KEY_FEATURES).toBe(5);
    expect(row(rows, "features").cells[0]!.items).toEqual(["A", "B", "C", "D", "E"]);
  });
  it("shows the site's no-price text and a dealership without a location, as the cards do", () => {
    const rows = compareRows([sampleCompareCar({ price: 0 }, { locationName: null })], harbour, NOW);
    expect(row(rows, "price").cells[0]!.text).toBe(harbour.stock.noPriceText);
    expect(row(rows, "location").cells[0]!.text).toBe("Harbour Toyota");
  });
});

describe("which rows differ", () => {
  it("marks a row when not all shown values are equal", () => {
    expect(cellsDiffer([{ text: "5" }, { text: "5" }, { text: "7" }])).toBe(true);
    expect(cellsDiffer([{ text: "5" }, { text: "5" }])).toBe(false);
    expect(cellsDiffer([{ text: "5" }])).toBe(false);
  });
  it("marks the rows of the facts that differ between the cars, and only those", () => {
    const rows = compareRows([sampleCompareCar(), sampleCompareCar({ slug: "b", km: 9_000, seats: 7 })], harbour, NOW);
    expect(rows.filter((r) => r.differs).map((r) => r.key)).toEqual(["km", "seats"]);
  });
  it("counts a missing value as a value: 'Not listed' beside a listed one differs", () => {
    const rows = compareRows([sampleCompareCar(), sampleCompareCar({ slug: "b", drive: null })], harbour, NOW);
    expect(row(rows, "drive").differs).toBe(true);
  });
});
