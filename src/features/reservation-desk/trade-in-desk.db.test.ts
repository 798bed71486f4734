import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deskMember,
  groupWithSite,
  locationScope,
  storeDeskLead,
  type GroupSite,
} from "@/features/lead-desk/testing/desk-fixture";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { leadDeliveries, leads, tradeInFlows } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import {
  appraisalLocation,
  changeTradeIn,
  listTradeIns,
  tradeInForMember,
  type TradeInChange,
} from "./trade-in-desk.db";

/** The console's trade-ins on the real database: scope, a manager's revision through the flow's own step, version, audit. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
const NOW = new Date("2026-11-28T02:00:00Z");
const NO_FILTERS = { site: null, state: null, after: null };
const siteScope = (group: GroupSite) => [{ siteId: group.siteId, dealershipId: null, locationId: null }];

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
}, 120_000);
afterAll(async () => handle?.close());

/** A shopper's trade-in at a place with an instant offer made, as the flow's steps leave it. */
async function offeredFlow(group: GroupSite, state: "offered" | "accepted" = "offered", place = group.places[0]!) {
  const leadId = await storeDeskLead(handle.db, place, { category: "Trade-in", subcategory: "2. Offer Made" });
  const [row] = await handle.db
    .insert(tradeInFlows)
    .values({
      leadId,
      siteId: group.siteId,
      state,
      vehicle: {
        source: "picked",
        year: 2019,
        make: "Mazda",
        model: "CX-5",
        badge: "Maxx",
        vin: null,
        colour: null,
        body: null,
        regoExpiry: null,
      },
      km: 60_000,
      answers: { body: "good" },
      offer: {
        price: 18_000,
        madeAt: "2026-11-27T02:00:00.000Z",
        expiresAt: "2026-12-04T02:00:00.000Z",
        comparables: 6,
        assumptions: ["Service history complete"],
      },
    })
    .returning({ updatedAt: tradeInFlows.updatedAt });
  return { leadId, version: row!.updatedAt.getTime() };
}

const revision = (leadId: number, version: number, price = 16_500): TradeInChange => ({
  leadId,
  version,
  kind: "offer",
  change: {
    state: "offered",
    appraisalReason: null,
    offer: {
      price,
      madeAt: NOW.toISOString(),
      expiresAt: "2026-12-10T13:00:00.000Z",
      comparables: 6,
      assumptions: ["Revised by the dealer"],
    },
  },
  audit: { price },
  message: () => ({ subject: "Your trade-in offer has changed", text: `Now $${price}` }),
});

const receipts = (leadId: number) =>
  handle.db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, "receipt")));

describe("reading trade-ins in the console", () => {
  it("lists the group's trade-ins with their offers; another group lists none and reads each as missing", async () => {
    const { leadId } = await offeredFlow(harbour);
    const owner = deskMember(harbour, "owner").member;
    const listed = await listTradeIns(handle.db, owner, NO_FILTERS);
    expect(listed.rows.find((r) => r.leadId === leadId)).toMatchObject({ state: "offered", offer: { price: 18_000 } });
    const other = deskMember(southern, "owner").member;
    expect((await listTradeIns(handle.db, other, NO_FILTERS)).rows.map((r) => r.leadId)).not.toContain(leadId);
    expect(await tradeInForMember(handle.db, other, leadId)).toBeNull();
  });

  it("a salesperson of another location neither lists nor reads it; filters by state", async () => {
    const [here, there] = harbour.places;
    const { leadId } = await offeredFlow(harbour, "offered", here);
    const away = deskMember(harbour, "sales", [locationScope(there!)]).member;
    expect((await listTradeIns(handle.db, away, NO_FILTERS)).rows.map((r) => r.leadId)).not.toContain(leadId);
    expect(await tradeInForMember(handle.db, away, leadId)).toBeNull();
    const home = deskMember(harbour, "sales", [locationScope(here!)]).member;
    expect(await tradeInForMember(handle.db, home, leadId)).not.toBeNull();
    const accepted = await listTradeIns(handle.db, home, { ...NO_FILTERS, state: "accepted" });
    expect(accepted.rows.map((r) => r.leadId)).not.toContain(leadId);
  });
});

