import { formatKm } from "./vehicle-display";
import { BODY_LABELS, type BodyType } from "@/domain/vehicle-kinds";
import type { VehicleVariant } from "@/domain/vehicle-types";

/**
 * Rules of the vehicle detail page and its side panel.
 * The details box itself is vehicle-facts.ts.
 */

/** Key-information grid: first 4 then 'Show More' / 'Show Less'. */
export const KEY_INFO_INITIAL = 4;
/** Feature list: 8 then 'Show All' / 'Hide'. */
export const FEATURES_INITIAL = 8;
/** Dealer comments are cut at 400 characters with a toggle. */
const COMMENTS_LIMIT = 400;
export const COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
/** The sticky sidebar bar changes to its opened state beyond this scroll offset. */
export const STICKY_BAR_SCROLL_PX = 900;
/** 'Copied' notice on the copy-link button. */
export const COPY_NOTICE_MS = 1500;
/** 'Copied {car name} to your clipboard!' toast. */
export const COPY_TOAST_MS = 3000;
export const SHARE_WINDOW = { width: 550, height: 400 } as const;

export interface LabelledValue {
  label: string;
  value: string;
}

/** Splits a list into the initially shown part and the rest. */
export function initialAndRest<T>(items: readonly T[], initial: number): { shown: T[]; rest: T[] } {
  // A negative or fractional count from a misconfigured caller must not make slice() count from the end.
  const n = Math.max(0, Math.floor(initial));
  return { shown: items.slice(0, n), rest: items.slice(n) };
}

/**
 * Dealer comments: empty (or only whitespace) shows the pending text; longer than 400 characters is cut at a
 * word boundary at or before 400 with "…" appended. Characters are counted as code points so an emoji is never
 * split in half.
 */
export function commentsPreview(comments: string): { preview: string; full: string; truncated: boolean } {
  const full = comments.trim();
  if (full === "") return { preview: COMMENTS_PENDING, full: COMMENTS_PENDING, truncated: false };

  const chars = Array.from(full);
  if (chars.length <= COMMENTS_LIMIT) return { preview: full, full, truncated: false };

  // If the 401st character is whitespace the first 400 end on a word; otherwise back up to the last whitespace.
  let cut = COMMENTS_LIMIT;
  if (!/\s/.test(chars[COMMENTS_LIMIT]!)) {
    const lastSpace = chars.slice(0, COMMENTS_LIMIT).findLastIndex((c) => /\s/.test(c));
    // One very long "word" (a pasted URL) has no boundary: cut it hard rather than show nothing.
    if (lastSpace > 0) cut = lastSpace;
  }
  const preview = chars.slice(0, cut).join("").trimEnd();
  return { preview: `${preview}…`, full, truncated: true };
}

/** 'Unfortunately this {vehicle type} recently sold' (exact spec wording, no full stop). */
export function soldMessage(itemType: "car" | "motorcycle" | "caravan"): string {
  return `Unfortunately this ${itemType} recently sold`;
}

/** The car's columns (as the vehicles row names them) that the key-information grid reads, plus its variant. */
export interface KeyInformationInput {
  year: number;
  km: number;
  itemType: "car" | "motorcycle" | "caravan";
  simpleBody: string | null;
  body?: BodyType | null;
  simpleTransmission: string | null;
  trans?: string | null;
  simpleFuel: string | null;
  fuel?: string | null;
  drive: string | null;
  /** Engine size in cc. */
  engineSize?: number | null;
  engineSizeLitres: number | null;
  cylinders: number | null;
  seats: number | null;
  doors: number | null;
  colour: string | null;
  paintColour?: string | null;
  variant: VehicleVariant | null;
}

// Feeds send 0 for "unknown" measurements (an electric car's fuel consumption, a missing rating), so only a
// positive finite number counts as a value.
const measured = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;
const text = (s: string | null | undefined): string | null =>
  s !== null && s !== undefined && s.trim() !== "" ? s.trim() : null;
const grouped = (n: number) => n.toLocaleString("en-AU", { maximumFractionDigits: 1 });

