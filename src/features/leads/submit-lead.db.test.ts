import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, gt, isNull, lte, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { analyticsEvents, dealerships, leadDeliveries, leads, locations, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { appointmentDays, slotLabel } from "./appointment-slots";
import { PHOTO_REQUEST_TEXT } from "./forms/request-photos";
import { solveChallenge } from "./proof-of-work";
import { spamChallenge } from "./spam-check.server";
import type { LeadError, LeadOutcome } from "./lead-result";
import { submitLead } from "./submit-lead.server";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
let harbour: CurrentSite;
let clients = 0;
const contact = { name: "Jo", email: "jo.citizen@example.com", phone: "0412 345 678", terms_conditions: "on" };
const PAGE = "https://harbour-toyota.example/contact";
const db = () => handle.db;

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  harbour = await siteFor("harbour-toyota");
});
afterAll(async () => handle?.close());

/** Solves the site's spam-check puzzle as the browser would (difficulty 16: about half a second). */
async function pow(site: CurrentSite) {
  const challenge = (await spamChallenge(site))!;
  return { pow_token: challenge.token, pow_nonce: await solveChallenge(challenge.token, challenge.difficulty) };
}
type Opts = { client?: string; now?: Date; pageUrl?: string; site?: CurrentSite };
const submitEntries = (entries: [string, unknown][], o: Opts = {}) =>
  submitLead(
    o.site ?? harbour,
    entries,
    { pageUrl: o.pageUrl ?? PAGE, userAgent: "Vitest/1", client: o.client ?? `client-${++clients}` },
    o.now,
  );
const submit = (form: string, fields: Record<string, unknown>, o: Opts = {}) =>
  submitEntries(Object.entries({ form, ...fields }), o);
const leadCount = async () => (await db().select({ n: count() }).from(leads))[0]!.n;
async function car(where: SQL, site = harbour) {
  const [row] = await db()
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.siteId, site.id), where))
    .orderBy(vehicles.id)
    .limit(1);
  return row!;
}
const location = async (slug: string) =>
  (
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.siteId, harbour.id), eq(locations.slug, slug)))
  )[0]!;
/** The stored lead, its deliveries and its analytics events. */
async function stored(outcome: LeadOutcome) {
  if (!outcome.ok || outcome.value.status !== "stored") throw new Error(`lead not stored: ${JSON.stringify(outcome)}`);
  const id = outcome.value.leadId;
  const [lead] = await db().select().from(leads).where(eq(leads.id, id));
  return {
    lead: lead!,
    deliveries: await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)),
    events: await db().select().from(analyticsEvents).where(eq(analyticsEvents.leadId, id)),
  };
}
const sellable = and(eq(vehicles.status, "in_stock"), gt(vehicles.price, 200), isNull(vehicles.tag));

