import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { demoPayments } from "@/platform/db/schema";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { DEMO_CARD_ERROR, demoPayment, demoProvider, payWithTestCard } from "./demo-provider.db";
import { isPermanentPaymentError } from "./payment-provider";
import { firstDelivery, forgetDelivery } from "./webhook-events.db";

let handle: DatabaseHandle;
let demo: ReturnType<typeof demoProvider>;
beforeAll(async () => {
  handle = await openTestDatabase();
  demo = demoProvider(async () => handle.db);
});
afterAll(async () => handle?.close());

const deposit = (key: string, expiresAt = new Date(Date.now() + 31 * 60_000)) => ({
  amountCents: 20_000,
  currency: "aud" as const,
  description: "Refundable deposit",
  reference: "reservation-1",
  idempotencyKey: key,
  returnUrl: "http://harbour.example/reservations/1?key=k",
  cancelUrl: "http://harbour.example/reservations/1?key=k&unpaid=1",
  expiresAt,
});

describe("the demo provider moves no money and takes only test cards", () => {
  it("says it moves no money, and gives its own page on the site", async () => {
    expect(demo.movesMoney).toBe(false);
    const started = await demo.startDeposit(deposit("d-1"));
    expect(started.payUrl).toBe(`/payments/demo/${started.paymentId}`);
  });
  it("gives the same payment for the same idempotency key", async () => {
    const a = await demo.startDeposit(deposit("d-2"));
    const b = await demo.startDeposit(deposit("d-2"));
    expect(b.paymentId).toBe(a.paymentId);
  });
  it("charges an automatic-capture payment at once: the test card takes it straight to captured", async () => {
    const { paymentId } = await demo.startDeposit({ ...deposit("d-auto"), capture: "automatic" });
    expect(await payWithTestCard(handle.db, paymentId, "4242 4242 4242 4242")).toMatchObject({ ok: true });
    expect(await demo.depositState(paymentId)).toBe("captured");
    const deposited = await demo.startDeposit(deposit("d-manual"));
    await payWithTestCard(handle.db, deposited.paymentId, "4242424242424242");
    expect(await demo.depositState(deposited.paymentId)).toBe("authorised");
  });
  it("refuses a real-looking card, naming the field, and changes nothing", async () => {
    const { paymentId } = await demo.startDeposit(deposit("d-3"));
    expect(await payWithTestCard(handle.db, paymentId, "5555 5555 5555 4444")).toEqual({
      ok: false,
      error: DEMO_CARD_ERROR,
    });
    expect(await demo.depositState(paymentId)).toBe("awaiting_payment");
  });
  it("authorises with 4242 4242 4242 4242 and keeps only its last four digits", async () => {
    const { paymentId } = await demo.startDeposit(deposit("d-4"));
    const paid = await payWithTestCard(handle.db, paymentId, "4242 4242 4242 4242");
    expect(paid).toEqual({ ok: true, returnUrl: "http://harbour.example/reservations/1?key=k" });
    expect(await demo.depositState(paymentId)).toBe("authorised");
    const row = await demoPayment(handle.db, paymentId);
    expect(row?.cardLast4).toBe("4242");
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
  });
  it("declines 4000 0000 0000 0002 and refuses an expired page", async () => {
    const declined = await demo.startDeposit(deposit("d-5"));
    expect(await payWithTestCard(handle.db, declined.paymentId, "4000000000000002")).toEqual({
      ok: false,
      error: "Your card was declined. (Demo test card.)",
    });
    expect(await demo.depositState(declined.paymentId)).toBe("failed");
    const late = await demo.startDeposit(deposit("d-6", new Date(Date.now() - 1000)));
    expect(await payWithTestCard(handle.db, late.paymentId, "4242424242424242")).toEqual({
      ok: false,
      error: "This payment page has expired.",
    });
    expect(await demo.depositState(late.paymentId)).toBe("failed");
  });
  it("captures an authorised deposit once, and will not cancel a captured one or capture a cancelled one", async () => {
    const a = await demo.startDeposit(deposit("d-7"));
    await payWithTestCard(handle.db, a.paymentId, "4242424242424242");
    await demo.capture(a.paymentId, "k");
    await demo.capture(a.paymentId, "k");
    expect(await demo.depositState(a.paymentId)).toBe("captured");
    expect(isPermanentPaymentError(await demo.cancel(a.paymentId, "k").catch((e: unknown) => e))).toBe(true);
    const b = await demo.startDeposit(deposit("d-8"));
    await payWithTestCard(handle.db, b.paymentId, "4242424242424242");
    await demo.cancel(b.paymentId, "k");
    await demo.cancel(b.paymentId, "k");
    expect(await demo.depositState(b.paymentId)).toBe("cancelled");
    expect(isPermanentPaymentError(await demo.capture(b.paymentId, "k").catch((e: unknown) => e))).toBe(true);
    const [row] = await handle.db
      .select({ status: demoPayments.status })
      .from(demoPayments)
      .where(eq(demoPayments.id, b.paymentId));
    expect(row!.status).toBe("cancelled");
  });
});

describe("a provider's webhook event is acted on once", () => {
  it("is a first delivery once, then a repeat; forgotten after a failure, it is acted on again", async () => {
    expect(await firstDelivery(handle.db, "stripe", "evt_1")).toBe(true);
    expect(await firstDelivery(handle.db, "stripe", "evt_1")).toBe(false);
    await forgetDelivery(handle.db, "stripe", "evt_1");
    expect(await firstDelivery(handle.db, "stripe", "evt_1")).toBe(true);
  });
});
