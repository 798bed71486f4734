import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { leadDeliveries, leads, staffUsers } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { DeskPlace } from "./desk-place";
import { PENDING_TOO_LONG_MS } from "./lead-comms-rules";
import { deliveriesOfLead, failingDeliveries, resendDelivery, sendReply } from "./lead-comms.db";
import { LEADS_CHANNEL, newLeadsFor } from "./lead-live.db";
import { changeLeadStatus } from "./lead-work.db";
import { deskMember, groupWithSite, locationScope, storeDeskLead, type GroupSite } from "./testing/desk-fixture";

/** The lead desk's messages on the real database: replies, deliveries sent again, the failing banner, new leads heard. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
const NOW = new Date("2026-11-28T09:00:00Z");

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
  await handle.db.insert(staffUsers).values([
    { id: "sam", name: "Sam Seller", email: "sam@harbour-toyota.example" },
    { id: "mia", name: "Mia Manager", email: "mia@harbour-toyota.example" },
    { id: "oscar", name: "Oscar Owner", email: "oscar@southern-cross.example" },
  ]);
}, 120_000);
afterAll(async () => handle?.close());

const leadRow = async (id: number) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const deliveriesOf = (id: number) => handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
const sales = () => deskMember(harbour, "sales", [locationScope(harbour.places[0]!)], "sam");
const manager = () =>
  deskMember(harbour, "manager", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }], "mia");
const otherOwner = () => deskMember(southern, "owner", [], "oscar");
const reply = (leadId: number) => ({ leadId, subject: "Your enquiry about the RAV4", text: "It is still here." });

describe("replying to a shopper", () => {
  it("queues the e-mail to the shopper with Reply-To the salesperson, records it, and counts as first contact", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const result = await sendReply(handle.db, sales(), reply(id), NOW);
    expect(result).toMatchObject({ ok: true, firstContact: true });
    const [delivery] = (await deliveriesOf(id)).filter((row) => row.channel === "reply");
    expect(delivery).toMatchObject({
      channel: "reply",
      destination: "jane@example.com",
      status: "pending",
      message: { subject: "Your enquiry about the RAV4", replyTo: "sam@harbour-toyota.example" },
    });
    expect(delivery!.message!.text).toContain("It is still here.\n\nSam Seller");
    expect(await leadRow(id)).toMatchObject({ status: "contacted", version: 1, firstContactedAt: NOW });
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) })).toMatchObject([
      {
        actorId: "sam",
        action: "lead.reply",
        before: { status: "new", firstContactedAt: null, version: 0 },
        after: { subject: "Your enquiry about the RAV4", replyTo: "sam@harbour-toyota.example", status: "contacted" },
      },
    ]);
  });

  it("a second reply is queued too and leaves first contact and status as they were", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    await sendReply(handle.db, sales(), reply(id), NOW);
    const later = new Date(NOW.getTime() + 60_000);
    expect(await sendReply(handle.db, sales(), reply(id), later)).toMatchObject({ ok: true, firstContact: false });
    expect((await deliveriesOf(id)).filter((row) => row.channel === "reply")).toHaveLength(2);
    expect(await leadRow(id)).toMatchObject({ status: "contacted", version: 1, firstContactedAt: NOW });
  });

  it("a reply to a lead marked lost untouched sets first contact but keeps it lost", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    await changeLeadStatus(handle.db, manager(), { leadId: id, version: 0, to: "lost", lostReason: "Spam" }, NOW);
    expect(await sendReply(handle.db, sales(), reply(id), NOW)).toMatchObject({ ok: true, firstContact: true });
    expect(await leadRow(id)).toMatchObject({ status: "lost", version: 2, firstContactedAt: NOW });
  });

  it("a lead without an e-mail address is told so, and nothing is queued or changed", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!, {
      customer: { name: "Noel", lastName: null, email: null, phone: "0400 000 123", postcode: null },
    });
    expect(await sendReply(handle.db, sales(), reply(id), NOW)).toEqual({ ok: false, reason: "no-email" });
    expect((await deliveriesOf(id)).filter((row) => row.channel === "reply")).toHaveLength(0);
    expect(await leadRow(id)).toMatchObject({ status: "new", version: 0, firstContactedAt: null });
  });

  it("another group's owner, and a salesperson of another location, cannot reply: not found, nothing queued", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const elsewhere = deskMember(harbour, "sales", [locationScope(harbour.places[1]!)], "sam");
    expect(await sendReply(handle.db, otherOwner(), reply(id), NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await sendReply(handle.db, elsewhere, reply(id), NOW)).toEqual({ ok: false, reason: "not-found" });
    expect(await deliveriesOf(id)).toHaveLength(0);
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) })).toHaveLength(0);
  });
});

describe("sending a delivery again", () => {
  async function failedDealerEmail() {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const [row] = await handle.db
      .insert(leadDeliveries)
      .values({
        leadId: id,
        channel: "email",
        destination: "sales@harbour-toyota.example",
        status: "failed",
        attempts: 8,
        lastError: "connect ECONNREFUSED",
      })
      .returning({ id: leadDeliveries.id });
    return { leadId: id, deliveryId: row!.id };
  }

  it("a manager re-queues a failed delivery with a fresh count, recorded in the audit log; a second resend waits", async () => {
    const { leadId, deliveryId } = await failedDealerEmail();
    expect(await resendDelivery(handle.db, manager(), deliveryId, NOW)).toEqual({ ok: true, leadId });
    expect((await deliveriesOf(leadId))[0]).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: NOW });
    expect(await resendDelivery(handle.db, manager(), deliveryId, NOW)).toEqual({
      ok: false,
      reason: "already-pending",
      leadId,
    });
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(leadId) })).toMatchObject([
      {
        actorId: "mia",
        action: "lead.resend",
        before: { deliveryId, channel: "email", status: "failed", attempts: 8, lastError: "connect ECONNREFUSED" },
        after: { deliveryId, status: "pending", attempts: 0 },
      },
    ]);
  });

  it("a salesperson may resend their reply but not the dealer's e-mail; another group resends nothing", async () => {
    const { leadId, deliveryId } = await failedDealerEmail();
    expect(await resendDelivery(handle.db, sales(), deliveryId, NOW)).toEqual({
      ok: false,
      reason: "not-found",
      leadId: null,
    });
    expect(await resendDelivery(handle.db, otherOwner(), deliveryId, NOW)).toMatchObject({ reason: "not-found" });
    expect((await deliveriesOf(leadId))[0]).toMatchObject({ status: "failed", attempts: 8 });
    const sent = await sendReply(handle.db, sales(), reply(leadId), NOW);
    await handle.db.update(leadDeliveries).set({ status: "sent", sentAt: NOW });
    expect(await resendDelivery(handle.db, sales(), sent.ok ? sent.deliveryId : 0, NOW)).toEqual({ ok: true, leadId });
    const shown = await deliveriesOfLead(handle.db, sales(), leadId);
    expect(shown?.map((row) => [row.channel, row.mayResend])).toEqual([
      ["email", false],
      ["reply", false],
    ]);
    expect(await deliveriesOfLead(handle.db, otherOwner(), leadId)).toBeNull();
  });

  it("a webhook's destination is shown without its credentials or query", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    await handle.db.insert(leadDeliveries).values({
      leadId: id,
      channel: "webhook",
      destination: "https://user:pw@crm.example/hooks/leads?token=abc",
      secretRef: "HARBOUR_WEBHOOK_SECRET",
    });
    expect((await deliveriesOfLead(handle.db, manager(), id))?.[0]?.destination).toBe(
      "https://crm.example/hooks/leads",
    );
  });
});

describe("the failing deliveries banner", () => {
  const placeOf = (who: ReturnType<typeof manager>, group: GroupSite, name: string): DeskPlace => ({
    ...who,
    groupName: name,
    sites: [{ id: group.siteId, slug: name, name }],
  });

  it("names the site and the leads with a failed or long-pending delivery, for members who may read them only", async () => {
    const now = new Date();
    const failed = await storeDeskLead(handle.db, harbour.places[0]!, { createdAt: now });
    await handle.db
      .insert(leadDeliveries)
      .values({ leadId: failed, channel: "email", destination: "a@x.example", status: "failed" });
    const stuck = await storeDeskLead(handle.db, harbour.places[1]!, { createdAt: now });
    await handle.db.insert(leadDeliveries).values({
      leadId: stuck,
      channel: "email",
      destination: "a@x.example",
      createdAt: new Date(now.getTime() - PENDING_TOO_LONG_MS - 60_000),
    });
    const fresh = await storeDeskLead(handle.db, harbour.places[1]!, { createdAt: now });
    await handle.db.insert(leadDeliveries).values({ leadId: fresh, channel: "email", destination: "a@x.example" });

    const managerSees = await failingDeliveries(handle.db, placeOf(manager(), harbour, "Harbour Toyota"), now);
    expect(managerSees).toHaveLength(1);
    expect(managerSees[0]!.site.name).toBe("Harbour Toyota");
    expect(managerSees[0]!.leadIds).toEqual(expect.arrayContaining([failed, stuck]));
    expect(managerSees[0]!.leadIds).not.toContain(fresh);
    const salesSees = await failingDeliveries(handle.db, placeOf(sales(), harbour, "Harbour Toyota"), now);
    expect(salesSees[0]!.leadIds).toContain(failed);
    expect(salesSees[0]!.leadIds).not.toContain(stuck);
    // Another group naming harbour's site in its place still reads nothing of it.
    expect(await failingDeliveries(handle.db, placeOf(otherOwner(), harbour, "Harbour Toyota"), now)).toEqual([]);
  });
});

describe("new leads heard live", () => {
  it("storing a lead notifies every listener with its site's id, once it commits", async () => {
    const heard: string[] = [];
    const stop = await handle.listen(
      LEADS_CHANNEL,
      (payload) => heard.push(payload),
      () => {},
    );
    try {
      await storeDeskLead(handle.db, harbour.places[0]!);
      await expect.poll(() => heard, { timeout: 5000 }).toContain(String(harbour.siteId));
      await handle.db
        .transaction(async (tx) => {
          await storeDeskLead(tx, southern.places[0]!);
          throw new Error("rolled back");
        })
        .catch(() => {});
      await storeDeskLead(handle.db, harbour.places[1]!);
      await expect.poll(() => heard.filter((p) => p === String(harbour.siteId)).length, { timeout: 5000 }).toBe(2);
      expect(heard).not.toContain(String(southern.siteId));
    } finally {
      await stop();
    }
  });

  it("a list hears only of leads it may read: its own location's, never another group's", async () => {
    const place = (who: ReturnType<typeof sales>, group: GroupSite): DeskPlace => ({
      ...who,
      groupName: "g",
      sites: [{ id: group.siteId, slug: "s", name: "s" }],
    });
    const [before] = await handle.db.select({ id: leads.id }).from(leads).orderBy(leads.id).limit(1);
    const mark = (await newLeadsFor(handle.db, place(manager(), harbour), harbour.siteId, before!.id)).newest;
    const mine = await storeDeskLead(handle.db, harbour.places[0]!);
    const notMine = await storeDeskLead(handle.db, harbour.places[1]!);
    expect(await newLeadsFor(handle.db, place(sales(), harbour), harbour.siteId, mark)).toEqual({
      ids: [mine],
      newest: notMine,
    });
    expect((await newLeadsFor(handle.db, place(manager(), harbour), harbour.siteId, mark)).ids).toEqual([
      mine,
      notMine,
    ]);
    expect((await newLeadsFor(handle.db, place(otherOwner(), harbour), harbour.siteId, mark)).ids).toEqual([]);
    expect((await newLeadsFor(handle.db, place(otherOwner(), southern), harbour.siteId, mark)).ids).toEqual([]);
  });
});
