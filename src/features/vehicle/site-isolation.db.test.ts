import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { locations, sites, vehicles } from "@/platform/db/schema";
import { openSeededServerDatabase } from "@/platform/db/testing/seeded-server-database";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import { locationForPage } from "@/features/locations/index.server";
import { vehicleBySlug } from "./vehicles.server";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededServerDatabase());
});
afterAll(async () => handle?.close());

describe("a site never reads another site's data", () => {
  it("finds a vehicle by slug on its own site only, sold or not", async () => {
    const bigbox = await siteFor("bigbox-used");
    const harbour = await siteFor("harbour-toyota");
    const [car] = await handle.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(eq(vehicles.siteId, bigbox.id))
      .limit(1);
    expect((await vehicleBySlug(bigbox, car!.slug))?.vehicle.slug).toBe(car!.slug);
    expect(await vehicleBySlug(harbour, car!.slug)).toBeNull();
    // A sold car shown on the website (a hidden one is not found at all: shown-car.db.test.ts).
    const [sold] = await handle.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(and(eq(vehicles.status, "sold"), eq(vehicles.showOnDealerWebsite, true)))
      .limit(1);
    const owner = await handle.db
      .select({ siteId: vehicles.siteId })
      .from(vehicles)
      .where(eq(vehicles.slug, sold!.slug));
    const ownerSlug = (
      await handle.db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, owner[0]!.siteId))
    )[0]!.slug;
    expect((await vehicleBySlug(await siteFor(ownerSlug), sold!.slug))?.vehicle.status).toBe("sold");
  });

  it("finds a location by slug on its own site only", async () => {
    const tasman = await siteFor("tasman-caravans");
    const southern = await siteFor("southern-cross-motors");
    const [place] = await handle.db
      .select({ slug: locations.slug })
      .from(locations)
      .where(eq(locations.siteId, tasman.id))
      .limit(1);
    expect((await locationForPage(tasman, place!.slug, true))?.slug).toBe(place!.slug);
    expect(await locationForPage(southern, place!.slug, true)).toBeNull();
    // By the dealership's slug (sites without features.locationsBySlug): its primary location, on its own site only.
    expect((await locationForPage(tasman, "tasman-caravans-hobart", false))?.slug).toBe("glenorchy");
    expect(await locationForPage(southern, "tasman-caravans-hobart", false)).toBeNull();
  });

  it("answers a location slug that is no slug (NUL, lone surrogate, long text, __proto__) with not found, without a query", async () => {
    const tasman = await siteFor("tasman-caravans");
    useDatabaseForTests({
      ...handle,
      db: new Proxy(handle.db, {
        get: () => {
          throw new Error("queried the database for a malformed slug");
        },
      }),
    });
    try {
      for (const slug of ["\u0000", "hobart\u0000", "\ud800", "x".repeat(101), "__proto__", "Hobart", ""])
        expect(await locationForPage(tasman, slug, true)).toBeNull();
    } finally {
      useDatabaseForTests(handle);
    }
    expect(await locationForPage(tasman, "constructor", true)).toBeNull(); // well-shaped: looked up, and not found
  });
});
