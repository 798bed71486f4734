import { describe, expect, it } from "vitest";
import {
  allSpecifications,
  commentsPreview,
  FEATURES_INITIAL,
  initialAndRest,
  KEY_INFO_INITIAL,
  keyInformation,
  soldMessage,
  type KeyInformationInput,
} from "./detail-rules";
import type { VehicleVariant } from "@/domain/vehicle-types";

const variant: VehicleVariant = {
  cylinders: 4,
  enginesize: 2487,
  enginesize_litres: 2.5,
  induction: "Aspirated",
  geartype: "CVT",
  fuelconsumptioncombined: 4.8,
  fuelcapacity: 55,
  grossvehiclemass: 2270,
  vehiclelength: 4600,
  vehicleheight: 1685,
  vehiclewidth: 1855,
  torque: 221,
  ancaprating: 5,
  bodyconfiguration: "Wagon",
};
const emptyVariant: VehicleVariant = {
  cylinders: null,
  enginesize: null,
  enginesize_litres: null,
  induction: null,
  geartype: null,
  fuelconsumptioncombined: null,
  fuelcapacity: null,
  grossvehiclemass: null,
  vehiclelength: null,
  vehicleheight: null,
  vehiclewidth: null,
  torque: null,
  ancaprating: null,
  bodyconfiguration: null,
};
const car: KeyInformationInput = {
  year: 2021,
  km: 45210,
  itemType: "car",
  simpleBody: "SUV",
  simpleTransmission: "Automatic",
  simpleFuel: "Hybrid",
  drive: "AWD",
  engineSizeLitres: 2.5,
  cylinders: 4,
  seats: 5,
  doors: 5,
  colour: "White",
  paintColour: "Glacier White",
  variant,
};
const labels = (rows: { label: string }[]) => rows.map((r) => r.label);

describe("show more / show all lists", () => {
  it("shows the first 4 key-information items and keeps the rest behind 'Show More'", () => {
    const { shown, rest } = initialAndRest([1, 2, 3, 4, 5, 6], KEY_INFO_INITIAL);
    expect(shown).toEqual([1, 2, 3, 4]);
    expect(rest).toEqual([5, 6]);
  });
  it("shows 8 features and keeps the rest behind 'Show All'", () => {
    const features = Array.from({ length: 10 }, (_, i) => `f${i}`);
    expect(initialAndRest(features, FEATURES_INITIAL).shown).toHaveLength(8);
    expect(initialAndRest(features, FEATURES_INITIAL).rest).toEqual(["f8", "f9"]);
  });
  it("has nothing to hide when the list is no longer than the initial count", () => {
    expect(initialAndRest([1, 2], 4)).toEqual({ shown: [1, 2], rest: [] });
  });
  it("treats a negative initial count as zero instead of counting from the end", () => {
    expect(initialAndRest([1, 2, 3], -1)).toEqual({ shown: [], rest: [1, 2, 3] });
  });
});

describe("dealer comments", () => {
  it("shows 'Dealer comments are pending. Please check back here later.' when empty", () => {
    const pending = "Dealer comments are pending. Please check back here later.";
    expect(commentsPreview("")).toEqual({ preview: pending, full: pending, truncated: false });
    expect(commentsPreview("  \n ")).toEqual({ preview: pending, full: pending, truncated: false });
  });
  it("shows comments of 400 characters or fewer in full", () => {
    const exactly = "a".repeat(400);
    expect(commentsPreview(exactly)).toEqual({ preview: exactly, full: exactly, truncated: false });
  });
  it("cuts comments longer than 400 characters at a word boundary at or before 400 and appends '…'", () => {
    const comments = `${"word ".repeat(79)}abcdefghij more`; // 395 + 10 chars: the word crossing 400 is dropped
    const result = commentsPreview(comments);
    expect(result.truncated).toBe(true);
    expect(result.full).toBe(comments);
    expect(result.preview).toBe(`${"word ".repeat(79).trimEnd()}…`);
    expect(Array.from(result.preview.slice(0, -1)).length).toBeLessThanOrEqual(400);
  });
  it("keeps a word that ends exactly at character 400", () => {
    const comments = `${"a".repeat(396)} end tail`; // "end" ends at character 400
    expect(commentsPreview(comments).preview).toBe(`${"a".repeat(396)} end…`);
  });
  it("cuts a single word longer than 400 characters at 400", () => {
    expect(commentsPreview("x".repeat(500)).preview).toBe(`${"x".repeat(400)}…`);
  });
  it("counts an emoji as one character and never splits it", () => {
    const result = commentsPreview("🚗".repeat(401));
    expect(result.preview).toBe(`${"🚗".repeat(400)}…`);
  });
});

