import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, leadDeliveries, leads, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, TEST_NOW } from "@/platform/db/testing/test-database";
import type { TradeInOffer } from "@/domain/trade-in-types";
import { leadAdf } from "@/features/leads";
import { capturedTradeInLead } from "@/features/trade-in/testing/captured-lead";
import { changeFlow, loadFlow, startFlow } from "./trade-in-flows.db";
import { pickLists, stockPlate, stockValuation } from "./trade-in-market.db";
import { flowView, offerExpiry } from "./trade-in-flow";
import type { Answers } from "./valuation";

let handle: DatabaseHandle;
let siteId: number;
let dealer: { id: number; name: string; leadEmail: string };
const best: Answers = {
  body: "good",
  interior: "excellent",
  tyres: "good",
  windscreen: "no damage",
  accidentDamage: "no",
  serviceHistory: "full",
  financeOwing: "yes",
  modifications: "no",
  keys: "2 or more",
};

/** The lead capture as the valuation form stores it, then the flow's start. */
const capturedLead = () => capturedTradeInLead(handle.db, siteId, dealer);

const stagesOf = async (leadId: number) =>
  (
    await handle.db
      .select({ stage: leadDeliveries.stage, channel: leadDeliveries.channel })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, leadId))
  )
    .map((d) => `${d.stage}:${d.channel}`)
    .sort();

const offer = (madeAt: Date): TradeInOffer => ({
  price: 21_300,
  madeAt: madeAt.toISOString(),
  expiresAt: offerExpiry(madeAt).toISOString(),
  comparables: 5,
  assumptions: ["Subject to an inspection of the car by the dealer."],
});

const car = {
  source: "lookup" as const,
  year: 2021,
  make: "Mazda",
  model: "CX-5",
  badge: "Maxx Sport",
  vin: "JM0KF4W7A00000001",
  colour: "Soul Red",
  body: "SUV",
  regoExpiry: "2027-03-31",
};

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  siteId = (await seeded.siteFor("bigbox-used")).id;
  const [d] = await handle.db.select().from(dealerships).where(eq(dealerships.siteId, siteId)).limit(1);
  dealer = { id: d!.id, name: d!.name, leadEmail: d!.leadEmail };
});
afterAll(async () => handle?.close());

describe("the trade-in flow: one lead, rewritten at each step", () => {
  it("stores the lead at the first step with its dealer delivery, so an abandoned flow still reaches the dealer", async () => {
    const leadId = await capturedLead();
    await startFlow(handle.db, siteId, leadId); // a resent form starts nothing new
    expect(await stagesOf(leadId)).toEqual(["lead:email"]);
    expect(await loadFlow(handle.db, siteId, leadId)).toMatchObject({ state: "vehicle", vehicle: null });
    expect(await loadFlow(handle.db, siteId + 999, leadId)).toBeNull(); // another site never sees it
  });

  it("moves through rego, answers and offer to acceptance, each milestone queued once for the dealer", async () => {
    const leadId = await capturedLead();
    await changeFlow(handle.db, siteId, leadId, () => ({
      rego: "ABC123",
      regoState: "WA",
      lookup: "found",
      vehicle: car,
      state: "answers",
    }));
    let [row] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row!.snapshot).toMatchObject({ rego: "ABC123", regoState: "WA", tradeIn: { year: 2021, make: "Mazda" } });
    expect(row!.subcategory).toBe("1. Lead Captured");

    const madeAt = new Date(TEST_NOW);
    const offered = await changeFlow(
      handle.db,
      siteId,
      leadId,
      (f) =>
        f.state === "answers" ? { km: 48_000, answers: { ...best }, offer: offer(madeAt), state: "offered" } : null,
      { stage: "offer", now: madeAt },
    );
    expect(offered && flowView(offered, madeAt)).toBe("offer");
    [row] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row!.subcategory).toBe("2. Offer Made");
    expect(row!.snapshot.adjustmentAnswers).toMatchObject({
      Kilometres: "48,000",
      "Condition of the body and paint": "Good",
      "Is there finance owing on the car?": "Yes",
    });
    expect(row!.snapshot).toMatchObject({ offerAccepted: false, formCompleted: false });

    const accept = () =>
      changeFlow(
        handle.db,
        siteId,
        leadId,
        (f) => (flowView(f, madeAt) === "offer" ? { state: "accepted", acceptedAt: madeAt } : null),
        { stage: "accepted", now: madeAt },
      );
    // A double click: both run, one moves the flow, the other finds it accepted and changes nothing.
    const results = await Promise.all([accept(), accept()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    [row] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row!.subcategory).toBe("3. Offer Accepted");
    expect(row!.snapshot).toMatchObject({ offerAccepted: true, formCompleted: true });
    expect(await stagesOf(leadId)).toEqual(["accepted:email", "lead:email", "offer:email"]);

    // The dealer's ADF carries the car as the trade-in vehicle with the offer and the answers.
    const adf = leadAdf({ ...row!.snapshot, id: leadId, createdAt: row!.createdAt });
    expect(adf).toContain('<vehicle interest="trade-in" status="used">');
    expect(adf).toContain("<vin>JM0KF4W7A00000001</vin>");
    expect(adf).toContain('<price type="appraisal" currency="AUD">21300</price>');
    expect(adf).toContain("<condition>good</condition>");
    expect(adf).toContain("Subcategory: 3. Offer Accepted");
    expect(adf).toContain("Is there finance owing on the car?: Yes");
  });

  it("refuses to accept an offer once its expiry has passed, and changes nothing", async () => {
    const leadId = await capturedLead();
    const madeAt = new Date(TEST_NOW);
    await changeFlow(handle.db, siteId, leadId, () => ({
      vehicle: car,
      km: 48_000,
      answers: { ...best },
      offer: offer(madeAt),
      state: "offered",
    }));
    const later = offerExpiry(madeAt);
    const refused = await changeFlow(
      handle.db,
      siteId,
      leadId,
      (f) => (flowView(f, later) === "offer" ? { state: "accepted", acceptedAt: later } : null),
      { stage: "accepted", now: later },
    );
    expect(refused).toBeNull();
    expect(await loadFlow(handle.db, siteId, leadId)).toMatchObject({ state: "offered", acceptedAt: null });
    expect(await stagesOf(leadId)).toEqual(["lead:email"]);
  });
});

