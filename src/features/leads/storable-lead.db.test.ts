import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import {
  analyticsEvents,
  leadDeliveries,
  leads,
  locations,
  rateLimitWindows,
  singleUseClaims,
  vehicles,
} from "@/platform/db/schema";
import { firstVehicle } from "@/platform/db/testing/first-vehicle";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { siteRateKey } from "@/platform/http/rate-key";
import { allowRequest, claimOnce } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { revealPhone } from "@/features/vehicle/index.server";
import { recordClientEvent } from "./client-events.server";
import { LEAD_FORM_KINDS, type LeadFormKind } from "./forms/form-kinds";
import type { LeadOutcome } from "./lead-result";
import { submitLead } from "./submit-lead.server";

/*
 * Request text with NUL or a lone surrogate must never cost a lead (the database layer makes every
 * value storable: platform/db/storable.ts). The text and jsonb columns of platform/db/schema/ a
 * request can fill, and where each is asserted here:
 *   leads.url, leads.user_agent, leads.snapshot (jsonb), leads.subcategory      -> every form kind
 *   analytics_events.params (jsonb: the enquiry's subcategory)                  -> every form kind
 *   rate_limit_windows.key (the client), single_use_claims.key (the puzzle)     -> rate limits
 * Not request-fillable: leads.category and analytics_events.name (fixed lists), leads.source;
 * lead_deliveries.destination and secret_ref (site configuration), last_error (the dealer's mail or
 * webhook server's answer, redacted), channel and status; rate_limit_windows.bucket (constants);
 * platform_secrets (made by the platform); sites, manufacturers, models, dealerships, locations,
 * vehicles and offers (configuration, seed data and stock feeds); phone_reveals holds only ids.
 * Request text used only in a comparison (a slug in a WHERE) passes the same boundary:
 * platform/db/storable.db.test.ts covers that.
 *
 * A form field may carry the raw characters too (a shopper cannot see them, so they are not refused):
 * every free-text field is stored with them dropped or replaced; a structured field (an e-mail, a
 * phone number) may fail its own validation, with a message naming it, but never with a 5xx.
 */

let handle: DatabaseHandle;
let harbour: CurrentSite;
const db = () => handle.db;

beforeAll(async () => {
  let siteFor;
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  harbour = await siteFor("harbour-toyota");
});
afterAll(async () => handle?.close());

const contact = { name: "Jo", email: "jo.citizen@example.com", phone: "0412 345 678", terms_conditions: "on" };
/** Backslash text spelling out the escapes jsonb refuses: stored exactly as typed. */
const TYPED = "Jo \\u0000 \\ud800 \\\\u0000";
let windows = 0;
const sellableUsedCar = async () =>
  (await firstVehicle(
    db(),
    eq(vehicles.siteId, harbour.id),
    eq(vehicles.carType, "used"),
    eq(vehicles.status, "in_stock"),
    gt(vehicles.price, 200),
    isNull(vehicles.tag),
  ))!;
const fremantle = async () =>
  (
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.siteId, harbour.id), eq(locations.slug, "fremantle-sales")))
  )[0]!;

/** A valid submission of each form kind, with every free-text field the form has set to TYPED. */
async function validFields(kind: LeadFormKind): Promise<Record<string, string>> {
  const named = { ...contact, name: TYPED };
  switch (kind) {
    case "enquiry":
      return { ...named, subcategory: TYPED, message: TYPED, location: "fremantle-sales" };
    case "test-drive":
      return { ...named, message: TYPED, location: "fremantle-sales", terms_agreed: "on" };
    case "make-an-offer":
      return { ...named, message: TYPED, car_id: String((await sellableUsedCar()).id), offer_from_client: "$25,000" };
    case "request-photos":
      return { ...named, message: TYPED, car_id: String((await sellableUsedCar()).id) };
    case "finance":
      return { ...named, message: TYPED, vehiclePriceBudget: "35,000", vehicle_condition: "used" };
    case "fleet":
      return { ...named, message: TYPED, company: TYPED, fleet_size: "5-9" };
    case "location":
      return { ...named, message: TYPED, last_name: TYPED, postcode: "6160" };
    case "parts":
      return { ...named, message: TYPED, part: TYPED, part_number: TYPED, vehicle: TYPED, location: "fremantle-sales" };
    case "new-car-quote":
      return { ...named, message: TYPED, model: TYPED, postcode: "6160" };
    case "customer-feedback":
      return {
        name: TYPED,
        email: contact.email,
        location_id: String((await fremantle()).id),
        rating: "3",
        message: TYPED,
        contact_ok: "on",
        terms_conditions: "on",
      };
    case "valuation":
      return {
        ...named,
        finance: "No",
        location_id: String((await fremantle()).id),
        postcode: "6160",
      };
  }
}