describe("sold message", () => {
  it("reads 'Unfortunately this {vehicle type} recently sold'", () => {
    expect(soldMessage("car")).toBe("Unfortunately this car recently sold");
    expect(soldMessage("motorcycle")).toBe("Unfortunately this motorcycle recently sold");
    expect(soldMessage("caravan")).toBe("Unfortunately this caravan recently sold");
  });
});

describe("key information", () => {
  it("lists key information in order with units", () => {
    expect(keyInformation(car)).toEqual([
      { label: "Year", value: "2021" },
      { label: "Kilometres", value: "45,210 km" },
      { label: "Body", value: "SUV" },
      { label: "Transmission", value: "Automatic" },
      { label: "Fuel", value: "Hybrid" },
      { label: "Drive", value: "AWD" },
      { label: "Engine", value: "2.5L 4cyl" },
      { label: "Fuel consumption", value: "4.8 L/100km" },
      { label: "Seats", value: "5" },
      { label: "Doors", value: "5" },
      { label: "Colour", value: "Glacier White" },
      { label: "ANCAP", value: "5 stars" },
      { label: "GVM", value: "2,270 kg" },
    ]);
  });
  it("hides empty values", () => {
    const rows = keyInformation({
      ...car,
      drive: "",
      seats: null,
      doors: 0,
      engineSizeLitres: null,
      cylinders: null,
      variant: null,
    });
    expect(labels(rows)).toEqual(["Year", "Kilometres", "Body", "Transmission", "Fuel", "Colour"]);
  });
  it("falls back from the car's columns to the variant, and to the raw columns when the simple ones are empty", () => {
    const rows = keyInformation({
      ...car,
      engineSizeLitres: null,
      cylinders: null,
      simpleBody: null,
      body: "hatch",
      simpleFuel: null,
      fuel: "Unleaded Petrol",
    });
    expect(rows).toContainEqual({ label: "Engine", value: "2.5L 4cyl" });
    expect(rows).toContainEqual({ label: "Body", value: "Hatch" });
    expect(rows).toContainEqual({ label: "Fuel", value: "Unleaded Petrol" });
  });
  it("shows only the known part of the engine", () => {
    expect(keyInformation({ ...car, cylinders: null, variant: { ...variant, cylinders: null } })).toContainEqual({
      label: "Engine",
      value: "2.5L",
    });
  });
  it("hides kilometres for caravans", () => {
    expect(labels(keyInformation({ ...car, itemType: "caravan" }))).not.toContain("Kilometres");
  });
  it("shows a one-star ANCAP rating in the singular", () => {
    expect(keyInformation({ ...car, variant: { ...variant, ancaprating: 1 } })).toContainEqual({
      label: "ANCAP",
      value: "1 star",
    });
  });
});

/** A specifications section as expected: its heading and its items' labels and values, in order. */
const section = (heading: string, items: Record<string, string>) => ({
  heading,
  items: Object.entries(items).map(([label, value]) => ({ label, value })),
});

describe("all specifications", () => {
  it("groups the variant into Engine, Dimensions, Weights and Economy with mm, kg, L and Nm", () => {
    expect(allSpecifications(variant)).toEqual([
      section("Engine", {
        "Engine capacity": "2.5 L",
        Cylinders: "4",
        Induction: "Aspirated",
        Torque: "221 Nm",
        Transmission: "CVT",
      }),
      section("Dimensions", {
        "Body configuration": "Wagon",
        Length: "4,600 mm",
        Width: "1,855 mm",
        Height: "1,685 mm",
      }),
      section("Weights", { "Gross vehicle mass": "2,270 kg" }),
      section("Economy", { "Combined fuel consumption": "4.8 L/100km", "Fuel capacity": "55 L" }),
    ]);
  });
  it("hides empty items and leaves out sections with none", () => {
    const specs = allSpecifications({ ...emptyVariant, torque: 400, fuelconsumptioncombined: 0 });
    expect(specs).toEqual([{ heading: "Engine", items: [{ label: "Torque", value: "400 Nm" }] }]);
  });
  it("has no specifications without a variant", () => {
    expect(allSpecifications(null)).toEqual([]);
    expect(allSpecifications(emptyVariant)).toEqual([]);
  });
  it("derives the engine capacity in litres from cc when litres are missing", () => {
    expect(allSpecifications({ ...emptyVariant, enginesize: 1998 })[0]?.items).toEqual([
      { label: "Engine capacity", value: "2.0 L" },
    ]);
  });
});
