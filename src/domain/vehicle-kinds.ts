/**
 * The vocabulary of stock, shared by the database schema, the site configuration,
 * the demo generator, the stock import and (later) search filters.
 * Values are the spec's own.
 */

/** Body types exactly as dealers' stock files and feeds spell them. */
export const BODY_TYPES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Human labels for body types, as shoppers read them. */
export const BODY_LABELS: Record<BodyType, string> = {
  "4x4": "4x4",
  bus: "Bus",
  cabChassis: "Cab Chassis",
  convertible: "Convertible",
  coupe: "Coupe",
  hardtop: "Hardtop",
  hatch: "Hatch",
  hatchback: "Hatchback",
  motorhome: "Motorhome",
  lightTruck: "Light Truck",
  peopleMover: "People Mover",
  sedan: "Sedan",
  softtop: "Softtop",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  wagon: "Wagon",
  stationWagon: "Station Wagon",
};

/** Vehicle kinds: cars, motorcycles and caravans. */
export const ITEM_TYPES = ["car", "motorcycle", "caravan"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Conditions a stock unit is sold in. ("all" is a site-level choice, never a car's.) */
export const CAR_TYPES = ["new", "used", "demo"] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const CAR_TYPE_LABELS: Record<CarType, string> = { new: "New", used: "Used", demo: "Demo" };

export const VEHICLE_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** simple_fuel values. */
export const FUELS = ["Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric", "LPG"] as const;
export type Fuel = (typeof FUELS)[number];

/** simple_transmission values. */
export const TRANSMISSIONS = ["Automatic", "Manual"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DRIVES = ["FWD", "RWD", "AWD", "4WD"] as const;
export type Drive = (typeof DRIVES)[number];

/** Caravan axle types. */
export const AXLE_TYPES = ["Single", "Tandem", "Triple"] as const;
export type AxleType = (typeof AXLE_TYPES)[number];

/** Australian states and territories, lower-case as sites store them (default qld). */
export const STATES = ["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"] as const;
export type State = (typeof STATES)[number];

/*
 * Guards for text from outside (a URL, a form): a value is one of the vocabulary only when it is in
 * the list itself. Never test it with `in` or by indexing a label table: "constructor" or "__proto__"
 * would find Object.prototype's members there.
 */
const oneOf = <T extends string>(values: readonly T[]) => {
  const known: ReadonlySet<string> = new Set(values);
  return (value: unknown): value is T => typeof value === "string" && known.has(value);
};
export const isBodyType = oneOf(BODY_TYPES);
export const isItemType = oneOf(ITEM_TYPES);
export const isCarType = oneOf(CAR_TYPES);
export const isVehicleStatus = oneOf(VEHICLE_STATUSES);

/** The shopper's label of a body value from the data or a URL; null when it is no body type. */
export const bodyLabel = (value: string): string | null => (isBodyType(value) ? BODY_LABELS[value] : null);
