import { describe, expect, it } from "vitest";
import { garagePaths, gateKind, isGated, primaryGaragePath } from "./gated-routes";

const harbour = { gatedRoutes: ["/my-garage"], features: { garage: true } };
const bigbox = { gatedRoutes: ["/my-garage", "/mybigboxcars", "/online-payment"], features: { garage: true } };
const noGarage = { gatedRoutes: ["/my-garage", "/spin-to-win"], features: { garage: false } };

describe("garage routes are always gated where a site has them", () => {
  it("serves /my-garage and the site's own garage paths when the garage is on", () => {
    expect(garagePaths(harbour)).toEqual(["/my-garage"]);
    expect(garagePaths(bigbox)).toEqual(["/my-garage", "/mybigboxcars"]);
    expect(primaryGaragePath(bigbox)).toBe("/mybigboxcars");
    expect(primaryGaragePath(harbour)).toBe("/my-garage");
  });

  it("serves no garage when it is off, so its paths are not gated (they are the 404)", () => {
    expect(garagePaths(noGarage)).toEqual([]);
    expect(primaryGaragePath(noGarage)).toBeNull();
    expect(isGated(noGarage, "/my-garage")).toBe(false);
  });

  it("gates the garage paths the site serves, with or without a trailing slash", () => {
    expect(isGated(bigbox, "/mybigboxcars")).toBe(true);
    expect(isGated(bigbox, "/my-garage/")).toBe(true);
    expect(isGated(harbour, "/mybigboxcars")).toBe(false);
  });
});

describe("each site's configuration lists its gated routes", () => {
  it("gates a listed route and the paths below it", () => {
    expect(isGated(bigbox, "/online-payment")).toBe(true);
    expect(isGated(bigbox, "/online-payment/receipt")).toBe(true);
    expect(isGated(noGarage, "/spin-to-win")).toBe(true);
  });

  it("does not gate a path that merely starts with the same letters, or any other page", () => {
    expect(isGated(bigbox, "/online-payments")).toBe(false);
    expect(isGated(bigbox, "/")).toBe(false);
    expect(isGated(bigbox, "/search/used-cars")).toBe(false);
    expect(isGated(harbour, "/sign-in")).toBe(false);
  });
});

describe("'/checkout' gates checkout wherever it is", () => {
  const gated = { gatedRoutes: ["/my-garage", "/checkout"], features: { garage: true } };
  it("gates every car's reserve page, either variant, and the online purchase", () => {
    expect(isGated(gated, "/cars/2021-toyota-rav4-gx-abc123/checkout")).toBe(true);
    expect(isGated(gated, "/cars/2021-toyota-rav4-gx-abc123/buy-online")).toBe(true);
    expect(isGated(gated, "/checkout-journey")).toBe(true);
  });
  it("leaves the car's own page and other sites' checkout ungated", () => {
    expect(isGated(gated, "/cars/2021-toyota-rav4-gx-abc123")).toBe(false);
    expect(isGated(gated, "/cars/trade-in")).toBe(false);
    expect(isGated(harbour, "/cars/2021-toyota-rav4-gx-abc123/checkout")).toBe(false);
  });
});

describe("sign-in is worded for the gated route it guards", () => {
  it.each([
    ["/my-garage", "garage"],
    ["/mybigboxcars/", "garage"],
    ["/cars/2021-toyota-rav4-abc/checkout", "checkout"],
    ["/cars/2021-toyota-rav4-abc/buy-online", "checkout"],
    ["/personalised/finance", "finance"],
    ["/spin-to-win", "spin-to-win"],
    ["/online-payment", "payment"],
    ["/somewhere-else", "account"],
  ])("%s asks for %s", (path, kind) => {
    expect(gateKind(path)).toBe(kind);
  });
});
