import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { feedSources, sites } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { DEMO_PUSH_SITE, seedDemoFeedSources } from "./demo-feed-sources";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
}, 120_000);
afterAll(async () => handle?.close());

describe("the demo feed sources", () => {
  it("give each demo site a stock command source and BigBox a push source, once however often they run", async () => {
    const slugs = new Set(["harbour-toyota", DEMO_PUSH_SITE]);
    expect(await seedDemoFeedSources(handle.db, slugs)).toBe(3);
    expect(await seedDemoFeedSources(handle.db, slugs)).toBe(0);
    const rows = await handle.db
      .select({ slug: sites.slug, name: feedSources.name, kind: feedSources.kind })
      .from(feedSources)
      .innerJoin(sites, eq(sites.id, feedSources.siteId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { slug: "harbour-toyota", name: "Stock command", kind: "command" },
        { slug: DEMO_PUSH_SITE, name: "Dealer system push", kind: "push" },
      ]),
    );
  });
});
