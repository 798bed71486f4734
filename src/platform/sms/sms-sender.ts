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
export class PermanentSmsError extends Error {}