/** Where each free-text field is stored in the lead's snapshot. */
const typedPaths: Record<string, (snapshot: typeof leads.$inferSelect.snapshot) => unknown> = {
  name: (s) => s.customer.name,
  last_name: (s) => s.customer.lastName,
  message: (s) => s.message,
  subcategory: (s) => s.subcategory,
  company: (s) => s.answers.Company,
  make: (s) => s.tradeIn?.make,
  // A trade-in's model, or the model a new-car quote is for.
  model: (s) => s.tradeIn?.model ?? s.answers.Model,
};

// Cut by the server to 300 (a visited path), 200 (a query parameter) and 500 (the user agent) characters, each in the middle of an emoji.
const longPath = `/${"p".repeat(298)}😀`;
const longParam = `${"q".repeat(199)}🚗`;
const longAgent = `Vitest/1 ${"a".repeat(490)}😀`;

describe(`a lead keeps request text with NUL or a lone surrogate (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it.each(LEAD_FORM_KINDS)(
    "%s: control fields, page URL, user agent and client are stored with NUL dropped and lone surrogates replaced",
    async (kind) => {
      const fields = await validFields(kind);
      const pageUrl = `https://harbour-toyota.example/contact?utm_source=newsletter%00&raw=\u0000\uD800`;
      const client = `client-\u0000${kind}\uDC00`;
      const outcome: LeadOutcome = await submitLead(
        harbour,
        Object.entries({
          form: kind,
          ...fields,
          visited_pages: JSON.stringify(["/?utm_source=newsletter\u0000", "/cars/\uD800a", longPath]),
          linked_query_params: JSON.stringify({
            utm_source: "newsletter\u0000",
            utm_medium: "e\uDC00mail",
            utm_campaign: longParam,
            gclid: "g\u0000\uD800c",
          }),
        }),
        { pageUrl, userAgent: `${longAgent}\u0000 ignored beyond 500`, client },
      );
      if (!outcome.ok || outcome.value.status !== "stored") throw new Error(`not stored: ${JSON.stringify(outcome)}`);
      const leadId = outcome.value.leadId;

      const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
      const url = new URL(pageUrl).href; // the URL parser percent-encodes both: nothing left to drop
      const userAgent = `${longAgent.slice(0, 499)}\uFFFD`;
      expect(lead).toMatchObject({ url, userAgent });
      expect(lead!.snapshot).toMatchObject({
        url,
        userAgent,
        visitedPages: ["/?utm_source=newsletter", "/cars/\uFFFDa", `${longPath.slice(0, 299)}\uFFFD`],
        linkedQueryParams: {
          utm_source: "newsletter",
          utm_medium: "e\uFFFDmail",
          utm_campaign: `${longParam.slice(0, 199)}\uFFFD`,
          gclid: "g\uFFFDc",
        },
      });
      // The form's own free text, backslashes and all, exactly as typed.
      for (const [field, at] of Object.entries(typedPaths))
        if (field in fields) expect(at(lead!.snapshot), field).toBe(TYPED);
      if (kind === "enquiry") expect(lead!.subcategory).toBe(TYPED);

      const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.leadId, leadId));
      expect(events).toHaveLength(1);
      if (kind === "enquiry") expect(events[0]!.params.subcategory).toBe(TYPED);
      expect(await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))).not.toHaveLength(0);
      const keys = (
        await db()
          .select({ key: rateLimitWindows.key })
          .from(rateLimitWindows)
          .where(eq(rateLimitWindows.bucket, "leads:client-unverified"))
      ).map((r) => r.key);
      expect(keys).toContain(siteRateKey(`client-${kind}\uFFFD`, harbour.id));
    },
  );

  it.each(LEAD_FORM_KINDS)(
    "%s: NUL or a lone surrogate typed into a free-text field is dropped or replaced and the lead is stored",
    async (kind) => {
      const fields = await validFields(kind);
      for (const field of Object.keys(typedPaths).filter((f) => f in fields)) {
        const outcome = await submitLead(
          harbour,
          Object.entries({ form: kind, ...fields, [field]: "Jo\u0000 \uD800x\uDFFF" }),
          {
            pageUrl: "https://harbour-toyota.example/contact",
            userAgent: "Vitest/1",
            client: `typist-${kind}-${field}`,
          },
        );
        if (!outcome.ok || outcome.value.status !== "stored")
          throw new Error(`${field}: not stored: ${JSON.stringify(outcome)}`);
        const [lead] = await db().select().from(leads).where(eq(leads.id, outcome.value.leadId));
        expect(typedPaths[field]!(lead!.snapshot), field).toBe("Jo \uFFFDx\uFFFD");
      }
    },
  );

  it.each(LEAD_FORM_KINDS)(
    "%s: NUL or a lone surrogate in any other field is stored cleaned or answered with a message naming the field, never an error",
    async (kind) => {
      const fields = await validFields(kind);
      for (const field of [...Object.keys(fields), "visited_pages", "linked_query_params"]) {
        for (const bad of ["x\u0000y", "x\uD800y", "\uDFFF", `${fields[field] ?? ""}\u0000`]) {
          // Each in a rate-limit window of its own, so every submission is judged on its fields alone.
          const at = new Date(Date.now() + ++windows * 11 * 60_000);
          const outcome = await submitLead(
            harbour,
            Object.entries({ form: kind, ...fields, [field]: bad }),
            { pageUrl: "https://harbour-toyota.example/contact", userAgent: "Vitest/1", client: `careless-${kind}` },
            at,
          );
          if (!outcome.ok && outcome.error.fields)
            expect(Object.keys(outcome.error.fields), `${field} = ${JSON.stringify(bad)}`).toContain(field);
          else expect(outcome.ok && outcome.value.status, `${field} = ${JSON.stringify(bad)}`).toBe("stored");
        }
      }
    },
  );
});

