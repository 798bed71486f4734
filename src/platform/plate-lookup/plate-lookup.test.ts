import { describe, expect, it } from "vitest";
import { isPlateState, isPlausiblePlate, normalisePlate } from "./plate-lookup";

describe("plates", () => {
  it("normalisePlate removes spaces and hyphens", () => {
    expect(normalisePlate(" abc-123 ")).toBe("ABC123");
    expect(normalisePlate("1 ab - 2cd")).toBe("1AB2CD");
    // Pasted from a document: a tab or a no-break space is a space too.
    expect(normalisePlate("xyz\t78\u00a09")).toBe("XYZ789");
  });
  it("isPlausiblePlate takes 2-9 letters and digits after normalising", () => {
    for (const plate of ["AB", "abc-123", "1ABC 234", "123456789"]) expect(isPlausiblePlate(plate)).toBe(true);
    for (const plate of ["A", "", " - ", "1234567890", "ABC!23", "ÄBC123", "ABC.12"])
      expect(isPlausiblePlate(plate)).toBe(false);
  });
  it("isPlateState knows the eight registers only", () => {
    expect(isPlateState("TAS")).toBe(true);
    expect(isPlateState("tas")).toBe(false);
    expect(isPlateState("JBT")).toBe(false);
  });
});
