import { describe, expect, it } from "vitest";
import {
  CAR_SLUG_MAX_LENGTH,
  canonicalCarIdPath,
  carIdKeys,
  carKey,
  carSlug,
  isCarSlug,
  isStockNumber,
  parseCarId,
} from "./car-key";
import { isSlug, toSlug } from "@/domain/slug";
import { PROTOTYPE_NAMES } from "@/features/search";

/**
 * Guards the rule that a car named in a shopper's URL (slug, id or stock number) is checked for shape
 * before any query: whatever else arrives (a NUL, which PostgreSQL refuses with an error, a lone
 * surrogate, a page of text, an Object.prototype name) names no car and is a 404, never a 500.
 */
/** Names no car by any key. */
const HOSTILE = [
  "\u0000",
  "a\u0000b",
  "2021-toyota-rav4\u0000",
  "%00",
  "\ud800",
  "abc\udfff",
  "\udc00\ud800",
  "a".repeat(CAR_SLUG_MAX_LENGTH + 1),
  "9".repeat(10_000),
  "",
  " ",
  "a b",
  "a/b",
  "../etc/passwd",
  "a\nb",
  "1\t",
  "é",
  "１２３",
  "-1",
  "1.5",
  " 12",
  "12 ",
  "1,5",
];
const NOT_SLUGS = [...HOSTILE, "-", "a-", "-a", "a--b", "A-B", "Abc"];
const NOT_IDS = [...HOSTILE, "0x10", "1e3", "+1", "abc"];

describe("car keys from a URL are checked for shape before any query", () => {
  it("accepts a car slug: lower-case words and digits joined by single hyphens, at most 200 characters", () => {
    expect(isCarSlug("2021-toyota-rav4-gxl-htu10001")).toBe(true);
    expect(isCarSlug("a".repeat(CAR_SLUG_MAX_LENGTH))).toBe(true);
    for (const bad of NOT_SLUGS) expect(isCarSlug(bad), JSON.stringify(bad.slice(0, 20))).toBe(false);
    for (const bad of [undefined, null, 12, ["a"], { toString: () => "a" }]) expect(isCarSlug(bad)).toBe(false);
  });

  it("accepts a car id only as 1 to 999999999 written in plain digits (or a safe whole number)", () => {
    expect(parseCarId("1")).toBe(1);
    expect(parseCarId("000123")).toBe(123);
    expect(parseCarId("999999999")).toBe(999_999_999);
    expect(parseCarId(42)).toBe(42);
    for (const bad of [...NOT_IDS, "0", "1000000000", "2147483648"])
      expect(parseCarId(bad), JSON.stringify(bad.slice(0, 20))).toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 53, undefined, null, ["1"], { valueOf: () => 1 }])
      expect(parseCarId(bad)).toBeNull();
  });

  it("accepts a stock number as the stock import does: letters, digits and hyphens, at most 30", () => {
    expect(isStockNumber("HTU10001")).toBe(true);
    expect(isStockNumber("ab-12")).toBe(true);
    expect(isStockNumber("A".repeat(31))).toBe(false);
    for (const bad of HOSTILE.filter((h) => !/^[A-Za-z0-9-]{1,30}$/.test(h)))
      expect(isStockNumber(bad), JSON.stringify(bad.slice(0, 20))).toBe(false);
  });

  it("treats Object.prototype names as ordinary text: a well-shaped one is looked up (and simply not found), never read from a prototype", () => {
    for (const name of PROTOTYPE_NAMES) {
      // "constructor" is shaped like a slug and a stock number; the others are not.
      expect(isCarSlug(name)).toBe(/^[a-z]+$/.test(name));
      expect(isStockNumber(name)).toBe(/^[A-Za-z]+$/.test(name));
      expect(parseCarId(name)).toBeNull();
      for (const by of ["slug", "id", "stocknum"] as const) {
        const key = carKey(by, name);
        if (key) expect(Object.values(key).every((v) => typeof v === "string" || typeof v === "number")).toBe(true);
      }
    }
  });

  it("builds a key for each kind of lookup only from a well-shaped value", () => {
    expect(carKey("slug", "2021-kia-ev6-x1")).toEqual({ by: "slug", slug: "2021-kia-ev6-x1" });
    expect(carKey("id", "17")).toEqual({ by: "id", id: 17 });
    expect(carKey("stocknum", "KIA-1")).toEqual({ by: "stocknum", stocknum: "KIA-1" });
    for (const bad of NOT_SLUGS) expect(carKey("slug", bad)).toBeNull();
    for (const bad of NOT_IDS) expect(carKey("id", bad)).toBeNull();
    for (const bad of HOSTILE.filter((h) => !/^[A-Za-z0-9-]{1,30}$/.test(h)))
      expect(carKey("stocknum", bad)).toBeNull();
  });
});