/** Engine as shoppers read it: "2.5L 4cyl"; either part alone when the other is unknown. */
function engineText(car: KeyInformationInput): string | null {
  const v = car.variant;
  // The car's own columns come from the dealer's feed for this unit; the variant is the manufacturer's generic data.
  const cc = measured(car.engineSize) ? car.engineSize : measured(v?.enginesize) ? v.enginesize : null;
  const litres = measured(car.engineSizeLitres)
    ? car.engineSizeLitres
    : measured(v?.enginesize_litres)
      ? v.enginesize_litres
      : cc
        ? cc / 1000
        : null;
  const cylinders = measured(car.cylinders) ? car.cylinders : measured(v?.cylinders) ? v.cylinders : null;
  const parts = [litres ? `${litres.toFixed(1)}L` : null, cylinders ? `${cylinders}cyl` : null].filter(
    (p) => p !== null,
  );
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * Key information, in order, empty values hidden: Year, Kilometres, Body, Transmission, Fuel, Drive, Engine,
 * Fuel consumption, Seats, Doors, Colour, ANCAP, GVM. The most decisive facts come first because only the first
 * 4 show before 'Show More'. (The data model has no towing capacity, so there is no towing item.)
 */
export function keyInformation(car: KeyInformationInput): LabelledValue[] {
  const v = car.variant;
  const ancap = measured(v?.ancaprating) ? Math.round(v.ancaprating) : null;
  const rows: [string, string | null][] = [
    ["Year", measured(car.year) ? String(car.year) : null],
    // Caravans are towed, so their odometer means nothing (the details box hides it too).
    ["Kilometres", car.itemType === "caravan" || !Number.isFinite(car.km) || car.km < 0 ? null : formatKm(car.km)],
    ["Body", text(car.simpleBody) ?? (car.body ? BODY_LABELS[car.body] : null)],
    ["Transmission", text(car.simpleTransmission) ?? text(car.trans)],
    ["Fuel", text(car.simpleFuel) ?? text(car.fuel)],
    ["Drive", text(car.drive)],
    ["Engine", engineText(car)],
    [
      "Fuel consumption",
      measured(v?.fuelconsumptioncombined) ? `${v.fuelconsumptioncombined.toFixed(1)} L/100km` : null,
    ],
    ["Seats", measured(car.seats) ? String(car.seats) : null],
    ["Doors", measured(car.doors) ? String(car.doors) : null],
    ["Colour", text(car.paintColour) ?? text(car.colour)],
    ["ANCAP", ancap ? `${ancap} ${ancap === 1 ? "star" : "stars"}` : null],
    ["GVM", measured(v?.grossvehiclemass) ? `${grouped(v.grossvehiclemass)} kg` : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value }));
}

/**
 * 'All Specifications' from the manufacturer's variant, grouped Engine, Dimensions, Weights, Economy; units mm, kg,
 * L and Nm. Empty items are hidden and a section with no items is left out.
 */
export function allSpecifications(variant: VehicleVariant | null): { heading: string; items: LabelledValue[] }[] {
  if (!variant) return [];
  const v = variant;
  const litres = measured(v.enginesize_litres)
    ? v.enginesize_litres
    : measured(v.enginesize)
      ? v.enginesize / 1000
      : null;
  const sections: { heading: string; items: [string, string | null][] }[] = [
    {
      heading: "Engine",
      items: [
        ["Engine capacity", litres ? `${litres.toFixed(1)} L` : null],
        ["Cylinders", measured(v.cylinders) ? String(v.cylinders) : null],
        ["Induction", text(v.induction)],
        ["Torque", measured(v.torque) ? `${grouped(v.torque)} Nm` : null],
        ["Transmission", text(v.geartype)],
      ],
    },
    {
      heading: "Dimensions",
      items: [
        // The body configuration describes the shape the dimensions belong to, so it heads this section.
        ["Body configuration", text(v.bodyconfiguration)],
        ["Length", measured(v.vehiclelength) ? `${grouped(v.vehiclelength)} mm` : null],
        ["Width", measured(v.vehiclewidth) ? `${grouped(v.vehiclewidth)} mm` : null],
        ["Height", measured(v.vehicleheight) ? `${grouped(v.vehicleheight)} mm` : null],
      ],
    },
    {
      heading: "Weights",
      items: [["Gross vehicle mass", measured(v.grossvehiclemass) ? `${grouped(v.grossvehiclemass)} kg` : null]],
    },
    {
      heading: "Economy",
      items: [
        [
          "Combined fuel consumption",
          measured(v.fuelconsumptioncombined) ? `${v.fuelconsumptioncombined.toFixed(1)} L/100km` : null,
        ],
        ["Fuel capacity", measured(v.fuelcapacity) ? `${grouped(v.fuelcapacity)} L` : null],
      ],
    },
  ];
  return sections
    .map(({ heading, items }) => ({
      heading,
      items: items
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, value]) => ({ label, value })),
    }))
    .filter((section) => section.items.length > 0);
}
