import { describe, expect, it, vi } from "vitest";
import { DEMO_PLATE_REGISTER, demoPlateLookup } from "./demo-lookup";
import { isPlausiblePlate, normalisePlate, type PlateVehicle } from "./plate-lookup";

const stockCar: PlateVehicle = {
  year: 2022,
  make: "Kia",
  model: "Seltos",
  badge: "S",
  vin: null,
  colour: "Orange",
  body: "Wagon",
  regoExpiry: null,
  description: "2022 KIA SELTOS S",
};
const today = () => new Date().toISOString().slice(0, 10);

describe("the demo plate lookup", () => {
  it("demo: says plainly it is not a real register", () => {
    expect(demoPlateLookup()).toMatchObject({ name: "demo", real: false });
  });
  it("demo: finds a register plate in its own state, however it is typed", async () => {
    const result = await demoPlateLookup().lookup("demo-01", "NSW");
    expect(result).toMatchObject({ kind: "found", vehicle: { make: "Toyota", model: "Corolla", year: 2021 } });
  });
  it("demo: a register plate asked in another state is not that state's car", async () => {
    expect(await demoPlateLookup().lookup("DEMO01", "VIC")).toEqual({ kind: "not_found" });
  });
  it("demo: FAIL00 fails", async () => {
    const stockPlate = vi.fn(async () => stockCar);
    for (const state of ["NSW", "WA"] as const)
      expect(await demoPlateLookup({ stockPlate }).lookup("fail 00", state)).toEqual({
        kind: "failed",
        reason: "demo: the register is unavailable",
      });
    expect(stockPlate).not.toHaveBeenCalled();
  });
  it("demo: asks the stock after the register", async () => {
    const stockPlate = vi.fn(async (plate: string) => (plate === "STK123" ? stockCar : null));
    const demo = demoPlateLookup({ stockPlate });
    expect(await demo.lookup("TRD123", "QLD")).toMatchObject({ kind: "found", vehicle: { model: "Hilux" } });
    expect(stockPlate).not.toHaveBeenCalled();
    expect(await demo.lookup("stk-123", "SA")).toEqual({ kind: "found", vehicle: stockCar });
    expect(stockPlate).toHaveBeenCalledWith("STK123", "SA");
  });
  it("demo: not_found when neither the register nor the stock has the plate", async () => {
    expect(await demoPlateLookup().lookup("ZZZ999", "NSW")).toEqual({ kind: "not_found" });
    expect(await demoPlateLookup({ stockPlate: async () => null }).lookup("ZZZ999", "NSW")).toEqual({
      kind: "not_found",
    });
  });
  it("demo: a stock that cannot be read is failed, and the reason holds no plate", async () => {
    const stockPlate = async () => {
      throw new Error("select ... where plate = 'ZZZ999'");
    };
    const result = await demoPlateLookup({ stockPlate }).lookup("ZZZ999", "NSW");
    expect(result).toEqual({ kind: "failed", reason: "demo: the stock could not be read" });
  });
  it("demo: an answer is a copy: changing it leaves the register alone", async () => {
    const result = await demoPlateLookup().lookup("KIA024", "TAS");
    if (result.kind !== "found") throw new Error("KIA024 should be in the register");
    result.vehicle.make = "Changed";
    expect(DEMO_PLATE_REGISTER.find((e) => e.plate === "KIA024")?.vehicle.make).toBe("Kia");
  });
});

describe("the demo register", () => {
  it("demo: holds about ten invented cars of Toyota, Mazda, Hyundai, Ford and Kia, 2016 to 2024, in several states", () => {
    expect(DEMO_PLATE_REGISTER.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_PLATE_REGISTER.length).toBeLessThanOrEqual(14);
    const makes = new Set(DEMO_PLATE_REGISTER.map((e) => e.vehicle.make));
    for (const make of ["Toyota", "Mazda", "Hyundai", "Ford", "Kia"]) expect(makes).toContain(make);
    const years = DEMO_PLATE_REGISTER.map((e) => e.vehicle.year!);
    for (let year = 2016; year <= 2024; year++) expect(years).toContain(year);
    expect(new Set(DEMO_PLATE_REGISTER.map((e) => e.state)).size).toBeGreaterThanOrEqual(5);
  });
  it("demo: OLD815 is a car older than seven years (against 2026)", () => {
    const old = DEMO_PLATE_REGISTER.find((e) => e.plate === "OLD815");
    expect(old?.vehicle.year).toBeLessThan(2026 - 7);
  });
  it("demo: at least one car's rego has expired and the rest are current", () => {
    const expired = DEMO_PLATE_REGISTER.filter((e) => e.vehicle.regoExpiry! < today());
    expect(expired.map((e) => e.plate)).toEqual(["FRD789"]);
  });
  it("demo: plates are normalised, plausible, unique per state, and never the failing plate", () => {
    const keys = DEMO_PLATE_REGISTER.map((e) => `${e.state}:${e.plate}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { plate, vehicle } of DEMO_PLATE_REGISTER) {
      expect(normalisePlate(plate)).toBe(plate);
      expect(isPlausiblePlate(plate)).toBe(true);
      expect(plate).not.toBe("FAIL00");
      expect(vehicle.vin).toMatch(/^DEMX\d{13}$/);
    }
  });
});
