import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPermanentPaymentError } from "./payment-provider";
import { depositStateOf, stripeProvider } from "./stripe-provider";
import { startStripeApiServer, type StripeApiServer } from "./testing/stripe-api-server";

const SECRET = "sk_test_forecourtLocalServerKey123";
let api: StripeApiServer;
let stripe: ReturnType<typeof stripeProvider>;

beforeAll(async () => {
  api = await startStripeApiServer(SECRET);
  stripe = stripeProvider({ secretKey: SECRET, apiBase: api.url, timeoutMs: 5_000 });
});
afterAll(async () => api.close());
beforeEach(() => api.failWith(0, 0));

const deposit = (key: string) => ({
  amountCents: 20_000,
  currency: "aud" as const,
  description: "Refundable deposit: 2022 Toyota RAV4 GX (stock H1234)",
  reference: "reservation-42",
  idempotencyKey: key,
  customerEmail: "jo@example.com",
  returnUrl: "http://harbour.example/reservations/42?key=k",
  cancelUrl: "http://harbour.example/reservations/42?key=k&unpaid=1",
  expiresAt: new Date(Date.now() + 31 * 60_000),
});

describe("a deposit is a Checkout Session with a manually captured PaymentIntent", () => {
  it("asks Stripe for an authorisation only (capture_method manual), in AUD, with our reference and its idempotency key", async () => {
    const started = await stripe.startDeposit(deposit("reservation-42-deposit"));
    expect(started.paymentId).toMatch(/^cs_test_/);
    expect(started.payUrl).toBe(`${api.url}/c/pay/${started.paymentId}`);
    const request = api.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(request.authorization).toBe(`Bearer ${SECRET}`);
    expect(request.idempotencyKey).toBe("reservation-42-deposit");
    expect(request.form).toMatchObject({
      mode: "payment",
      "payment_intent_data[capture_method]": "manual",
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "20000",
      "metadata[reference]": "reservation-42",
      customer_email: "jo@example.com",
    });
  });

  it("a retried start with the same key gets the same session, and Stripe holds only one", async () => {
    const before = api.sessions.size;
    const first = await stripe.startDeposit(deposit("reservation-43-deposit"));
    const again = await stripe.startDeposit(deposit("reservation-43-deposit"));
    expect(again.paymentId).toBe(first.paymentId);
    expect(api.sessions.size).toBe(before + 1);
  });

  it("reads the deposit's state: waiting, then authorised once paid, captured once captured (once, however often asked)", async () => {
    const { paymentId } = await stripe.startDeposit(deposit("reservation-44-deposit"));
    expect(await stripe.depositState(paymentId)).toBe("awaiting_payment");
    api.pay(paymentId);
    expect(await stripe.depositState(paymentId)).toBe("authorised");
    await stripe.capture(paymentId, "reservation-44-capture");
    await stripe.capture(paymentId, "reservation-44-capture");
    expect(await stripe.depositState(paymentId)).toBe("captured");
    const captures = api.requests.filter((r) => r.path.endsWith("/capture"));
    expect(captures).toHaveLength(1);
    expect(captures[0]!.idempotencyKey).toBe("reservation-44-capture");
  });

  it("cancels an authorisation (its key sent), and a second cancel does nothing", async () => {
    const { paymentId } = await stripe.startDeposit(deposit("reservation-45-deposit"));
    api.pay(paymentId);
    await stripe.cancel(paymentId, "reservation-45-cancel");
    await stripe.cancel(paymentId, "reservation-45-cancel");
    expect(await stripe.depositState(paymentId)).toBe("cancelled");
    const cancels = api.requests.filter((r) => r.path.endsWith("/cancel"));
    expect(cancels.at(-1)!.idempotencyKey).toBe("reservation-45-cancel");
  });

  it("closes a payment page nobody paid on, so it can take no money later", async () => {
    const { paymentId } = await stripe.startDeposit(deposit("reservation-46-deposit"));
    await stripe.cancel(paymentId, "reservation-46-cancel");
    expect(api.sessions.get(paymentId)!.status).toBe("expired");
    expect(await stripe.depositState(paymentId)).toBe("failed");
  });

  it("gives a server error as one to retry, a refused request as permanent, and never the secret key", async () => {
    api.failWith(500, 3);
    const down = await stripe.depositState("cs_test_1").catch((e: unknown) => e);
    expect(isPermanentPaymentError(down)).toBe(false);
    expect(String(down)).not.toContain(SECRET);
    api.failWith(400, 1);
    const refused = await stripe.startDeposit(deposit("reservation-47-deposit")).catch((e: unknown) => e);
    expect(isPermanentPaymentError(refused)).toBe(true);
    expect(String(refused)).not.toContain(SECRET);
    expect(String(refused)).not.toContain("jo@example.com");
  });

  it("refuses a deposit that is not a whole number of cents above zero, without asking Stripe", async () => {
    const before = api.requests.length;
    await expect(stripe.startDeposit({ ...deposit("x"), amountCents: 0 })).rejects.toThrow(/above zero/);
    expect(api.requests.length).toBe(before);
  });
});

describe("an online payment is a Checkout Session charged at once (automatic capture)", () => {
  it("asks Stripe to capture automatically, and reads the paid session as captured with no capture call", async () => {
    const before = api.requests.filter((r) => r.path.endsWith("/capture")).length;
    const { paymentId } = await stripe.startDeposit({
      ...deposit("online-payment-7"),
      reference: "online-payment-7",
      capture: "automatic",
    });
    const request = api.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(request.form["payment_intent_data[capture_method]"]).toBe("automatic");
    expect(request.idempotencyKey).toBe("online-payment-7");
    expect(await stripe.depositState(paymentId)).toBe("awaiting_payment");
    api.pay(paymentId);
    expect(await stripe.depositState(paymentId)).toBe("captured");
    expect(api.requests.filter((r) => r.path.endsWith("/capture")).length).toBe(before);
  });

  it("two starts with the same key are one session: a retried submission never charges twice", async () => {
    const input = { ...deposit("online-payment-8"), capture: "automatic" as const };
    const [a, b] = await Promise.all([stripe.startDeposit(input), stripe.startDeposit(input)]);
    expect(a.paymentId).toBe(b.paymentId);
    expect([...api.sessions.values()].filter((s) => s.id === a.paymentId)).toHaveLength(1);
  });
});

describe("the deposit's state, from a session", () => {
  it("is authorised while the PaymentIntent waits for capture, and failed once an unpaid page expired", () => {
    expect(depositStateOf({ status: "complete", payment_intent: { status: "requires_capture" } as never })).toBe(
      "authorised",
    );
    expect(depositStateOf({ status: "expired", payment_intent: null })).toBe("failed");
    expect(depositStateOf({ status: "open", payment_intent: null })).toBe("awaiting_payment");
  });
});
