// Placeholder of the interface while the payments branch is merged (replaced by it).
export type DepositState = "awaiting_payment" | "authorised" | "captured" | "cancelled" | "failed";
export interface StartDepositInput {
  amountCents: number;
  currency: "aud";
  description: string;
  reference: string;
  idempotencyKey: string;
  customerEmail?: string;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}
export interface StartedDeposit {
  paymentId: string;
  payUrl: string;
}
export interface PaymentProvider {
  readonly kind: "stripe" | "demo";
  readonly movesMoney: boolean;
  startDeposit(input: StartDepositInput): Promise<StartedDeposit>;
  depositState(paymentId: string): Promise<DepositState>;
  capture(paymentId: string, idempotencyKey: string): Promise<void>;
  cancel(paymentId: string, idempotencyKey: string): Promise<void>;
}
export interface PaymentEvent {
  eventId: string;
  type: string;
  paymentId: string | null;
}
export function isPermanentPaymentError(err: unknown): boolean {
  return (err as { permanent?: unknown } | null)?.permanent === true;
}
