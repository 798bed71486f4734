import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "./registry";
import { sitesAsServed } from "./deposit-features";

const sites = loadSiteRegistry(path.resolve("sites")).sites;

describe("the sites as the platform serves them", () => {
  it("switches reserving and the online purchase off on every site where the platform cannot take a deposit", () => {
    expect(sites.some((s) => s.features.reserveButton)).toBe(true);
    expect(sites.some((s) => s.features.onlinePurchase)).toBe(true);
    const served = sitesAsServed(sites, false);
    expect(served.map((s) => s.slug)).toEqual(sites.map((s) => s.slug));
    for (const site of served) expect(site.features).toMatchObject({ reserveButton: false, onlinePurchase: false });
    // Everything else is the site's own settings, and the loaded configurations are left as they were.
    expect(served.map((s) => ({ ...s.features, reserveButton: 0, onlinePurchase: 0 }))).toEqual(
      sites.map((s) => ({ ...s.features, reserveButton: 0, onlinePurchase: 0 })),
    );
    expect(sites.some((s) => s.features.reserveButton)).toBe(true);
  });
  it("serves each site's own settings where the platform can take a deposit", () => {
    expect(sitesAsServed(sites, true)).toEqual(sites);
  });
});
