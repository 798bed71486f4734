import Stripe from "stripe";
import { and, count, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { leadDeliveries, leads, paymentJobs, smsOutbox, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { resetEnvForTests } from "@/platform/env";
import { startStripeApiServer, type StripeApiServer } from "@/platform/payments/testing/stripe-api-server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { runDuePaymentJobs } from "@/features/reserve/payment-jobs.db";
import { stripeWebhookResponse } from "./payment-webhook.server";
import { paymentSetup } from "@/features/reserve/payments.server";
import { changeState, reservationByPayment } from "@/features/reserve/reservations.db";
import { beginReservation, decideAsDealer } from "@/features/reserve/reserve.server";

/**
 * Reserving through the Stripe adapter end to end, on the real database: the payment page is a Checkout Session on a
 * local server speaking Stripe's API, the shopper's payment arrives as a signed webhook, and the dealer's decision is
 * captured through the deposit outbox, including while Stripe is down.
 */
const SECRET = "sk_test_forecourtFlowKey1234";
const WEBHOOK_SECRET = "whsec_forecourtFlowSecret";
const saved = { ...process.env };
let seeded: SeededTestDatabase;
let handle: DatabaseHandle;
let api: StripeApiServer;
let site: CurrentSite;
let slugs: string[];
const signer = new Stripe("sk_test_unused");

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  useDatabaseForTests(handle);
  api = await startStripeApiServer(SECRET);
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: api.url,
    SMS_LOCAL_INBOX: `/tmp/forecourt-stripe-flow-${process.pid}.txt`,
  });
  resetEnvForTests();
  delete (globalThis as { __forecourtPayments?: unknown }).__forecourtPayments;
  site = await seeded.siteFor("harbour-toyota");
  const rows = await handle.db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, site.id),
        eq(vehicles.status, "in_stock"),
        eq(vehicles.reserved, false),
        gt(vehicles.price, 200),
        eq(vehicles.showOnDealerWebsite, true),
      ),
    )
    .limit(5);
  slugs = rows.map((r) => r.slug);
}, 120_000);
afterAll(async () => {
  process.env = { ...saved };
  resetEnvForTests();
  delete (globalThis as { __forecourtPayments?: unknown }).__forecourtPayments;
  await api?.close();
  await handle?.close();
});

// Each reservation its own shopper: one mobile number may have only one unpaid hold on a site at a time.
const fields = (key: string) => ({
  request_key: key,
  name: "Jo Citizen",
  email: "jo@example.com",
  phone: `+614000003${key.slice(-2)}`,
  postcode: "6000",
  refund_terms: true,
});

async function reserve(slug: string, key: string): Promise<string> {
  const shown = await vehicleBySlug(site, slug);
  const begun = await beginReservation(site, shown!, fields(key), {
    userId: null,
    origin: "http://harbour.example",
    purchase: null,
  });
  if (!begun.ok) throw new Error(begun.message);
  return begun.redirectTo;
}

