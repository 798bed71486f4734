"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { nudgeLeadDelivery } from "@/features/leads/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { deskPlace } from "./desk-place";
import { checkReply, type LeadCommsOutcome } from "./lead-comms-rules";
import { resendDelivery, sendReply } from "./lead-comms.db";
import { leadForMember } from "./lead-work.db";

const ID = /^[1-9]\d{0,9}$/;

/** A row id a form field carries, or null. */
function formId(form: FormData, name: string): number | null {
  const value = form.get(name);
  return typeof value === "string" && ID.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null;
}

/** Back to the lead's page at its messages, saying how the form went. */
function back(leadId: number, outcome: LeadCommsOutcome): never {
  redirect(`/leads/${leadId}?outcome=${outcome}#deliveries`);
}

async function actingMember() {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return place;
}

/**
 * The lead page's reply form: an e-mail to the shopper, queued in the lead outbox and sent at once; each field that
 * is wrong is named, a lead without an e-mail address is told so, and a lead changed since is refused.
 */
export async function replyToLead(form: FormData): Promise<void> {
  const place = await actingMember();
  const leadId = formId(form, "leadId");
  if (leadId === null) notFound();
  // A lead the member may not work answers as a missing one before anything of the form is judged.
  if (!(await leadForMember(await getDb(), place, leadId, "update"))) notFound();
  const reply = checkReply(form.get("replySubject"), form.get("replyText"));
  if (!reply.ok) back(leadId, reply.outcome);
  const result = await sendReply(await getDb(), place, { leadId, subject: reply.subject, text: reply.text });
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok) back(leadId, result.reason === "no-email" ? "reply-no-email" : "reply-stale");
  nudgeLeadDelivery();
  back(leadId, "reply-queued");
}

/** A delivery's "Send again" button: queued again and sent at once, for a member who may (mayResend). */
export async function resendLeadDelivery(form: FormData): Promise<void> {
  const place = await actingMember();
  const deliveryId = formId(form, "deliveryId");
  if (deliveryId === null) notFound();
  const result = await resendDelivery(await getDb(), place, deliveryId);
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok) back(result.leadId, "resend-pending");
  nudgeLeadDelivery();
  back(result.leadId, "resend-queued");
}