describe("a manager revising an offer", () => {
  it("updates the flow and the dealer's lead, e-mails the shopper through the lead outbox, and audits it", async () => {
    const { leadId, version } = await offeredFlow(harbour);
    const manager = deskMember(harbour, "manager", siteScope(harbour), "mia");
    const result = await changeTradeIn(handle.db, manager, revision(leadId, version), null, NOW);
    expect(result).toEqual({ ok: true, version: NOW.getTime() });
    const [flow] = await handle.db.select().from(tradeInFlows).where(eq(tradeInFlows.leadId, leadId));
    expect(flow).toMatchObject({ state: "offered", offer: { price: 16_500, expiresAt: "2026-12-10T13:00:00.000Z" } });
    const [lead] = await handle.db.select({ snapshot: leads.snapshot }).from(leads).where(eq(leads.id, leadId));
    expect(lead!.snapshot.answers["Instant offer"]).toContain("$16,500");
    expect(await receipts(leadId)).toMatchObject([
      { stage: "offer", destination: "jane@example.com", status: "pending", message: { text: "Now $16500" } },
    ]);
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "trade-in", id: String(leadId) })).toMatchObject([
      {
        actorId: "mia",
        action: "trade-in.offer",
        before: { state: "offered", offer: { price: 18_000 } },
        after: { price: 16_500, state: "offered", shopperTold: true },
      },
    ]);
  });

  it("a second revision replaces the shopper's e-mail and sends it afresh", async () => {
    const { leadId, version } = await offeredFlow(harbour);
    const owner = deskMember(harbour, "owner");
    const first = await changeTradeIn(handle.db, owner, revision(leadId, version, 17_000), null, NOW);
    await handle.db.update(leadDeliveries).set({ status: "sent" }).where(eq(leadDeliveries.leadId, leadId));
    const later = new Date(NOW.getTime() + 60_000);
    expect(
      first.ok && (await changeTradeIn(handle.db, owner, revision(leadId, first.version, 17_500), null, later)),
    ).toMatchObject({
      ok: true,
    });
    expect(await receipts(leadId)).toMatchObject([{ status: "pending", message: { text: "Now $17500" } }]);
  });

  it("of two revisions from the same page, one wins and the other is told the trade-in changed", async () => {
    const { leadId, version } = await offeredFlow(harbour);
    const manager = deskMember(harbour, "manager", siteScope(harbour));
    const results = await Promise.all([
      changeTradeIn(handle.db, manager, revision(leadId, version, 15_000), null, NOW),
      changeTradeIn(handle.db, manager, revision(leadId, version, 19_000), null, NOW),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "stale" }]);
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "trade-in", id: String(leadId) })).toHaveLength(1);
  });

  it("an accepted offer is not revised", async () => {
    const { leadId, version } = await offeredFlow(harbour, "accepted");
    const owner = deskMember(harbour, "owner");
    expect(await changeTradeIn(handle.db, owner, revision(leadId, version), null, NOW)).toEqual({
      ok: false,
      reason: "not-revisable",
    });
  });

  it("a salesperson, another group, or a manager elsewhere changes nothing and is told it is not found", async () => {
    const { leadId, version } = await offeredFlow(harbour);
    for (const who of [
      deskMember(harbour, "sales", siteScope(harbour)),
      deskMember(southern, "owner"),
      deskMember(southern, "manager", siteScope(southern)),
      deskMember(harbour, "manager", siteScope(southern)),
    ])
      expect(await changeTradeIn(handle.db, who, revision(leadId, version), null, NOW)).toEqual({
        ok: false,
        reason: "not-found",
      });
    const [flow] = await handle.db.select().from(tradeInFlows).where(eq(tradeInFlows.leadId, leadId));
    expect(flow!.offer!.price).toBe(18_000);
    expect(await receipts(leadId)).toEqual([]);
  });

  it("books an appraisal: the flow and the lead read as an appraisal, the dealer's appraisal delivery is queued", async () => {
    const { leadId, version } = await offeredFlow(harbour);
    const owner = deskMember(harbour, "owner");
    const trade = (await tradeInForMember(handle.db, owner.member, leadId))!;
    expect(await appraisalLocation(handle.db, trade)).toMatchObject({ id: harbour.places[0]!.locationId });
    const result = await changeTradeIn(
      handle.db,
      owner,
      {
        leadId,
        version,
        kind: "appraisal",
        change: { state: "appraisal", offer: null, appraisalReason: "Appraisal booked for Mon 30 Nov 2026, 10:00 am" },
        audit: { slot: "2026-11-30T10:00" },
        message: () => ({ subject: "Your appraisal", text: "Monday 10 am" }),
      },
      null,
      NOW,
    );
    expect(result.ok).toBe(true);
    const [lead] = await handle.db
      .select({ subcategory: leads.subcategory, snapshot: leads.snapshot })
      .from(leads)
      .where(eq(leads.id, leadId));
    expect(lead!.subcategory).toBe("2. Appraisal Requested");
    expect(lead!.snapshot.answers["Appraisal"]).toContain("Mon 30 Nov");
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(deliveries.map((d) => `${d.channel}:${d.stage}`).sort()).toEqual(
      expect.arrayContaining(["email:appraisal", "receipt:appraisal"]),
    );
  });
});
