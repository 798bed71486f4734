import { redact } from "@/platform/outbox/outbox-rules";

/** A number in international (E.164) form: +, country code, at most 15 digits. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** Ten concatenated parts of 160 characters: far above any message the platform writes. */
export const MAX_SMS_LENGTH = 1600;

/** What is wrong with a message about to be queued, naming the field (never its value); null when nothing. */
export function smsProblem(sms: { to: string; body: string; purpose: string }): string | null {
  if (!E164.test(sms.to)) return "to: must be a phone number in international form, like +61400000001";
  if (sms.body.trim() === "") return "body: must not be empty";
  if (sms.body.length > MAX_SMS_LENGTH) return `body: must be at most ${MAX_SMS_LENGTH} characters`;
  if (!/^[a-z0-9-]{1,64}$/.test(sms.purpose)) return "purpose: must be a short lower-case name like sign-in-code";
  return null;
}

/**
 * A failed send's error as stored and logged: besides the usual redaction, the message's own number
 * and text, and any code in it, are taken out wherever a gateway echoed them.
 */
export function smsErrorText(message: string, sms: { to: string; body: string }): string {
  const hidden: [string, string][] = [
    [sms.body, "[text]"],
    [sms.to, "[phone]"],
    [sms.to.replace(/^\+/, ""), "[phone]"],
    ...[...new Set(sms.body.match(/\d{4,}/g) ?? [])].map((code): [string, string] => [code, "[code]"]),
  ];
  let text = message;
  for (const [value, mark] of hidden) if (value.trim()) text = text.split(value).join(mark);
  return redact(text);
}
