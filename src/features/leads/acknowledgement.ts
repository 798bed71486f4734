/*
 * The site's optional acknowledgement to a shopper whose lead was stored (site config leads.acknowledgement): its text
 * with the lead's own words put in, sent through the senders the site already has (the lead outbox's mail, the SMS
 * outbox). Off unless a site turns it on.
 */

/** What a site's acknowledgement text may name, in braces: {firstName} {dealerName} {siteName} {category}. */
const ACKNOWLEDGEMENT_PLACEHOLDERS = ["firstName", "dealerName", "siteName", "category"] as const;
type Placeholder = (typeof ACKNOWLEDGEMENT_PLACEHOLDERS)[number];

export type Acknowledgement =
  { channel: "email"; to: string; subject: string; text: string } | { channel: "sms"; to: string; text: string };

/** A site's setting, as its config gives it. */
export interface AcknowledgementSetting {
  channel: "email" | "sms";
  subject: string;
  text: string;
}

/**
 * The text with each known placeholder replaced by its value (an unknown one, or one whose value is missing, is left
 * out rather than sent in braces). One pass, so a value that itself holds braces is never filled in again.
 */
export function fillPlaceholders(text: string, values: Partial<Record<Placeholder, string | null>>): string {
  return text
    .replace(/\{(\w+)\}/g, (_, name: string) =>
      (ACKNOWLEDGEMENT_PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? "") : "",
    )
    .replace(/ +([,.!?])/g, "$1");
}

/** An Australian mobile number (04xx xxx xxx, +61 4xx xxx xxx) in international form, or null. */
export function internationalMobile(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/[\s()-]/g, "");
  if (/^04\d{8}$/.test(digits)) return `+61${digits.slice(1)}`;
  if (/^\+614\d{8}$/.test(digits)) return digits;
  return null;
}

/**
 * The acknowledgement a stored lead sends, or null: the site has none, or the shopper left no way to reach them on
 * its channel (no e-mail address; no mobile number an SMS can go to).
 */
export function acknowledgementFor(
  setting: AcknowledgementSetting | null | undefined,
  lead: {
    customer: { name: string | null; email: string | null; phone: string | null };
    dealerName: string;
    siteName: string;
    category: string;
  },
): Acknowledgement | null {
  if (!setting) return null;
  const values = {
    firstName: lead.customer.name?.trim().split(/\s+/)[0] ?? null,
    dealerName: lead.dealerName,
    siteName: lead.siteName,
    category: lead.category,
  };
  const text = fillPlaceholders(setting.text, values);
  if (setting.channel === "sms") {
    const to = internationalMobile(lead.customer.phone);
    return to ? { channel: "sms", to, text } : null;
  }
  const to = lead.customer.email?.trim();
  return to ? { channel: "email", to, subject: fillPlaceholders(setting.subject, values), text } : null;
}
