import { isBodyType, type BodyType, type ItemType } from "@/domain/vehicle-kinds";

/**
 * Tiny side views for the body filter's options (and the vehicle kinds'), drawn here on a 28x16 grid facing right:
 * an outline stroked in the text colour and solid wheels. Decoration only: the option's label names the body.
 */
export interface BodyIconShape {
  /** The body's outline (and any detail lines), stroked. */
  outline: string;
  /** Wheel centres along the ground line, drawn as solid discs. */
  wheels: readonly number[];
  /** Wheel radius; motorcycles run big thin wheels. */
  wheelRadius?: number;
}

export const BODY_ICON_WIDTH = 28;
export const BODY_ICON_HEIGHT = 16;
/** Where wheels stand: their centres sit on this line. */
export const WHEEL_Y = 12.5;

const CAR_WHEELS = [7, 21] as const;
const HATCH = "M3 12V6.5L5 5h10l4 3l6 1v3z";
const WAGON = "M2 12V6l1-1h14l3.5 3l5.5 1v3z";
const TALL_BOX = "M3 12V4h12l3 3.5h7V12z";

const BODIES: Record<BodyType, BodyIconShape> = {
  sedan: { outline: "M2 12V8.5h5L10 5h7l3.5 3l5.5 1v3z", wheels: CAR_WHEELS },
  hatch: { outline: HATCH, wheels: CAR_WHEELS },
  hatchback: { outline: HATCH, wheels: CAR_WHEELS },
  coupe: { outline: "M2 12V9l5-1.5L11 5h4l5 3l6 1v3z", wheels: CAR_WHEELS },
  convertible: { outline: "M2 12V8h17l7 1v3zM16 8l-2-3M4 8l1.5-1.5H9L10 8", wheels: CAR_WHEELS },
  softtop: { outline: "M2 12V7.5h16l7 1.5v3zM4 7.5C6 3.5 12 3 15 4l2 3.5", wheels: CAR_WHEELS },
  hardtop: { outline: TALL_BOX, wheels: CAR_WHEELS },
  "4x4": { outline: `${TALL_BOX}M1 6h2v4H1z`, wheels: CAR_WHEELS },
  suv: { outline: "M2 12V5l1.5-1.5H17l3.5 3.5l5.5 1V12z", wheels: CAR_WHEELS },
  wagon: { outline: WAGON, wheels: CAR_WHEELS },
  stationWagon: { outline: WAGON, wheels: CAR_WHEELS },
  peopleMover: { outline: "M2 12V4.5L4 3h12l7 4.5l3 1V12z", wheels: CAR_WHEELS },
  ute: { outline: "M2 12V8h10V4.5h5L20 8l6 1v3z", wheels: CAR_WHEELS },
  cabChassis: { outline: "M1.5 7.5h10v2.5h-10zM12 12V4.5h5L20 8l6 1v3z", wheels: CAR_WHEELS },
  van: { outline: "M2 12V3h17l6 4.5V12zM13 3v9", wheels: CAR_WHEELS },
  bus: { outline: "M1 12V3h25v9zM3 6h21", wheels: [6, 21] },
  lightTruck: { outline: "M1 11V2h15v9zM16 5h5l4 3.5V12h-9", wheels: [6, 21] },
  motorhome: { outline: "M1 12V3l2-1.5h17V5l5 3v4zM5 5h5v3H5z", wheels: [6, 21] },
};

const ITEMS: Record<Exclude<ItemType, "car">, BodyIconShape> = {
  motorcycle: { outline: "M6 12l4-6h6l2 6M10 6l-1-2h3M16 6l2-2h2", wheels: [6, 22], wheelRadius: 3 },
  caravan: { outline: "M4 11V4.5C4 3 5 2 6.5 2H22l3 3v6zM25 11h3M8 5h5v3H8z", wheels: [14] },
};

/** The icon for a body value from stock data; null for a value that is no body type (shown without an icon). */
export const bodyIcon = (value: string): BodyIconShape | null => (isBodyType(value) ? BODIES[value] : null);

/** The icon for a vehicle kind: a car is drawn as a sedan. */
export const itemTypeIcon = (value: string): BodyIconShape | null =>
  value === "car" ? BODIES.sedan : value === "motorcycle" || value === "caravan" ? ITEMS[value] : null;
