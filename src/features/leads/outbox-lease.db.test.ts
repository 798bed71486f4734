import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, leadDeliveries, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { MailTransport } from "@/platform/mail/smtp";
import { sampleLead } from "./testing/sample-lead";
import { claimDueDeliveries, deliverDueLeads, storeLead, type LeadChannels } from "./outbox.db";
import { RENEWED_LEASE } from "./outbox-rules";

let handle: DatabaseHandle;
let siteId: number;
let dealershipId: number;

beforeAll(async () => {
  const seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  siteId = (await seeded.siteFor("harbour-toyota")).id;
  const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, siteId)).limit(1);
  dealershipId = car!.dealershipId;
});
afterAll(async () => {
  await handle?.close();
});

/** A lead with its one pending e-mail, and that e-mail's delivery id. */
async function leadWithEmail(): Promise<number> {
  const [dealer] = await handle.db.select().from(dealerships).where(eq(dealerships.id, dealershipId));
  const { id: _id, createdAt: _createdAt, ...snapshot } = sampleLead();
  const leadId = await storeLead(handle.db, {
    siteId,
    dealershipId,
    locationId: null,
    vehicleId: null,
    snapshot: { ...snapshot, dealership: { id: dealer!.id, name: dealer!.name, leadEmail: dealer!.leadEmail } },
  });
  const [delivery] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  return delivery!.id;
}

const deliveryRow = async (id: number) =>
  (await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, id)))[0]!;

/** A mail server that accepts everything, recording what it was sent; `gate` holds each send until it resolves. */
function recordingMail(sent: string[], gate?: { started: () => void; release: Promise<void> }): LeadChannels {
  const mail: MailTransport = {
    async send(message) {
      gate?.started();
      await gate?.release;
      sent.push(message.to);
    },
  };
  return { mail, webhook: async () => {}, secret: () => undefined };
}

describe(`the lead outbox's lease (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("retries a mail whose worker crashed mid-send about a minute later, not five", async () => {
    const id = await leadWithEmail();
    const t = new Date(Date.now() + 1_000);
    // A worker claims the e-mail with the outbox's lease and dies before sending it: nothing renews the lease.
    await claimDueDeliveries(
      handle.db,
      { mail: recordingMail([]).mail },
      t,
      new Date(t.getTime() + RENEWED_LEASE.ms),
      20,
    );
    const sent: string[] = [];
    await deliverDueLeads(handle.db, recordingMail(sent), {
      from: "leads@forecourt.example",
      now: new Date(t.getTime() + RENEWED_LEASE.ms - 1_000),
    });
    expect(await deliveryRow(id)).toMatchObject({ status: "pending", attempts: 0 }); // still leased
    await deliverDueLeads(handle.db, recordingMail(sent), {
      from: "leads@forecourt.example",
      now: new Date(t.getTime() + 61_000), // a minute on, not five
    });
    expect(await deliveryRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps a live worker's lease while a send outlasts it, so a second worker never sends the same mail", async () => {
    const id = await leadWithEmail();
    const t = new Date(Date.now() + 1_000);
    const lease = { ms: 500, renewEveryMs: 50 };
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const sent: string[] = [];
    const slow = deliverDueLeads(
      handle.db,
      recordingMail(sent, { started, release: new Promise<void>((resolve) => (release = resolve)) }),
      { from: "leads@forecourt.example", now: t, lease },
    );
    await sending;
    // The lease as the send began (renewed just before it): wait until the live worker renews it during the send.
    const asSendBegan = (await deliveryRow(id)).nextAttemptAt.getTime();
    await expect
      .poll(async () => (await deliveryRow(id)).nextAttemptAt.getTime(), { timeout: 10_000, interval: 25 })
      .toBeGreaterThan(asSendBegan + 10);
    const secondWorker: string[] = [];
    await deliverDueLeads(handle.db, recordingMail(secondWorker), {
      from: "leads@forecourt.example",
      now: new Date(asSendBegan + 5), // that lease has run out; the renewed one has not
      lease,
    });
    release();
    await slow;
    expect(secondWorker).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(await deliveryRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
