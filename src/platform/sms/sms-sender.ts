/** One text message: the number in international (E.164) form, like +61400000001, and its text. */
export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * How the platform sends a text message, whatever carries it (an HTTP gateway, or the local inbox file
 * when none is configured). `send` resolves once the message was accepted and throws otherwise; the
 * SMS outbox then retries. An error's message never holds the phone number, the text or a credential.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** A refusal that sending again cannot change (the gateway found the request itself invalid): not retried. */
export class PermanentSmsError extends Error {
  readonly permanent = true;
}

/**
 * Told by a flag rather than `instanceof`: the server's instrumentation and its routes are bundled
 * separately, so the sender made at start and the outbox run from a route may hold two copies of the class.
 */
export function isPermanentSmsError(err: unknown): boolean {
  return (err as { permanent?: unknown } | null)?.permanent === true;
}
