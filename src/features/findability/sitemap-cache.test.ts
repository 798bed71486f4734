import { describe, expect, it } from "vitest";
import { isListed } from "@/features/vehicle";
import { SitemapCache, nextChange, soldDeparture } from "./sitemap-cache";

const at = (iso: string) => new Date(iso);

describe("sitemap cache (cached and invalidated when stock changes)", () => {
  it("answers from the cache while the stock version holds", () => {
    const cache = new SitemapCache<string>();
    const now = at("2026-11-25T10:00:00Z");
    cache.set("1|https://a.example", "v1", "xml", now);
    expect(cache.get("1|https://a.example", "v1", at("2026-11-25T10:30:00Z"))).toBe("xml");
    expect(cache.get("2|https://b.example", "v1", now)).toBeUndefined();
  });

  it("drops the entry when the stock version moves (a stock import, a car changed or sold)", () => {
    const cache = new SitemapCache<string>();
    const now = at("2026-11-25T10:00:00Z");
    cache.set("k", "v1", "old", now);
    expect(cache.get("k", "v2", now)).toBeUndefined();
    // and it is gone, not back when the version is asked again
    expect(cache.get("k", "v1", now)).toBeUndefined();
  });

  it("expires when the next listed sold car leaves the site, though no row changed", () => {
    const cache = new SitemapCache<string>();
    const now = at("2026-11-25T10:00:00Z");
    const soldAt = at("2026-11-22T10:30:00Z");
    const leaves = soldDeparture(soldAt, 3);
    expect(leaves).toEqual(at("2026-11-25T10:30:00Z"));
    // The default stock filter agrees: listed just before, gone at that moment.
    const car = { status: "sold" as const, soldAt, showOnDealerWebsite: true };
    expect(isListed(car, 3, new Date(leaves.getTime() - 1))).toBe(true);
    expect(isListed(car, 3, new Date(leaves.getTime() + 1))).toBe(false);
    cache.set("k", "v1", "with the sold car", now, [leaves]);
    expect(cache.get("k", "v1", at("2026-11-25T10:29:59Z"))).toBe("with the sold car");
    expect(cache.get("k", "v1", leaves)).toBeUndefined();
  });

  it("keeps an entry at most its maximum age, and ignores moments already past", () => {
    const now = at("2026-11-25T10:00:00Z");
    expect(nextChange(now, [at("2026-11-25T09:00:00Z")], 60_000)).toBe(now.getTime() + 60_000);
    expect(nextChange(now, [at("2026-11-25T10:00:30Z"), at("2026-11-25T10:00:10Z")], 60_000)).toBe(
      at("2026-11-25T10:00:10Z").getTime(),
    );
    const cache = new SitemapCache<string>(60_000);
    cache.set("k", "v1", "x", now);
    expect(cache.get("k", "v1", at("2026-11-25T10:01:00Z"))).toBeUndefined();
  });

  it("holds at most its number of entries, dropping the oldest", () => {
    const cache = new SitemapCache<string>(3_600_000, 2);
    const now = at("2026-11-25T10:00:00Z");
    cache.set("a", "v", "A", now);
    cache.set("b", "v", "B", now);
    cache.set("c", "v", "C", now);
    expect([cache.get("a", "v", now), cache.get("b", "v", now), cache.get("c", "v", now)]).toEqual([
      undefined,
      "B",
      "C",
    ]);
  });
});
