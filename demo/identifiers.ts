import type { Random } from "./random";
import type { State } from "@/domain/vehicle-kinds";

/** VIN characters: digits and capitals without I, O and Q (ISO 3779). */
const VIN_CHARS = [..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"];
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year codes from 2010 (A) on, skipping I, O, Q, U, Z and 0. */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

const valueOf = (c: string) => (/\d/.test(c) ? Number(c) : TRANSLITERATION[c]!);

/** The ISO 3779 / North American check digit at position 9 ("X" for 10). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((acc, c, i) => acc + valueOf(c) * WEIGHTS[i]!, 0);
  const rem = sum % 11;
  return rem === 10 ? "X" : String(rem);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin[8] === vinCheckDigit(vin);
}

export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 2010) % 30) + 30) % 30]!;
}

/** A 17-character VIN with a real manufacturer prefix, model-year code and a correct check digit. */
export function makeVin(random: Random, wmi: string, year: number): string {
  const chars = (n: number) => Array.from({ length: n }, () => random.pick(VIN_CHARS)).join("");
  const serial = String(random.int(0, 999_999)).padStart(6, "0");
  const draft = `${wmi}${chars(5)}0${vinYearCode(year)}${chars(1)}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

const LETTERS = [..."ABCDEFGHJKLMNPRSTUVWXYZ"];
const letters = (random: Random, n: number) => Array.from({ length: n }, () => random.pick(LETTERS)).join("");
const digits = (random: Random, n: number) => Array.from({ length: n }, () => String(random.int(0, 9))).join("");

/** Number-plate shapes per state (current general-issue formats). */
export const PLATE_PATTERNS: Record<State, RegExp> = {
  wa: /^1[A-Z]{3}\d{3}$/,
  qld: /^\d{3}[A-Z]{2}\d$/,
  nsw: /^[A-Z]{2}\d{2}[A-Z]{2}$/,
  vic: /^\d[A-Z]{2}\d[A-Z]{2}$/,
  tas: /^[A-Z]\d{2}[A-Z]{2}$/,
  sa: /^S\d{3}[A-Z]{3}$/,
  act: /^Y[A-Z]{2}\d{2}[A-Z]$/,
  nt: /^C[A-Z]\d{2}[A-Z]{2}$/,
};

export function makeRegoPlate(random: Random, state: State): string {
  switch (state) {
    case "wa":
      return `1${letters(random, 3)}${digits(random, 3)}`;
    case "qld":
      return `${digits(random, 3)}${letters(random, 2)}${digits(random, 1)}`;
    case "nsw":
      return `${letters(random, 2)}${digits(random, 2)}${letters(random, 2)}`;
    case "vic":
      return `${digits(random, 1)}${letters(random, 2)}${digits(random, 1)}${letters(random, 2)}`;
    case "tas":
      return `${letters(random, 1)}${digits(random, 2)}${letters(random, 2)}`;
    case "sa":
      return `S${digits(random, 3)}${letters(random, 3)}`;
    case "act":
      return `Y${letters(random, 2)}${digits(random, 2)}${letters(random, 1)}`;
    case "nt":
      return `C${letters(random, 1)}${digits(random, 2)}${letters(random, 2)}`;
  }
}

/** Dealer stock numbers: a site prefix, a condition letter and a running number, e.g. HTU10234. */
export function makeStockNumber(prefix: string, carType: "new" | "used" | "demo", sequence: number): string {
  const letter = carType === "new" ? "N" : carType === "demo" ? "D" : "U";
  return `${prefix}${letter}${String(10000 + sequence)}`;
}
