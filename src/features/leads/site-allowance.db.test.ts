import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { rateLimitWindows } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { LeadOutcome } from "./lead-result";
import { submitLead } from "./submit-lead.server";

/**
 * A site's lead allowance keeps a flood from many addresses out of one dealer's inbox. It must not be
 * something one source can spend: a client's own limit is checked first, and a refused attempt
 * never counts against the site, so one source holds at most its own few leads of the allowance.
 */
let handle: DatabaseHandle;
let harbour: CurrentSite;

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  useDatabaseForTests(handle);
  harbour = await seeded.siteFor("harbour-toyota");
});
afterAll(async () => handle?.close());

const enquiry = (client: string) =>
  submitLead(
    harbour,
    Object.entries({
      form: "enquiry",
      name: "Jo",
      email: "jo.citizen@example.com",
      phone: "0412 345 678",
      terms_conditions: "on",
      message: "Hi",
      location: "fremantle-sales",
    }),
    { pageUrl: "https://harbour-toyota.example/contact", userAgent: "Vitest/1", client },
  );

/** "stored", or the refusal's code. */
const status = (outcome: LeadOutcome) => (outcome.ok ? outcome.value.status : outcome.error.code);

describe(`the per-site lead allowance (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("allowance rule: one source hammering the form spends only its own few leads of the site's allowance, and other shoppers still get through", async () => {
    const outcomes = [];
    for (let i = 0; i < 40; i++) outcomes.push(status(await enquiry("203.0.113.66")));
    expect(outcomes.filter((s) => s === "stored")).toHaveLength(4);
    expect(outcomes.slice(4).every((s) => s === "rate_limited")).toBe(true);
    const [site] = await handle.db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.bucket, "leads:site-unverified"), like(rateLimitWindows.key, String(harbour.id))));
    expect(site!.count).toBe(4);
    expect(status(await enquiry("198.51.100.20"))).toBe("stored");
  });
});
