import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { leads, singleUseClaims } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { successPath } from "./lead-submission";
import { GENERAL_SUCCESS_COPY, successCopy } from "./success-copy";
import { issueSuccessToken, successPageData, successTokenSecret } from "./success-conversion.server";
import { SUCCESS_TOKEN_TTL_MS, verifySuccessToken } from "./success-token";
import { submitLead } from "./submit-lead.server";

let handle: DatabaseHandle;
let harbour: CurrentSite;
let bigbox: CurrentSite;
let clients = 0;
const contact = { name: "Jo", email: "jo.citizen@example.com", phone: "0412 345 678", terms_conditions: "on" };
const GENERIC = { copy: GENERAL_SUCCESS_COPY, conversion: null };

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  useDatabaseForTests(handle);
  harbour = await seeded.siteFor("harbour-toyota");
  bigbox = await seeded.siteFor("bigbox-used");
});
afterAll(async () => handle?.close());

/** A finance enquiry stored on Harbour Toyota (no car: event 22), with its success token. */
async function storedLead(now = new Date()) {
  const outcome = await submitLead(
    harbour,
    Object.entries({
      form: "finance",
      ...contact,
      vehiclePriceBudget: "35,000",
      vehicle_condition: "used",
      message: "Low deposit",
    }),
    {
      pageUrl: "https://harbour-toyota.example/finance",
      userAgent: "Vitest/1",
      client: `success-client-${++clients}`,
    },
    now,
  );
  if (!outcome.ok || outcome.value.status !== "stored") throw new Error(`lead not stored: ${JSON.stringify(outcome)}`);
  return outcome.value;
}
const claims = async () =>
  (await handle.db.select().from(singleUseClaims)).map((c) => c.key).filter((k) => k.startsWith("lead-success:"));

describe(`the success page's conversion (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("gives a stored lead a token that verifies for its site and lead, and a success path carrying only that token", async () => {
    const outcome = await storedLead();
    expect(outcome).toMatchObject({
      category: "Finance Enquiry",
      eventId: 22,
      successToken: expect.stringMatching(/^v1\.\d+\.\d+\.\d+\.[\w-]{43}$/),
    });
    const check = verifySuccessToken({
      secret: await successTokenSecret(),
      siteId: harbour.id,
      token: outcome.successToken,
      now: Date.now(),
    });
    expect(check).toEqual({ ok: true, leadId: outcome.leadId });
    expect(successPath(outcome.successToken)).toBe(`/success?lead=${outcome.successToken}`);
  });

  it("reports the lead's event and category once, from the stored lead; a reload or replay gets generic thanks and nothing to report", async () => {
    const { leadId, successToken } = await storedLead();
    const first = await successPageData(harbour, successToken);
    expect(first).toEqual({
      copy: successCopy("Finance Enquiry"),
      conversion: { eventId: 22, category: "Finance Enquiry" },
    });
    expect(first.copy.heading).toBe("Your finance enquiry has been sent");
    expect(await successPageData(harbour, successToken)).toEqual(GENERIC);
    expect(await successPageData(harbour, successToken, new Date(Date.now() + 60_000))).toEqual(GENERIC);
    expect((await claims()).filter((k) => k === `lead-success:${leadId}`)).toHaveLength(1);
  });

  it("counts a lead once when several requests show its token at the same moment (every server process shares the claim)", async () => {
    const { successToken } = await storedLead();
    const pages = await Promise.all(Array.from({ length: 6 }, () => successPageData(harbour, successToken)));
    expect(pages.filter((p) => p.conversion !== null)).toHaveLength(1);
    expect(pages.filter((p) => p.conversion === null).every((p) => p.copy === GENERAL_SUCCESS_COPY)).toBe(true);
  });

  it("refuses site A's token on site B, without spending it on site A", async () => {
    const { successToken } = await storedLead();
    expect(await successPageData(bigbox, successToken)).toEqual(GENERIC);
    expect(await successPageData(harbour, successToken)).toMatchObject({ conversion: { eventId: 22 } });
  });

  it("refuses a correctly signed token for site B that names site A's lead (the lead is looked up within the site)", async () => {
    const { leadId, successToken } = await storedLead();
    const crossSite = issueSuccessToken(await successTokenSecret(), bigbox.id, leadId, new Date());
    expect(await successPageData(bigbox, crossSite)).toEqual(GENERIC);
    expect(await successPageData(harbour, successToken)).toMatchObject({
      conversion: { eventId: 22, category: "Finance Enquiry" },
    });
  });

  it("refuses an expired token", async () => {
    const { successToken } = await storedLead();
    expect(await successPageData(harbour, successToken, new Date(Date.now() + SUCCESS_TOKEN_TTL_MS + 1000))).toEqual(
      GENERIC,
    );
  });

  it("refuses a forged, tampered or malformed token and no token, claiming nothing, and never words the page from the address", async () => {
    const { leadId, successToken } = await storedLead();
    const before = await claims();
    const forged = issueSuccessToken("not-the-platform-secret", harbour.id, leadId, new Date());
    const otherLead = successToken.replace(`.${leadId}.`, `.${leadId + 1}.`);
    for (const token of [
      undefined,
      "",
      forged,
      otherLead,
      "Test Drive",
      "constructor",
      "__proto__",
      `${successToken}\u0000`,
      "x".repeat(100_000),
      [successToken, successToken],
      ["a"],
    ]) {
      expect(await successPageData(harbour, token)).toEqual(GENERIC);
    }
    expect(await claims()).toEqual(before);
    expect(await successPageData(harbour, successToken)).toMatchObject({ conversion: { eventId: 22 } });
  });

  it("refuses a valid token whose lead is gone", async () => {
    const { leadId, successToken } = await storedLead();
    await handle.db.delete(leads).where(eq(leads.id, leadId));
    expect(await successPageData(harbour, successToken)).toEqual(GENERIC);
  });
});