describe("the demo valuation over the site's own stock", () => {
  it("values a car from the site's listed cars of its make and model, never higher for more kilometres", async () => {
    const [common] = await handle.db
      .select({
        make: vehicles.make,
        model: vehicles.model,
        year: sql<number>`max(${vehicles.year})`,
        n: sql<number>`count(*)::int`,
      })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.status, "in_stock"), sql`${vehicles.price} > 200`))
      .groupBy(vehicles.make, vehicles.model)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(common!.n).toBeGreaterThanOrEqual(3);
    const service = stockValuation(handle.db, siteId);
    const at = (km: number) => service.value({ ...common!, km }, best, TEST_NOW);
    const [near, far] = await Promise.all([at(20_000), at(90_000)]);
    expect(near.kind).toBe("offer");
    expect(far.kind).toBe("offer");
    if (near.kind === "offer" && far.kind === "offer") expect(far.price).toBeLessThanOrEqual(near.price);
    expect((await service.value({ ...common!, year: common!.year - 9, km: 20_000 }, best, TEST_NOW)).kind).toBe(
      "appraisal",
    );
  });

  it("lists makes, then a make's models, then a model's badges, for the shopper to pick from", async () => {
    const lists = await pickLists(handle.db, {});
    expect(lists.makes.length).toBeGreaterThan(3);
    expect(lists.models).toEqual([]);
    const [one] = await handle.db
      .select()
      .from(vehicles)
      .where(sql`${vehicles.badge} is not null`)
      .limit(1);
    const picked = await pickLists(handle.db, { make: one!.make.toUpperCase(), model: one!.model });
    expect(picked.models).toContain(one!.model);
    expect(picked.badges).toContain(one!.badge);
  });

  it("finds a demo dealer's registered car by its plate, whatever the spaces, in its own state only", async () => {
    const [registered] = await handle.db
      .select()
      .from(vehicles)
      .where(and(sql`${vehicles.regplate} is not null`, sql`${vehicles.state} is not null`))
      .limit(1);
    const plate = registered!.regplate!.replace(/[\s-]/g, "").toUpperCase();
    const state = registered!.state!.toUpperCase() as "WA";
    expect(await stockPlate(handle.db, plate, state)).toMatchObject({
      make: registered!.make,
      model: registered!.model,
      year: registered!.year,
    });
    expect(await stockPlate(handle.db, plate, state === "WA" ? "NSW" : "WA")).toBeNull();
  });
});
