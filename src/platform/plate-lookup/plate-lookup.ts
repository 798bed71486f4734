/**
 * Looking a car up by its registration plate, whatever answers (the national RegCheck service, or the local
 * demo register when none is configured). Pure types and helpers: no I/O here, so features and forms can
 * import them on either side.
 */

/** The eight registers: a plate is only unique within its state or territory. */
export const PLATE_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type PlateState = (typeof PLATE_STATES)[number];

/** What a register says about a car; each field is null when the register did not say (or said nonsense). */
export interface PlateVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  vin: string | null;
  colour: string | null;
  body: string | null;
  /** ISO date yyyy-mm-dd. */
  regoExpiry: string | null;
  description: string | null;
}

export type PlateLookupResult =
  | { kind: "found"; vehicle: PlateVehicle }
  | { kind: "not_found" }
  /** `reason` is for logs: it never contains the plate or credentials. */
  | { kind: "failed"; reason: string };

export interface PlateLookup {
  /** "regcheck" or "demo" */
  readonly name: string;
  /** false for the demo adapter: pages say plainly that no real register was asked */
  readonly real: boolean;
  lookup(plate: string, state: PlateState): Promise<PlateLookupResult>;
}

/** Upper case, spaces and hyphens removed. */
export function normalisePlate(plate: string): string {
  // Any whitespace, not only the space bar's: a plate pasted from a document may hold a tab or a no-break space.
  return plate.replace(/[\s-]+/g, "").toUpperCase();
}

/** A plausible Australian plate after normalising: 2-9 letters/digits. */
export function isPlausiblePlate(plate: string): boolean {
  return /^[A-Z0-9]{2,9}$/.test(normalisePlate(plate));
}

export function isPlateState(value: string): value is PlateState {
  return (PLATE_STATES as readonly string[]).includes(value);
}
