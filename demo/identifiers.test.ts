import { describe, expect, it } from "vitest";
import {
  isValidVin,
  makeRegoPlate,
  makeStockNumber,
  makeVin,
  PLATE_PATTERNS,
  vinCheckDigit,
  vinYearCode,
} from "./identifiers";
import { seededRandom } from "./random";
import { STATES } from "@/domain/vehicle-kinds";

describe("demo identifiers", () => {
  it("computes the ISO 3779 check digit of a known VIN", () => {
    // A widely published valid example VIN.
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(isValidVin("1M8GDM9AXKP042788")).toBe(true);
    expect(isValidVin("1M8GDM9A1KP042788")).toBe(false);
  });
  it("makes 17-character VINs without I, O or Q, with the make's prefix and a valid check digit", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 500; i++) {
      const vin = makeVin(random, "JTM", 2021);
      expect(vin).toHaveLength(17);
      expect(vin.startsWith("JTM")).toBe(true);
      expect(vin[9]).toBe(vinYearCode(2021));
      expect(isValidVin(vin)).toBe(true);
    }
  });
  it("makes number plates in each state's format", () => {
    const random = seededRandom(3);
    for (const state of STATES)
      for (let i = 0; i < 20; i++) expect(makeRegoPlate(random, state)).toMatch(PLATE_PATTERNS[state]);
  });
  it("marks the condition in the stock number", () => {
    expect(makeStockNumber("HT", "used", 5)).toBe("HTU10005");
    expect(makeStockNumber("HT", "new", 5)).toBe("HTN10005");
    expect(makeStockNumber("HT", "demo", 12)).toBe("HTD10012");
  });
  it("is deterministic for a seed", () => {
    const a = seededRandom(42),
      b = seededRandom(42);
    expect(makeVin(a, "KNA", 2020)).toBe(makeVin(b, "KNA", 2020));
  });
});
