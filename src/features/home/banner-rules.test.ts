import { describe, expect, it } from "vitest";
import type { HomeBanner } from "@/platform/content/content-schema";
import { bannersShowing } from "./banner-rules";

const banner = (id: string, rules: Partial<HomeBanner> = {}): HomeBanner => ({
  id,
  title: id,
  href: "/special-offers",
  buttonText: "See more",
  image: { url: "/media/photos/suv/1e3a8a/banner.jpg", alt: "", width: 1920, height: 540 },
  startsAt: null,
  expiresAt: null,
  carTypes: [],
  strictCarTypes: false,
  ...rules,
});

describe("home banners show by the promo cards' window and car-type rules", () => {
  const july = { startsAt: "2025-07-01T00:00:00+10:00", expiresAt: "2025-07-24T00:00:00+10:00" };

  it("shows a banner from its start (inclusive) to its expiry (exclusive), compared with the offset", () => {
    const b = [banner("july", july)];
    expect(bannersShowing(b, ["new"], new Date("2025-06-30T13:59:59Z"))).toEqual([]);
    expect(bannersShowing(b, ["new"], new Date("2025-06-30T14:00:00Z"))).toHaveLength(1);
    expect(bannersShowing(b, ["new"], new Date("2025-07-23T13:59:59Z"))).toHaveLength(1);
    expect(bannersShowing(b, ["new"], new Date("2025-07-23T14:00:00Z"))).toEqual([]);
  });

  it("shows a banner without a window always, in the document's order", () => {
    const shown = bannersShowing([banner("b"), banner("a")], ["used"], new Date("2030-01-01T00:00:00Z"));
    expect(shown.map((b) => b.id)).toEqual(["b", "a"]);
  });

  it("matches car types against what the site sells; a strict banner only where the site sells nothing else", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const newOnly = banner("new", { carTypes: ["new"] });
    const strictNew = banner("strict", { carTypes: ["new"], strictCarTypes: true });
    expect(bannersShowing([newOnly, strictNew], ["new", "used"], now).map((b) => b.id)).toEqual(["new"]);
    expect(bannersShowing([newOnly, strictNew], ["new"], now).map((b) => b.id)).toEqual(["new", "strict"]);
    expect(bannersShowing([newOnly, strictNew], ["used"], now)).toEqual([]);
  });
});
