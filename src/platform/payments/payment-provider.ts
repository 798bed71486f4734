/**
 * How the platform takes a refundable deposit (or, with capture "automatic", a payment charged at once), whoever
 * processes the card: an authorisation (money held on
 * the shopper's card, not taken) that is captured when the dealer confirms the sale or cancelled when the hold
 * ends any other way. Each call that creates or moves money carries an idempotency key: the same key never
 * makes a second payment, capture or cancellation. Errors never hold a secret, a card or an e-mail address.
 */
export type DepositState = "awaiting_payment" | "authorised" | "captured" | "cancelled" | "failed";

export interface StartDepositInput {
  /** Whole cents, above zero. */
  amountCents: number;
  currency: "aud";
  /** What the shopper's statement and the payment page say, e.g. "Refundable deposit: 2021 Toyota RAV4 GX". */
  description: string;
  /** Our reference ("reservation-42"), kept in the provider's metadata. */
  reference: string;
  /** The same key gives the same payment, never a second one. */
  idempotencyKey: string;
  customerEmail?: string;
  /** Absolute URL the shopper comes back to after paying. */
  returnUrl: string;
  /** Absolute URL the shopper comes back to on giving up. */
  cancelUrl: string;
  /** When the payment page stops taking payment (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date;
  /**
   * "manual" (the default): a deposit, authorised now and captured or cancelled later. "automatic": a payment charged
   * at once (an online payment against an invoice), whose state goes straight to "captured" once paid.
   */
  capture?: "manual" | "automatic";
}

export interface StartedDeposit {
  paymentId: string;
  /** Where the shopper pays: the provider's hosted page (absolute), or the demo's page on the site (a path). */
  payUrl: string;
}

export interface PaymentProvider {
  readonly kind: "stripe" | "demo";
  /** False for the demo: every page of the flow then says that no money moves. */
  readonly movesMoney: boolean;
  startDeposit(input: StartDepositInput): Promise<StartedDeposit>;
  depositState(paymentId: string): Promise<DepositState>;
  /** Takes the authorised money; resolves if it was already taken. */
  capture(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Releases the authorisation, or closes an unpaid payment page; resolves if already cancelled or expired. */
  cancel(paymentId: string, idempotencyKey: string): Promise<void>;
}

/** A verified webhook event, reduced to what we act on; the caller reads the deposit's state back itself. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  paymentId: string | null;
}

/** A refusal that trying again cannot change (an invalid request, a card declined): not retried. */
export class PermanentPaymentError extends Error {
  readonly permanent = true;
}

/** Told by a flag, not instanceof: the instrumentation's worker and the routes are bundled separately. */
export function isPermanentPaymentError(err: unknown): boolean {
  return (err as { permanent?: unknown } | null)?.permanent === true;
}
