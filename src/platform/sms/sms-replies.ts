/** A text message a phone sent back (to an alert, or to the sender's number). */
export interface SmsReply {
  /** The gateway's id for it, to confirm it with. */
  id: string;
  /** The number it came from, as the gateway gives it (E.164 from MessageMedia). */
  from: string;
  text: string;
  receivedAt: Date | null;
}

/**
 * How the platform reads replies, whatever carries them (the HTTP gateway, or a local file when none is configured):
 * `check` gives the replies not yet confirmed (the oldest first, a batch at a time), `confirm` marks replies handled
 * so no later check gives them again. A reply is confirmed only after it was handled, so a crash between the two
 * reads it again: handling must be safe to repeat. Errors never hold a number, a text or a credential.
 */
export interface SmsReplies {
  check(): Promise<SmsReply[]>;
  confirm(ids: string[]): Promise<void>;
}
