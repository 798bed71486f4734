import { describe, expect, it } from "vitest";
import { MAP_IMAGE_ORIGIN, mapAlt, mapImageOrigins, mapsKey, staticMapUrl } from "./static-map";

const fremantle = { name: "Harbour Toyota Fremantle", lat: -32.0569, lng: 115.7439 };
const oconnor = { name: "Harbour Toyota Service Centre", lat: -32.0601, lng: 115.7932 };

describe("a map where locations are shown, when the site configures a maps key", () => {
  it("is a static map at zoom 10 with a marker per location, centred between them", () => {
    const url = new URL(staticMapUrl([fremantle, oconnor], "browser-key")!);
    expect(url.origin).toBe(MAP_IMAGE_ORIGIN);
    expect(url.pathname).toBe("/maps/api/staticmap");
    expect(url.searchParams.get("zoom")).toBe("10");
    expect(url.searchParams.getAll("markers")).toEqual(["-32.056900,115.743900", "-32.060100,115.793200"]);
    expect(url.searchParams.get("center")).toBe("-32.058500,115.768550");
    expect(url.searchParams.get("key")).toBe("browser-key");
  });
  it("is no map without a key, or with nothing to mark (the address card alone)", () => {
    expect(staticMapUrl([fremantle], null)).toBeNull();
    expect(staticMapUrl([], "browser-key")).toBeNull();
    expect(staticMapUrl([{ ...fremantle, lat: Number.NaN }], "browser-key")).toBeNull();
  });
  it("reads the key from the environment variable the site names; none when unnamed, unset or blank", () => {
    const maps = { keyEnv: "HARBOUR_TOYOTA_MAPS_KEY" };
    expect(mapsKey(maps, { HARBOUR_TOYOTA_MAPS_KEY: " k1 " })).toBe("k1");
    expect(mapsKey(maps, {})).toBeNull();
    expect(mapsKey(maps, { HARBOUR_TOYOTA_MAPS_KEY: "  " })).toBeNull();
    expect(mapsKey(null, { HARBOUR_TOYOTA_MAPS_KEY: "k1" })).toBeNull();
  });
  it("adds the provider's origin to the page's allowed images only where there is a key", () => {
    const maps = { keyEnv: "HARBOUR_TOYOTA_MAPS_KEY" };
    expect(mapImageOrigins(maps, { HARBOUR_TOYOTA_MAPS_KEY: "k1" })).toEqual([MAP_IMAGE_ORIGIN]);
    expect(mapImageOrigins(maps, {})).toEqual([]);
    expect(mapImageOrigins(null, {})).toEqual([]);
  });
  it("names the places it marks", () => {
    expect(mapAlt([fremantle])).toBe("Map showing Harbour Toyota Fremantle");
    expect(mapAlt([fremantle, oconnor])).toBe("Map showing Harbour Toyota Fremantle and Harbour Toyota Service Centre");
  });
});
