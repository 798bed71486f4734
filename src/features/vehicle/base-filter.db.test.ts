import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import {
  demoSiteConfigs,
  openSeededTestDatabase,
  TEST_NOW,
  type SeededTestDatabase,
} from "@/platform/db/testing/test-database";
import { baseStockFilter } from "./base-filter.db";
import { isListed } from "@/features/vehicle/default-stock-filter";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
const configs = demoSiteConfigs();

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
});
afterAll(async () => handle?.close());

describe("base stock filter in SQL matches the pure rule", () => {
  for (const config of configs) {
    it(`lists exactly the cars the default stock filter allows on ${config.slug} (sold kept ${config.stock.includeSoldCarsDays} days)`, async () => {
      const site = await siteFor(config.slug);
      const listed = await handle.db.select({ id: vehicles.id }).from(vehicles).where(baseStockFilter(site, TEST_NOW));
      const all = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id));
      const expected = all
        .filter((v) => isListed(v, config.stock.includeSoldCarsDays, TEST_NOW))
        .filter((v) => config.stock.carTypes.includes(v.carType) && config.stock.itemTypes.includes(v.itemType))
        // A franchise site lists only its manufacturer's new and demo cars.
        .filter((v) => !config.manufacturer || v.carType === "used" || v.makeSlug === config.manufacturer)
        .map((v) => v.id)
        .sort((a, b) => a - b);
      expect(listed.map((v) => v.id).sort((a, b) => a - b)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      if (config.stock.includeSoldCarsDays === 0)
        expect(all.filter((v) => expected.includes(v.id)).every((v) => v.status !== "sold")).toBe(true);
      else expect(all.some((v) => expected.includes(v.id) && v.status === "sold")).toBe(true);
    });
  }
});