describe(`other rows a request fills (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("rate-limit windows and single-use claims store their keys with NUL dropped and lone surrogates replaced", async () => {
    const now = new Date("2026-11-21T02:00:00Z");
    const rule = { bucket: "storable", limit: 1, windowMs: 60_000 };
    expect(await allowRequest(rule, "k\u0000\uD800", now, db())).toBe(true);
    expect(await allowRequest(rule, "k\uD800", now, db())).toBe(false); // the same key once stored
    const windows = await db().select().from(rateLimitWindows).where(eq(rateLimitWindows.bucket, "storable"));
    expect(windows).toEqual([expect.objectContaining({ key: "k\uFFFD", count: 2 })]);

    expect(await claimOnce("spam-puzzle:\u0000t\uDC00", now, db())).toBe(true);
    expect(await claimOnce("spam-puzzle:t\uDC00", now, db())).toBe(false);
    expect(
      await db()
        .select({ key: singleUseClaims.key })
        .from(singleUseClaims)
        .where(eq(singleUseClaims.key, "spam-puzzle:t\uFFFD")),
    ).toHaveLength(1);
  });

  it("call events and phone reveals count a client key with NUL and a lone surrogate", async () => {
    const car = await sellableUsedCar();
    expect(await recordClientEvent(harbour, { eventId: 25, carId: car.id }, "caller\u0000\uD800")).toEqual({
      ok: true,
    });
    // The reveal's own answer depends on the car; the client's rate-limit row is written first either way.
    await expect(
      revealPhone(
        harbour,
        { carId: car.id, dealershipId: car.dealershipId, websiteId: harbour.id },
        "revealer\u0000\uD800",
      ),
    ).resolves.toHaveProperty("ok");
    const keys = (await db().select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([siteRateKey("caller\uFFFD", harbour.id), siteRateKey("revealer\uFFFD", harbour.id)]),
    );
  });
});
