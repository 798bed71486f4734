import { normalisePlate, type PlateLookup, type PlateState, type PlateVehicle } from "./plate-lookup";

/**
 * The plate lookup of the quick start and the journeys, when no RegCheck username is configured: a small invented
 * register (fiction only: no plate or VIN here belongs to a real car), then the demo dealers' own stock, so a
 * shopper can try the flow end to end without any register being asked. Pages say so (`real` is false).
 */

const DAY_MS = 86_400_000;

/**
 * Expiry dates count from when the server started, not from a fixed day: the current regos stay current and the
 * expired one stays expired however long the demo lives.
 */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

function car(
  plate: string,
  state: PlateState,
  year: number,
  make: string,
  model: string,
  badge: string,
  colour: string,
  body: string,
  serial: number,
  expiresInDays: number,
): { plate: string; state: PlateState; vehicle: PlateVehicle } {
  const vehicle: PlateVehicle = {
    year,
    make,
    model,
    badge,
    // Plainly not a real VIN ("DEMX" and a serial), yet of the shape a VIN has.
    vin: `DEMX${String(serial).padStart(13, "0")}`,
    colour,
    body,
    regoExpiry: daysFromNow(expiresInDays),
    description: `${year} ${make} ${model} ${badge}`.toUpperCase(),
  };
  return Object.freeze({ plate, state, vehicle: Object.freeze(vehicle) });
}

export const DEMO_PLATE_REGISTER: ReadonlyArray<{ plate: string; state: PlateState; vehicle: PlateVehicle }> =
  Object.freeze([
    car("DEMO01", "NSW", 2021, "Toyota", "Corolla", "Ascent Sport", "White", "Hatchback", 1, 240),
    car("TRD123", "QLD", 2023, "Toyota", "Hilux", "SR5", "Silver", "Utility", 2, 300),
    car("MZD316", "VIC", 2016, "Mazda", "CX-5", "Maxx Sport", "Red", "Wagon", 3, 95),
    car("MZD318", "NSW", 2018, "Mazda", "CX-3", "sTouring", "Blue", "Wagon", 4, 180),
    car("HYU420", "WA", 2020, "Hyundai", "i30", "Active", "Grey", "Hatchback", 5, 60),
    car("HYU022", "SA", 2022, "Hyundai", "Tucson", "Elite", "Black", "Wagon", 6, 330),
    // Registration lapsed: the flow must say so rather than value it as a car ready to drive away.
    car("FRD789", "SA", 2019, "Ford", "Ranger", "XLT", "Blue", "Utility", 7, -45),
    car("FRD017", "NT", 2017, "Ford", "Everest", "Trend", "White", "Wagon", 8, 120),
    car("KIA024", "TAS", 2024, "Kia", "Sportage", "SX", "Grey", "Wagon", 9, 350),
    // Older than seven years: the trade-in rules treat such a car differently.
    car("OLD815", "ACT", 2015, "Toyota", "Camry", "Altise", "Silver", "Sedan", 10, 200),
    car("KIA021", "VIC", 2021, "Kia", "Cerato", "Sport", "White", "Sedan", 11, 150),
  ]);

/** The plate that always fails, so the journeys can walk the path of a register that is down. */
const FAILING_PLATE = "FAIL00";

export function demoPlateLookup(
  options: { stockPlate?: (plate: string, state: PlateState) => Promise<PlateVehicle | null> } = {},
): PlateLookup {
  return {
    name: "demo",
    real: false,
    async lookup(plate, state) {
      const number = normalisePlate(plate);
      if (number === FAILING_PLATE) return { kind: "failed", reason: "demo: the register is unavailable" };
      // A plate is unique only within its own state's register, as on the real ones.
      const entry = DEMO_PLATE_REGISTER.find((e) => e.plate === number && e.state === state);
      // A copy: the caller may change what it got without changing the register for the next shopper.
      if (entry) return { kind: "found", vehicle: { ...entry.vehicle } };
      if (!options.stockPlate) return { kind: "not_found" };
      try {
        const vehicle = await options.stockPlate(number, state);
        return vehicle ? { kind: "found", vehicle } : { kind: "not_found" };
      } catch {
        // The error may quote the query and so the plate: the reason says only what failed.
        return { kind: "failed", reason: "demo: the stock could not be read" };
      }
    },
  };
}
