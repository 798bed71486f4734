import type { AlertChannel } from "@/features/saved-searches";

/**
 * The express opt-in for one channel of a saved car's alerts, naming the channel, the dealer and what is sent, as the
 * checkbox's label shows it and as it is stored with the consent (Spam Act).
 */
export function carConsentWording(channel: AlertChannel, dealer: string): string {
  return channel === "email"
    ? `Yes, e-mail me alerts from ${dealer} about this saved car (price drops, reserved, sold).`
    : `Yes, text me alerts by SMS from ${dealer} about this saved car (price drops, reserved, sold).`;
}

/** Saved-car alerts go at once, at most one message a day per saved car: the form has no "how often". */
export const CAR_ALERT_FREQUENCY = "instant";