describe(`submitLead (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("stores a verified car enquiry with every Lead field, one pending e-mail to the car's location and event 15 (used car)", async () => {
    const c = await car(and(eq(vehicles.carType, "used"), sellable)!);
    const [loc] = await db().select().from(locations).where(eq(locations.id, c.locationId!));
    const [dealer] = await db().select().from(dealerships).where(eq(dealerships.id, c.dealershipId));
    const url = `https://harbour-toyota.example/cars/${c.slug}?utm_source=google`;
    const outcome = await submit(
      "enquiry",
      {
        ...contact,
        ...(await pow(harbour)),
        category: "Vehicle Enquiry",
        message: "Is it still available?",
        car_id: String(c.id),
        opt_in_finance: "on",
        Rego: "1ABC234",
        // Car context the browser sends is ignored (the server reads its own stock), and a car's own dealership takes the lead.
        stock_number: "FAKE",
        "Vehicle Make": "Fake",
        dealership_slug: "no-such-dealer",
        visited_pages: JSON.stringify(["/", "/search/used-cars", "https://evil.example/x", "//evil.example/y", 7]),
        linked_query_params: JSON.stringify({ utm_source: "google", gclid: "abc123", "bad key": "x", n: 5 }),
      },
      { pageUrl: url },
    );
    expect(outcome).toMatchObject({ ok: true, value: { status: "stored", category: "Vehicle Enquiry", eventId: 15 } });
    const { lead, deliveries, events } = await stored(outcome);
    expect(lead).toMatchObject({
      siteId: harbour.id,
      dealershipId: c.dealershipId,
      locationId: c.locationId,
      vehicleId: c.id,
      category: "Vehicle Enquiry",
      subcategory: null,
      source: "Website",
      url,
      userAgent: "Vitest/1",
      eventId: 15,
    });
    expect(lead.snapshot).toEqual({
      siteName: "Harbour Toyota",
      siteUrl: "https://harbour-toyota.example",
      category: "Vehicle Enquiry",
      subcategory: null,
      source: "Website",
      url,
      userAgent: "Vitest/1",
      customer: { name: "Jo", lastName: null, email: "jo.citizen@example.com", phone: "0412 345 678", postcode: null },
      message: "Is it still available?",
      optIn: true,
      optInFinance: true,
      optInTrade: false,
      vehicle: {
        id: c.id,
        year: c.year,
        make: c.make,
        model: c.model,
        badge: c.badge,
        vin: c.vin,
        stocknum: c.stocknum,
        price: c.price,
        carType: "used",
        status: "in_stock",
        km: c.km,
      },
      tradeIn: null,
      dealership: { id: dealer!.id, name: dealer!.name, leadEmail: loc!.email },
      location: {
        id: loc!.id,
        name: loc!.name,
        phone: loc!.phone,
        street: loc!.street,
        city: loc!.city,
        state: loc!.state,
        postcode: loc!.postcode,
      },
      answers: { Rego: "1ABC234" },
      visitedPages: ["/", "/search/used-cars"],
      linkedQueryParams: { utm_source: "google", gclid: "abc123" },
      formCompleted: true,
      offerAccepted: false,
      rego: "1ABC234",
      regoState: null,
      adjustmentAnswers: {},
    });
    expect(deliveries).toEqual([
      expect.objectContaining({
        channel: "email",
        destination: loc!.email,
        status: "pending",
        attempts: 0,
        secretRef: null,
      }),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        siteId: harbour.id,
        eventId: 15,
        name: "lead",
        vehicleId: c.id,
        params: {
          category: "Vehicle Enquiry",
          subcategory: null,
          form: "enquiry",
          vehicleStatus: "in_stock",
          vehicleMake: c.make,
          vehicleModel: c.model,
          vehicleYear: c.year,
          vehicleKilometers: c.km,
        },
      }),
    ]);
  });

  it.each([
    ["no car → 22", async () => ({}), "General Enquiry", null, 22, "General Enquiry"],
    [
      "new car → 14",
      async () => ({ car_id: String((await car(and(eq(vehicles.carType, "new"), sellable)!)).id) }),
      "Vehicle Enquiry",
      null,
      14,
      "Vehicle Enquiry",
    ],
    [
      "car tagged 'Test Drive Only' → 17",
      async () => ({
        car_id: String((await car(and(eq(vehicles.tag, "Test Drive Only"), eq(vehicles.status, "in_stock"))!)).id),
      }),
      "Vehicle Enquiry",
      null,
      17,
      "Vehicle Enquiry",
    ],
    [
      "Careers → General Enquiry / Career Enquiry, 51",
      async () => ({}),
      "Careers",
      "Career Enquiry",
      51,
      "General Enquiry",
    ],
  ])("enquiry event id rule: %s", async (_rule, extra, category, subcategory, eventId, storedCategory) => {
    const outcome = await submit("enquiry", {
      ...contact,
      category,
      message: "Hello",
      location: "fremantle-sales",
      ...(await extra()),
    });
    const { lead, events } = await stored(outcome);
    expect(lead).toMatchObject({ category: storedCategory, subcategory, eventId });
    expect(events.map((e) => e.eventId)).toEqual([eventId]);
  });

  it("finance routing rule: a Finance Enquiry goes to finance@harbour-toyota.example (the site's route)", async () => {
    const { lead, deliveries } = await stored(
      await submit("finance", {
        ...contact,
        vehiclePriceBudget: "35,000",
        vehicle_condition: "used",
        opt_in_trade: "on",
        message: "Low deposit",
      }),
    );
    expect(lead).toMatchObject({ category: "Finance Enquiry", subcategory: null, eventId: 22 });
    expect(lead.snapshot).toMatchObject({
      optInTrade: true,
      answers: { "Vehicle price budget": "$35,000.00", "Vehicle condition": "used" },
    });
    expect(deliveries).toEqual([
      expect.objectContaining({ channel: "email", destination: "finance@harbour-toyota.example", status: "pending" }),
    ]);
  });

  it.each([
    ["sold", eq(vehicles.status, "sold")],
    ["price ≤ 200", and(eq(vehicles.status, "in_stock"), lte(vehicles.price, 200))!],
  ])(
    "similar-car rule: a car that does not qualify (%s) gets 'Find me something similar' when no subcategory is given",
    async (_rule, where) => {
      const c = await car(where);
      const { lead } = await stored(
        await submit("enquiry", {
          ...contact,
          category: "Vehicle Enquiry",
          message: "Something like this?",
          car_id: String(c.id),
          location: "fremantle-sales",
        }),
      );
      expect(lead).toMatchObject({ vehicleId: c.id, subcategory: "Find me something similar" });
      const chosen = await stored(
        await submit("enquiry", {
          ...contact,
          category: "Vehicle Enquiry",
          subcategory: "Trade question",
          message: "Hi",
          car_id: String(c.id),
          location: "fremantle-sales",
        }),
      );
      expect(chosen.lead.subcategory).toBe("Trade question");
    },
  );

  it("make-an-offer formats the Offer answer; request-photos stores its request text", async () => {
    const c = await car(and(eq(vehicles.carType, "used"), sellable)!);
    const offer = await stored(
      await submit("make-an-offer", { ...contact, car_id: String(c.id), offer_from_client: "$25,000" }),
    );
    expect(offer.lead).toMatchObject({
      category: "Vehicle Enquiry",
      subcategory: "Make an Offer",
      vehicleId: c.id,
      eventId: 15,
    });
    expect(offer.lead.snapshot.answers).toEqual({ Offer: "$25,000.00" });
    const photos = await stored(await submit("request-photos", { ...contact, car_id: String(c.id) }));
    expect(photos.lead).toMatchObject({ category: "Vehicle Enquiry", subcategory: "Request Photos", vehicleId: c.id });
    expect(photos.lead.snapshot.answers).toEqual({ Request: PHOTO_REQUEST_TEXT });
  });

  it("a form other than the enquiry files its own subcategory, even when the page sent the similar-car default", async () => {
    const c = await car(eq(vehicles.status, "sold"));
    const photos = await stored(
      await submit("request-photos", { ...contact, car_id: String(c.id), subcategory: "Find me something similar" }),
    );
    expect(photos.lead).toMatchObject({ category: "Vehicle Enquiry", subcategory: "Request Photos", vehicleId: c.id });
  });

  it("fleet rule: category Fleet, event 19, to the dealership's lead address", async () => {
    const { lead, deliveries } = await stored(
      await submit("fleet", { ...contact, company: "Acme Haulage", fleet_size: "5-9", message: "Ten utes" }),
    );
    expect(lead).toMatchObject({
      category: "Fleet",
      subcategory: null,
      eventId: 19,
      locationId: null,
      vehicleId: null,
    });
    expect(lead.snapshot.answers).toEqual({ Company: "Acme Haulage", "Fleet size": "5-9" });
    expect(deliveries.map((d) => d.destination)).toEqual(["leads@harbour-toyota.example"]);
    expect(lead.snapshot.visitedPages).toEqual(["/contact"]); // no visited_pages: the page the form was sent from
  });

  it("location rule: postcode 6160 picks the nearest location; an unknown postcode is refused with 'Invalid postcode'", async () => {
    const fremantle = await location("fremantle-sales");
    // Harbour Toyota's own HiLux offer (sites/content/sites/harbour-toyota.json).
    const offer = { id: 101, name: "HiLux SR5 with free tub liner and tow pack" };
    const { lead, deliveries } = await stored(
      await submit("location", { ...contact, last_name: "Citizen", postcode: "6160", offer_id: String(offer.id) }),
    );
    expect(lead).toMatchObject({
      category: "General Enquiry",
      subcategory: "Offer Enquiry",
      locationId: fremantle.id,
      eventId: 22,
    });
    expect(lead.snapshot).toMatchObject({
      customer: { lastName: "Citizen", postcode: "6160" },
      location: { id: fremantle.id },
      answers: { "Special offer": offer.name },
    });
    expect(deliveries.map((d) => d.destination)).toEqual([fremantle.email]);
    const before = await leadCount();
    const unknown = await submit("location", { ...contact, last_name: "Citizen", postcode: "0001" });
    expect(unknown).toMatchObject({ ok: false, error: { code: "invalid", fields: { postcode: "Invalid postcode" } } });
    expect(await leadCount()).toBe(before);
  });

  it("valuation rule: the trade-in flow's lead capture, Trade-In / 1. Lead Captured, event 18, not yet completed", async () => {
    const fremantle = await location("fremantle-sales");
    const { lead } = await stored(
      await submit("valuation", {
        ...contact,
        finance: "No",
        location_id: String(fremantle.id),
        postcode: "6160",
      }),
    );
    expect(lead).toMatchObject({
      category: "Trade-In",
      subcategory: "1. Lead Captured",
      eventId: 18,
      locationId: fremantle.id,
    });
    expect(lead.snapshot.tradeIn).toEqual({
      year: null,
      make: null,
      model: null,
      km: null,
      rego: null,
      regoState: null,
    });
    expect(lead.snapshot.customer.postcode).toBe("6160");
    expect(lead.snapshot).toMatchObject({ formCompleted: false, offerAccepted: false });
    expect(lead.snapshot.answers).toEqual({ "Preferred contact method": "Phone", "Would like finance": "No" });
  });

  it("test-drive slot rule: a real slot at the car's location is stored (event 48); a made-up time is refused", async () => {
    const now = new Date();
    const c = await car(and(eq(vehicles.carType, "used"), sellable)!);
    const [loc] = await db().select().from(locations).where(eq(locations.id, c.locationId!));
    const days = appointmentDays({
      hours: loc!.openingHours,
      special: loc!.specialHours,
      now,
      timeZone: harbour.config.timeZone,
    });
    const slot = days[0]!.slots.at(-1)!.value;
    const fields = { ...contact, car_id: String(c.id), terms_agreed: "on" };
    const { lead } = await stored(await submit("test-drive", { ...fields, dateTime: slot }, { now }));
    expect(lead).toMatchObject({
      category: "Test Drive",
      subcategory: null,
      eventId: 48,
      vehicleId: c.id,
      locationId: loc!.id,
    });
    expect(lead.snapshot.answers).toEqual({
      "Preferred test drive time": slotLabel(slot),
      "Accepted the test drive terms": "Yes",
    });
    const before = await leadCount();
    for (const madeUp of [`${days[0]!.date}T03:15`, "2020-01-01T10:00"]) {
      expect(await submit("test-drive", { ...fields, dateTime: madeUp }, { now })).toMatchObject({
        ok: false,
        error: { code: "invalid", fields: { dateTime: expect.stringMatching(/no longer available/) } },
      });
    }
    expect(await leadCount()).toBe(before);
  });

  it("multi-step rule: test-drive step 0 checks only its own fields and moves on without storing; the last step stores", async () => {
    const before = await leadCount();
    expect(await submit("test-drive", { step: "0", message: "Weekend please" })).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { location: expect.any(String) } },
    });
    expect(await submit("test-drive", { step: "0", location: "fremantle-sales", message: "Weekend please" })).toEqual({
      ok: true,
      value: { status: "next-step", step: 1, values: { location: "fremantle-sales", message: "Weekend please" } },
    });
    expect(await submit("test-drive", { step: "7", location: "fremantle-sales" })).toMatchObject({
      ok: false,
      error: { code: "malformed", fields: { step: "Unknown step" } },
    });
    expect(await leadCount()).toBe(before);
    const { lead } = await stored(
      await submit("test-drive", { ...contact, step: "1", location: "fremantle-sales", terms_agreed: "on" }),
    );
    expect(lead).toMatchObject({ category: "Test Drive", eventId: 48 });
  });

  it.each<[string, () => Promise<[string, unknown][]>, { ok: false; error: Partial<LeadError> }]>([
    [
      "missing fields",
      async () => [
        ["form", "enquiry"],
        ["message", "Hi"],
        ["location", "fremantle-sales"],
      ],
      {
        ok: false,
        error: {
          code: "invalid",
          fields: {
            name: expect.any(String),
            email: expect.any(String),
            phone: expect.any(String),
            terms_conditions: expect.any(String),
          },
        },
      },
    ],
    [
      "another site's car id",
      async () => [
        ["form", "enquiry"],
        ...Object.entries(contact),
        ["message", "Hi"],
        ["car_id", String((await car(sellable!, await siteFor("bigbox-used"))).id)],
      ],
      { ok: false, error: { code: "not_found", fields: { car_id: "Unknown car" } } },
    ],
    [
      "non-numeric car_id",
      async () => [["form", "enquiry"], ...Object.entries(contact), ["message", "Hi"], ["car_id", "12abc"]],
      { ok: false, error: { code: "malformed", fields: { car_id: "Unknown car" } } },
    ],
    [
      "unknown form kind",
      async () => [["form", "newsletter"], ...Object.entries(contact)],
      { ok: false, error: { code: "malformed", fields: { form: "Unknown form" } } },
    ],
    [
      "a File value",
      async () => [["form", "enquiry"], ...Object.entries(contact), ["licence", new File(["x"], "licence.pdf")]],
      { ok: false, error: { code: "not_text", fields: { licence: expect.any(String) } } },
    ],
    [
      "an oversize message",
      async () => [["form", "enquiry"], ...Object.entries(contact), ["message", "x".repeat(10_001)]],
      { ok: false, error: { code: "too_large" } },
    ],
    [
      "the honeypot website_url filled",
      async () => [
        ["form", "enquiry"],
        ...Object.entries(contact),
        ["message", "Hi"],
        ["location", "fremantle-sales"],
        ["website_url", "http://spam.example"],
      ],
      { ok: false, error: { code: "spam", message: "The spam check did not complete. Please try again." } },
    ],
    [
      "a new car without the location the brand requires",
      async () => [
        ["form", "enquiry"],
        ...Object.entries(contact),
        ["message", "Hi"],
        ["car_id", String((await car(and(eq(vehicles.carType, "new"), sellable)!)).id)],
      ],
      { ok: false, error: { code: "invalid", fields: { location: expect.any(String) } } },
    ],
  ])("bad input stores nothing: %s", async (_case, entries, expected) => {
    const before = await leadCount();
    expect(await submitEntries(await entries())).toMatchObject(expected);
    expect(await leadCount()).toBe(before);
  });

  it("spam-check rule: a wrong pow_nonce is refused (403); a solved token counts as proof once, then as none (the stricter limits)", async () => {
    const fields = { ...contact, message: "Hi", location: "fremantle-sales" };
    const before = await leadCount();
    let solved = await pow(harbour);
    while (solved.pow_nonce === "0") solved = await pow(harbour); // the solver returns the smallest answer, so "0" is then wrong
    expect(await submit("enquiry", { ...fields, ...solved, pow_nonce: "0" })).toMatchObject({
      ok: false,
      error: { code: "spam", message: "The spam check did not complete. Please try again." },
    });
    expect(await submit("enquiry", { ...fields, ...solved }, { site: await siteFor("bigbox-used") })).toMatchObject({
      ok: false,
      error: { code: "spam" },
    }); // another site's puzzle
    expect(await leadCount()).toBe(before);
    expect(await submit("enquiry", { ...fields, ...solved }, { client: "replayer" })).toMatchObject({
      ok: true,
      value: { status: "stored" },
    });
    // Replays are taken like submissions without JavaScript: 4 per client, then refused.
    for (let i = 0; i < 4; i++)
      expect(await submit("enquiry", { ...fields, ...solved }, { client: "replayer" })).toMatchObject({
        ok: true,
        value: { status: "stored" },
      });
    expect(await submit("enquiry", { ...fields, ...solved }, { client: "replayer" })).toMatchObject({
      ok: false,
      error: { code: "rate_limited" },
    });
    expect(await leadCount()).toBe(before + 5);
  });

  it("spam-check rule: a puzzle from before a restart (another secret) or too old is taken as no proof, not refused", async () => {
    const solved = await pow(harbour);
    const forged = { ...solved, pow_token: solved.pow_token.replace(/.$/, (c) => (c === "0" ? "1" : "0")) }; // signature no longer matches
    expect(
      await submit(
        "enquiry",
        { ...contact, message: "Hi", location: "fremantle-sales", ...forged },
        { client: "restarted" },
      ),
    ).toMatchObject({ ok: true, value: { status: "stored" } });
    const expired = await submit(
      "enquiry",
      { ...contact, message: "Hi", location: "fremantle-sales", ...(await pow(harbour)) },
      { client: "sleepy", now: new Date(Date.now() + 31 * 60_000) },
    );
    expect(expired).toMatchObject({ ok: true, value: { status: "stored" } });
  });

  it("text rule: script tags and SQL fragments are stored verbatim as text", async () => {
    const hostile = "<script>alert(1)</script>'; DROP TABLE leads;--";
    const { lead } = await stored(
      await submit("enquiry", {
        ...contact,
        name: `Robert'); DROP TABLE leads;--`,
        message: hostile,
        location: "fremantle-sales",
      }),
    );
    expect(lead.snapshot.message).toBe(hostile);
    expect(lead.snapshot.customer.name).toBe("Robert'); DROP TABLE leads;--");
    const [again] = await db().select({ message: leads.snapshot }).from(leads).where(eq(leads.id, lead.id));
    expect(again!.message.message).toBe(hostile);
    expect(await leadCount()).toBeGreaterThan(1); // the table is still there, with the other tests' leads
  });

  it("rate-limit rule: the 5th unverified lead from one client on one site within 10 minutes is refused with 429", async () => {
    const fields = { ...contact, message: "Hi", location: "fremantle-sales" };
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await submit("enquiry", fields, { client: "busy-client" }));
    expect(outcomes.slice(0, 4).map((o) => o.ok && o.value.status)).toEqual(["stored", "stored", "stored", "stored"]);
    expect(outcomes[4]).toMatchObject({ ok: false, error: { code: "rate_limited" } });
    expect(await submit("enquiry", fields, { client: "another-client" })).toMatchObject({
      ok: true,
      value: { status: "stored" },
    });
    const bigbox = await siteFor("bigbox-used");
    expect(
      await submit("enquiry", { ...fields, location: "blacktown" }, { client: "busy-client", site: bigbox }),
    ).toMatchObject({ ok: true, value: { status: "stored" } });
    // A solved puzzle has its own, larger allowance.
    expect(await submit("enquiry", { ...fields, ...(await pow(harbour)) }, { client: "busy-client" })).toMatchObject({
      ok: true,
      value: { status: "stored" },
    });
  });

  // A browser leaves an unticked checkbox out of the form data, so each checkbox is preceded by a hidden "false".
  it("opt-in rule: an unticked 'Keep me up to date' checkbox (its hidden 'false') is stored as optIn false; absent, it defaults to true", async () => {
    const { lead } = await stored(
      await submit("enquiry", {
        ...contact,
        message: "No marketing please",
        location: "fremantle-sales",
        opt_in: "false",
      }),
    );
    expect(lead.snapshot.optIn).toBe(false);
    const { lead: defaulted } = await stored(
      await submit("enquiry", { ...contact, message: "Hi", location: "fremantle-sales" }),
    );
    expect(defaulted.snapshot.optIn).toBe(true);
  });

  // PostgreSQL text and jsonb cannot hold U+0000: the database boundary drops it, so the lead is kept.
  it("text rule: a NUL character in a field never costs the lead: it is stored without it", async () => {
    const { lead } = await stored(
      await submit("enquiry", { ...contact, message: "Hello\u0000there", location: "fremantle-sales" }),
    );
    expect(lead.snapshot.message).toBe("Hellothere");
  });

  // Only this site's own pages are stored as the lead's page (it appears in the e-mail and the ADF provider url).
  it("page URL rule: a page_url on another origin is not stored as the lead's page or site URL", async () => {
    const { lead } = await stored(
      await submit(
        "enquiry",
        { ...contact, message: "Hi", location: "fremantle-sales" },
        { pageUrl: "https://evil.example/phish" },
      ),
    );
    expect(lead.snapshot.siteUrl).toBe("https://harbour-toyota.example");
    expect(lead.url).not.toContain("evil.example");
  });
});
