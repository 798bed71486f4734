import { can, type Member } from "@/features/staff";
import { leadTarget, type PlacedLead } from "./lead-scope";

/*
 * The rules of the lead desk's messages to the shopper and of the lead's deliveries: what a reply must hold, what it
 * says, who may send a delivery again, and when a site's deliveries count as failing.
 */

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_TEXT_MAX = 5000;

/** The reply form's outcomes, by name (the page is sent back with the name, never the text). */
export const LEAD_COMMS_OUTCOMES = {
  "reply-queued": { field: null, message: "Reply queued: it is on its way to the shopper." },
  "reply-no-email": { field: null, message: "This shopper left no e-mail address: call them instead." },
  "reply-stale": {
    field: null,
    message: "This lead was changed by someone else; reload it, then send the reply again.",
  },
  "subject-needed": { field: "replySubject", message: "Subject: write a subject." },
  "subject-too-long": { field: "replySubject", message: `Subject: keep it to ${REPLY_SUBJECT_MAX} characters.` },
  "reply-needed": { field: "replyText", message: "Message: write the message first." },
  "reply-too-long": { field: "replyText", message: `Message: keep it to ${REPLY_TEXT_MAX} characters.` },
  "resend-queued": { field: null, message: "Delivery queued to be sent again." },
  "resend-pending": { field: null, message: "That delivery is already waiting to be sent." },
} as const satisfies Record<string, { field: string | null; message: string }>;

export type LeadCommsOutcome = keyof typeof LEAD_COMMS_OUTCOMES;

/** The outcome a page's query names, or null for none or a name that is no outcome of these forms. */
export function leadCommsOutcome(value: unknown): (typeof LEAD_COMMS_OUTCOMES)[LeadCommsOutcome] | null {
  return typeof value === "string" && Object.hasOwn(LEAD_COMMS_OUTCOMES, value)
    ? LEAD_COMMS_OUTCOMES[value as LeadCommsOutcome]
    : null;
}

/** The reply form's subject before the salesperson changes it: about the car when there is one, else the enquiry. */
export function defaultReplySubject(lead: {
  category: string;
  siteName: string;
  vehicle: { year: number | string | null; make: string | null; model: string | null } | null;
}): string {
  const car = lead.vehicle ? [lead.vehicle.year, lead.vehicle.make, lead.vehicle.model].filter(Boolean).join(" ") : "";
  return car ? `Your enquiry about the ${car}` : `Your ${lead.category.toLowerCase()} with ${lead.siteName}`;
}

/** A reply as the form sends it: trimmed subject and text, or the outcome naming the field that is wrong. */
export function checkReply(
  subject: unknown,
  text: unknown,
): { ok: true; subject: string; text: string } | { ok: false; outcome: LeadCommsOutcome } {
  const s = typeof subject === "string" ? subject.trim() : "";
  const t = typeof text === "string" ? text.trim() : "";
  if (!s) return { ok: false, outcome: "subject-needed" };
  if (s.length > REPLY_SUBJECT_MAX || /[\r\n]/.test(s)) return { ok: false, outcome: "subject-too-long" };
  if (!t) return { ok: false, outcome: "reply-needed" };
  if (t.length > REPLY_TEXT_MAX) return { ok: false, outcome: "reply-too-long" };
  return { ok: true, subject: s, text: t };
}

/**
 * The e-mail a reply is sent as: the salesperson's words, signed with their name and the site's, answered to them
 * (Reply-To), while From stays the platform's own address, the one its mail server may send as.
 */
export function replyMessage(reply: {
  subject: string;
  text: string;
  salesperson: { name: string; email: string };
  siteName: string;
}): { subject: string; text: string; replyTo: string } {
  return {
    subject: reply.subject,
    text: `${reply.text}\n\n${reply.salesperson.name}\n${reply.siteName}\n\nReply to this e-mail to reach ${reply.salesperson.name} directly.`,
    replyTo: reply.salesperson.email,
  };
}

/**
 * Who may send a delivery again. A reply is the salesperson's own message: whoever may work the lead may resend it.
 * The dealer's e-mail, webhook and the shopper's receipt reach the dealer's systems and the shopper again, a matter of
 * the site rather than of one lead: only a member who may change the site where the lead is (owner, manager).
 */
export function mayResend(member: Member, lead: PlacedLead, channel: string): boolean {
  if (!can(member, "update", leadTarget(lead))) return false;
  if (channel === "reply") return true;
  return can(member, "update", {
    resource: "site",
    groupId: lead.groupId,
    siteId: lead.siteId,
    dealershipId: lead.dealershipId,
    locationId: lead.locationId,
  });
}

/** A delivery still pending this long after it was queued counts as failing (a mail server down or not set). */
export const PENDING_TOO_LONG_MS = 15 * 60_000;

/** Whether a delivery counts as failing: it gave up, or it has waited too long. */
export function deliveryFailing(delivery: { status: string; createdAt: Date }, now: Date): boolean {
  return (
    delivery.status === "failed" ||
    (delivery.status === "pending" && now.getTime() - delivery.createdAt.getTime() > PENDING_TOO_LONG_MS)
  );
}

/** A delivery's destination as the console shows it: a webhook's URL without credentials, query or fragment. */
export function shownDestination(channel: string, destination: string): string {
  if (channel !== "webhook") return destination;
  try {
    const url = new URL(destination);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return "(an address that is not a URL)";
  }
}

/** What the console calls each channel. */
export const CHANNEL_LABELS: Record<string, string> = {
  email: "Dealer e-mail",
  webhook: "Webhook",
  receipt: "Shopper confirmation",
  reply: "Reply to shopper",
};