describe("every slug the platform makes has the shape the lookups accept", () => {
  it("makes a car's slug from its title and stock number, as toSlug did", () => {
    expect(carSlug("2021 Toyota RAV4 GXL", "HTU10001")).toBe(toSlug("2021 Toyota RAV4 GXL HTU10001"));
    expect(carSlug("  Ténéré 700! ", "T-1")).toBe("tenere-700-t-1");
  });

  it("cuts a long title at a word so the slug stays within 200 characters and keeps the stock number", () => {
    const slug = carSlug(`2024 Mercedes-Benz ${"Special Edition Launch Package ".repeat(20)}`, "MB10001");
    expect(slug.length).toBeLessThanOrEqual(CAR_SLUG_MAX_LENGTH);
    expect(isCarSlug(slug)).toBe(true);
    expect(slug.endsWith("-mb10001")).toBe(true);
    expect(slug).toMatch(/-(special|edition|launch|package)-mb10001$/);
    expect(isCarSlug(carSlug("x".repeat(500), "A1"))).toBe(true);
    expect(isCarSlug(carSlug("", "A1"))).toBe(true);
  });

  it("takes only slugs within the length given (locations, search paths)", () => {
    expect(isSlug("harbour-toyota-yard", 100)).toBe(true);
    expect(isSlug("a".repeat(101), 100)).toBe(false);
    expect(isSlug("constructor", 60)).toBe(true); // a shape check only: whether it names anything is the lookup's answer
    expect(isSlug("__proto__", 60)).toBe(false);
  });
});

describe("a car_id that may be the car's id or its slug (/personalised/finance, /checkout-journey)", () => {
  it("reads digits as the id first and then as a slug, a slug as a slug, and anything else as no car", () => {
    expect(carIdKeys("42")).toEqual([
      { by: "id", id: 42 },
      { by: "slug", slug: "42" },
    ]);
    expect(carIdKeys("2021-toyota-rav4-gx-h1234")).toEqual([{ by: "slug", slug: "2021-toyota-rav4-gx-h1234" }]);
    for (const bad of ["", "-1", "Toyota RAV4", "a/b", undefined, ["42"]])
      expect(carIdKeys(bad), String(bad)).toEqual([]);
  });

  it("sends a car_id in the other form to the route's canonical one, and leaves the canonical one alone", () => {
    const car = { id: 42, slug: "2021-toyota-rav4-gx-h1234" };
    expect(canonicalCarIdPath("/personalised/finance", "id", car.slug, car)).toBe("/personalised/finance?car_id=42");
    expect(canonicalCarIdPath("/personalised/finance", "id", "42", car)).toBeNull();
    expect(canonicalCarIdPath("/checkout-journey", "slug", "42", car)).toBe(
      "/checkout-journey?car_id=2021-toyota-rav4-gx-h1234",
    );
    expect(canonicalCarIdPath("/checkout-journey", "slug", car.slug, car)).toBeNull();
  });
});
