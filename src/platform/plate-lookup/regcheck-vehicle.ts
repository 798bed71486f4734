import { create } from "xmlbuilder2";
import type { PlateState, PlateVehicle } from "./plate-lookup";

/**
 * RegCheck's answer turned into the platform's PlateVehicle, once, here: the XML envelope, the escaped JSON inside
 * it, and the service's loose fields (a value may be bare or wrapped in CurrentTextValue, the VIN field is misspelt
 * in its documentation, each state reports expiry its own way). Pure: no I/O.
 */
export type RegCheckAnswer =
  | { kind: "vehicle"; json: Record<string, unknown> }
  /** The service's way of saying it has no such car: an empty vehicleJson. */
  | { kind: "empty" }
  | { kind: "unreadable" };

export function readRegCheckXml(xml: string): RegCheckAnswer {
  let root: Element | null;
  try {
    // xmlbuilder2's parser decodes the entities (&quot; &amp; ...) that escape the JSON inside the element.
    root = (create(xml).node as unknown as Document).documentElement;
  } catch {
    return { kind: "unreadable" };
  }
  if (root?.localName !== "Vehicle") return { kind: "unreadable" };
  const element = Array.from(root.childNodes).find(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === "vehicleJson",
  );
  const raw = element?.textContent?.trim() ?? "";
  if (raw === "") return { kind: "empty" };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: "unreadable" };
  }
  if (json === null) return { kind: "empty" };
  return isRecord(json) ? { kind: "vehicle", json } : { kind: "unreadable" };
}

/** The register's words for a car, with whatever it left out or garbled as null. */
export function regCheckVehicle(json: Record<string, unknown>, state: PlateState): PlateVehicle {
  const description = text(json.Description);
  const rawMake = text(json.CarMake);
  const rawModel = text(json.CarModel);
  const year = yearOf(text(json.RegistrationYear)) ?? yearOf(description?.split(" ")[0] ?? null);
  return {
    year,
    make: rawMake && titleCase(rawMake),
    model: rawModel && titleCase(rawModel),
    badge: text(json.Variant) ?? badgeFromDescription(description, [year ? String(year) : null, rawMake, rawModel]),
    vin: vinOf(json),
    colour: nullableTitleCase(text(json.Colour)),
    body: nullableTitleCase(text(json.BodyStyle)),
    regoExpiry: expiryOf(json, state),
    description,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A field's text, whether bare ("TOYOTA") or wrapped ({ CurrentTextValue: "TOYOTA" }); blank is null. */
function text(value: unknown): string | null {
  const v = isRecord(value) ? value.CurrentTextValue : value;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v !== "string") return null;
  const clean = v.replace(/\s+/g, " ").trim();
  return clean === "" ? null : clean;
}

function yearOf(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? year : null;
}

// Makes written as initials: title case would turn them into words nobody writes ("Bmw").
const INITIALS = new Set(["BMW", "BYD", "FPV", "GMC", "GWM", "HSV", "LDV", "MG"]);

/** "TOYOTA" -> "Toyota", "MERCEDES-BENZ" -> "Mercedes-Benz"; a word with a digit (CX-5, i30) is left as written. */
export function titleCase(value: string): string {
  return value
    .split(" ")
    .map((word) =>
      /\d/.test(word) || INITIALS.has(word.toUpperCase())
        ? word
        : word
            .toLowerCase()
            .replace(/(^|[-/(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()),
    )
    .join(" ");
}

function nullableTitleCase(value: string | null): string | null {
  return value && titleCase(value);
}

/** What the description says after the year, make and model: "2014 TOYOTA COROLLA ASCENT SPORT" -> "ASCENT SPORT". */
function badgeFromDescription(description: string | null, known: (string | null)[]): string | null {
  if (!description) return null;
  const words = description.split(" ");
  for (const phrase of known) {
    if (!phrase) continue;
    const drop = phrase.toUpperCase().split(" ");
    const at = words.findIndex((_, i) => drop.every((w, j) => words[i + j]?.toUpperCase() === w));
    if (at >= 0) words.splice(at, drop.length);
  }
  return words.join(" ") || null;
}

// A VIN has 17 characters and never I, O or Q (they read as 1 and 0): anything else is a chassis number or noise.
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

function vinOf(json: Record<string, unknown>): string | null {
  for (const field of ["VechileIdentificationNumber", "VehicleIdentificationNumber", "VIN"]) {
    const value = text(json[field])?.toUpperCase();
    if (value && VIN.test(value)) return value;
  }
  return null;
}

const TIME_ZONES: Record<PlateState, string> = {
  ACT: "Australia/Sydney",
  NSW: "Australia/Sydney",
  NT: "Australia/Darwin",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  TAS: "Australia/Hobart",
  VIC: "Australia/Melbourne",
  WA: "Australia/Perth",
};

function expiryOf(json: Record<string, unknown>, state: PlateState): string | null {
  const plate = isRecord(json.RegistrationPlate) ? json.RegistrationPlate : {};
  for (const value of [json.RegistrationExpiry, json.RegistrationExpiryDate, json.ExpiryDate, plate.date_expiry]) {
    const date = dateOf(value, state);
    if (date) return date;
  }
  return null;
}

/**
 * An expiry as yyyy-mm-dd from the forms the states use: ISO, Australian dd/mm/yyyy, .NET's /Date(ms)/, or epoch
 * milliseconds (NT). An instant is read as a date in the state's own time zone: NT's midnight expiry is the
 * previous day in UTC.
 */
export function dateOf(value: unknown, state: PlateState): string | null {
  const raw = typeof value === "number" ? String(value) : text(value);
  if (!raw) return null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(raw))) return calendarDate(+m[1]!, +m[2]!, +m[3]!);
  if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw))) return calendarDate(+m[3]!, +m[2]!, +m[1]!);
  const ms = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(raw)?.[1] ?? (/^\d{12,14}$/.test(raw) ? raw : null);
  if (ms === null) return null;
  const instant = new Date(Number(ms));
  if (Number.isNaN(instant.getTime())) return null;
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONES[state], dateStyle: "short" }).format(instant);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? calendarDate(+day.slice(0, 4), +day.slice(5, 7), +day.slice(8, 10)) : null;
}

/** The date, when it is a real one in a plausible range (not 30 February). */
function calendarDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1990 || year > 2100 || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}