function webhook(sessionId: string, eventId: string, secret = WEBHOOK_SECRET): Request {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: sessionId, object: "checkout.session" } },
  });
  return new Request("http://harbour.example/api/payments/stripe", {
    method: "POST",
    body: payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}

describe(`reserving through Stripe (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("opens Stripe's page for an authorisation only; the signed webhook holds the car once, with one lead, receipt and SMS", async () => {
    expect(paymentSetup().provider?.kind).toBe("stripe");
    const payUrl = await reserve(slugs[0]!, "flow-key-0000000001");
    const sessionId = payUrl.split("/").pop()!;
    const create = api.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(create.form["payment_intent_data[capture_method]"]).toBe("manual");
    expect(create.idempotencyKey).toMatch(/^reservation-\d+-deposit$/);

    api.pay(sessionId);
    const forged = await stripeWebhookResponse(
      webhook(sessionId, "evt_flow_1", "whsec_notStripesSecret"),
      "harbour-toyota",
    );
    expect(forged.status).toBe(400);
    expect((await reservationByPayment(handle.db, sessionId))?.state).toBe("pending_payment");

    const first = await stripeWebhookResponse(webhook(sessionId, "evt_flow_1"), "harbour-toyota");
    expect(first.status).toBe(200);
    const again = await stripeWebhookResponse(webhook(sessionId, "evt_flow_1"), "harbour-toyota");
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const reservation = (await reservationByPayment(handle.db, sessionId))!;
    expect(reservation.state).toBe("held");
    expect(reservation.leadId).not.toBeNull();

    const leadRows = await handle.db
      .select({ category: leads.category })
      .from(leads)
      .where(eq(leads.id, reservation.leadId!));
    expect(leadRows).toEqual([{ category: "Reserve" }]);
    const channels = await handle.db
      .select({ channel: leadDeliveries.channel, to: leadDeliveries.destination })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, reservation.leadId!));
    expect(channels.map((c) => c.channel).sort()).toEqual(["email", "receipt"]);
    expect(channels.find((c) => c.channel === "receipt")?.to).toBe("jo@example.com");
    const [sms] = await handle.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.purpose, "reservation"));
    expect(sms!.n).toBe(1);

    // A second webhook for the same payment (another event id) finds it held already: still one lead.
    await stripeWebhookResponse(webhook(sessionId, "evt_flow_2"), "harbour-toyota");
    const [leadCount] = await handle.db.select({ n: count() }).from(leads).where(eq(leads.category, "Reserve"));
    expect(leadCount!.n).toBe(1);
  });

  it("ignores another site's endpoint for this site's payment, and still acts on the event at its own site's", async () => {
    const payUrl = await reserve(slugs[1]!, "flow-key-0000000002");
    const sessionId = payUrl.split("/").pop()!;
    api.pay(sessionId);
    // Stripe sends every event to every endpoint of the account: another site's may well be first.
    const elsewhere = await stripeWebhookResponse(webhook(sessionId, "evt_flow_3"), "bigbox-used");
    expect(elsewhere.status).toBe(200);
    expect((await reservationByPayment(handle.db, sessionId))?.state).toBe("pending_payment");
    const own = await stripeWebhookResponse(webhook(sessionId, "evt_flow_3"), "harbour-toyota");
    expect(await own.json()).toEqual({ received: true });
    expect((await reservationByPayment(handle.db, sessionId))?.state).toBe("held");
  });

  it("the dealer's confirmation captures the deposit once, under its idempotency key, and the car is sold", async () => {
    const payUrl = await reserve(slugs[2]!, "flow-key-0000000003");
    const sessionId = payUrl.split("/").pop()!;
    api.pay(sessionId);
    await stripeWebhookResponse(webhook(sessionId, "evt_flow_4"), "harbour-toyota");
    const held = (await reservationByPayment(handle.db, sessionId))!;
    expect(await decideAsDealer(site, held, "confirm")).not.toBeNull();
    expect(await decideAsDealer(site, held, "confirm")).toBeNull();
    // The decision nudges the server's deposit worker; a pass run here as well must not capture a second time.
    await runDuePaymentJobs(handle.db, paymentSetup().provider!, new Date(Date.now() + 1000));
    const intent = [...api.intents.values()].find((i) => api.sessions.get(sessionId)?.payment_intent === i.id)!;
    await expect.poll(() => intent.status).toBe("succeeded");
    const captures = api.requests.filter((r) => r.path === `/v1/payment_intents/${intent.id}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0]!.idempotencyKey).toBe(`reservation-${held.id}-capture`);
    const [car] = await handle.db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.slug, slugs[2]!));
    expect(car!.status).toBe("sold");
  });

  it("a release while Stripe is down waits in the outbox and goes through once Stripe answers", async () => {
    const payUrl = await reserve(slugs[3]!, "flow-key-0000000004");
    const sessionId = payUrl.split("/").pop()!;
    api.pay(sessionId);
    await stripeWebhookResponse(webhook(sessionId, "evt_flow_5"), "harbour-toyota");
    const held = (await reservationByPayment(handle.db, sessionId))!;
    await changeState(handle.db, held.id, { from: ["held"], to: "released", payment: "cancel", requireLive: true });
    const provider = paymentSetup().provider!;
    api.failWith(503, 1000);
    const down = await runDuePaymentJobs(handle.db, provider, new Date(), { reservationId: held.id });
    expect(down).toEqual({ done: 0, retrying: 1, failed: 0 });
    api.failWith(0, 0);
    const later = await runDuePaymentJobs(handle.db, provider, new Date(Date.now() + 10 * 60_000), {
      reservationId: held.id,
    });
    expect(later.done).toBe(1);
    const [job] = await handle.db.select().from(paymentJobs).where(eq(paymentJobs.reservationId, held.id));
    expect(job).toMatchObject({ status: "done", attempts: 2, action: "cancel" });
    expect(api.intents.get(api.sessions.get(sessionId)!.payment_intent!)!.status).toBe("canceled");
  });
});
