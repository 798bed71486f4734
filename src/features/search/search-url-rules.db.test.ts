import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { sites } from "@/platform/db/schema";
import { TEST_NOW, demoSiteConfigs, openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { foldRangeInputs, parseSearchParams, serializeSearch } from "./search-params";
import { searchStock, searchUnderSliderRules } from "./search.server";

/**
 * A search URL read under the slider's rule and the spec's attribute names, as the search page and /api/search
 * read it (search.server.ts searchUnderSliderRules), on the seeded demo stock. Harbour Toyota's price slider runs
 * from 5,000 (franchise template) and rounds to 1,000; BigBox's runs from 0 to 100,000 by configuration.
 */
let handle: DatabaseHandle;
const demo = new Map<string, CurrentSite>();

beforeAll(async () => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ["Date"] }); // the sold-car window is counted from the seed's time
  ({ handle } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  const configs = demoSiteConfigs();
  for (const config of configs) {
    const [row] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, config.slug));
    demo.set(config.slug, { id: row!.id, config });
  }
});
afterAll(async () => {
  vi.useRealTimers();
  await handle?.close();
});
afterEach(() => vi.restoreAllMocks());

const site = (slug: string) => demo.get(slug)!;
const stateOf = (qs: string) => {
  const { state, problems } = parseSearchParams(new URLSearchParams(qs));
  expect(problems, qs).toEqual([]);
  return state;
};
const countOf = async (slug: string, qs: string) => (await searchStock(site(slug), {}, stateOf(qs))).count;
const underRules = (slug: string, qs: string) => searchUnderSliderRules(site(slug), {}, stateOf(qs));

describe(`a search URL under the price slider's rule (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("ignores a minimum price below the slider's range (1,000 on Harbour Toyota's slider from 5,000): searched without it, and logged by value", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ruled = await underRules("harbour-toyota", "price=1000:");
    expect(ruled.changed).toBe(true);
    expect(serializeSearch(ruled.state)).toBe("");
    expect(ruled.result.count).toBe(await countOf("harbour-toyota", ""));
    expect(ruled.result.count).not.toBe(await countOf("harbour-toyota", "price=1000:")); // the count the issue saw
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^search on harbour-toyota: ignored price minimum 1000 \(.*below the minimum 5000\)$/),
    ]);
  });

  it("keeps the rest of a URL whose minimum price is ignored, and logs nothing of the shopper's text", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ruled = await underRules("harbour-toyota", "query=jo.citizen@example.com&price=1000:30000&car_type=used");
    expect(serializeSearch(ruled.state)).toBe("query=jo.citizen%40example.com&car_type=used&price=%3A30000");
    const logged = warn.mock.calls.map((c) => String(c[0])).join("\n");
    expect(logged).toContain("ignored price minimum 1000");
    expect(logged).not.toMatch(/example|citizen|used|30000:/);
  });

  it("ignores a maximum above the slider's range", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ruled = await underRules("harbour-toyota", "price=20000:900000");
    expect(serializeSearch(ruled.state)).toBe("price=20000%3A");
    expect(ruled.result.count).toBe(await countOf("harbour-toyota", "price=20000:"));
    expect(String(warn.mock.calls[0]?.[0])).toContain("ignored price maximum 900000");
  });

  it("rounds a price range in range to the site's roundTo (20400:45600 searches 20000:46000), logging nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ruled = await underRules("harbour-toyota", "price=20400:45600");
    expect(serializeSearch(ruled.state)).toBe("price=20000%3A46000");
    expect(ruled.result.count).toBe(await countOf("harbour-toyota", "price=20000:46000"));
    expect(ruled.result.count).not.toBe(await countOf("harbour-toyota", "price=20400:45600"));
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the plain form's price_min and price_max under the same rule", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { state } = parseSearchParams(
      foldRangeInputs(new URLSearchParams("price_min=%241%2C000&price_max=45%2C600"))!,
    );
    const ruled = await searchUnderSliderRules(site("harbour-toyota"), {}, state);
    expect(serializeSearch(ruled.state)).toBe("price=%3A46000");
  });

  it("leaves a URL already under the rule as it is", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const qs of ["", "price=20000:46000", "price=:30000&km=10000:60000", "year=2018:2020"]) {
      const ruled = await underRules("harbour-toyota", qs);
      expect(ruled.changed, qs).toBe(false);
      expect(ruled.result.count, qs).toBe(await countOf("harbour-toyota", qs));
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("spans the range the filter panel's slider shows: a maximum above the configured 100,000 but within the stock is kept (BigBox)", async () => {
    const stats = (await searchStock(site("bigbox-used"), {}, stateOf(""))).stats.price;
    expect(stats.max).toBeGreaterThan(150_000);
    const ruled = await underRules("bigbox-used", "price=:150000");
    expect(ruled.changed).toBe(false);
    expect(ruled.result.count).toBeLessThan(await countOf("bigbox-used", ""));
  });

  it("rounds km to 1,000 under the km slider's rule", async () => {
    const ruled = await underRules("bigbox-used", "km=12345:60400");
    expect(serializeSearch(ruled.state)).toBe("km=12000%3A60000");
    expect(ruled.result.count).toBe(await countOf("bigbox-used", "km=12000:60000"));
  });
});

describe("the spec's filter attributes categories, filtered_features and price_range", () => {
  it("categories refines by body type, as body does", async () => {
    const ruled = await underRules("bigbox-used", "categories=suv&categories=ute");
    expect(serializeSearch(ruled.state)).toBe("body=suv&body=ute");
    const all = await countOf("bigbox-used", "");
    expect(ruled.result.count).toBe(await countOf("bigbox-used", "body=suv&body=ute"));
    expect(ruled.result.count).toBeGreaterThan(0);
    expect(ruled.result.count).toBeLessThan(all);
  });

  it("filtered_features refines by features, as features does", async () => {
    const ruled = await underRules("harbour-toyota", "filtered_features=Tow%20Bar");
    expect(ruled.result.count).toBe(await countOf("harbour-toyota", "features=Tow%20Bar"));
    expect(ruled.result.count).toBeGreaterThan(0);
    expect(ruled.result.count).toBeLessThan(await countOf("harbour-toyota", ""));
  });

  it("price_range refines by price under the price slider's rule", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const ruled = await underRules("harbour-toyota", "price_range=20400:45600");
    expect(serializeSearch(ruled.state)).toBe("price=20000%3A46000");
    expect(ruled.result.count).toBe(await countOf("harbour-toyota", "price=20000:46000"));
    expect(serializeSearch((await underRules("harbour-toyota", "price_range=1000:")).state)).toBe("");
  });
});
