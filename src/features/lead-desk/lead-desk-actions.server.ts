"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { deskPlace } from "./desk-place";
import type { LeadDeskOutcome } from "./lead-desk-messages";
import { NOTE_MAX } from "./lead-desk-messages";
import { addLeadNote } from "./lead-detail.db";
import { isLeadStatus } from "./lead-status";
import { changeLeadStatus } from "./lead-work.db";

const ID = /^[1-9]\d{0,9}$/;
const VERSION = /^\d{1,10}$/;

/** A whole number a form field carries, or null. */
function formNumber(form: FormData, name: string, pattern: RegExp): number | null {
  const value = form.get(name);
  return typeof value === "string" && pattern.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null;
}

/** Back to the lead's page, saying how the form went. */
function back(leadId: number, outcome: LeadDeskOutcome): never {
  redirect(`/leads/${leadId}?outcome=${outcome}`);
}

/** Who is acting: a signed-in member of a group (anyone else is sent to sign in, or told there is no such lead). */
async function actingMember() {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return place;
}

/**
 * The lead page's status form: the status asked for, with the version the page showed; refused by name when the rules
 * refuse it, and answered "changed by someone else" when the lead moved on since the page was drawn.
 */
export async function updateLeadStatus(form: FormData): Promise<void> {
  const place = await actingMember();
  const leadId = formNumber(form, "leadId", ID);
  const version = formNumber(form, "version", VERSION);
  if (leadId === null || version === null) notFound();
  const status = form.get("status");
  if (!isLeadStatus(status)) back(leadId, "status-missing");
  const lostReason = form.get("lostReason");
  const result = await changeLeadStatus(await getDb(), place, {
    leadId,
    version,
    to: status,
    lostReason: typeof lostReason === "string" ? lostReason : null,
  });
  if (result.ok) back(leadId, "saved");
  if (result.reason === "not-found") notFound();
  if (result.reason === "changed-by-someone-else") back(leadId, "stale");
  if (result.reason === "refused")
    back(leadId, result.refusal.reason === "not-allowed" ? "status-not-allowed" : result.refusal.reason);
}

/** The lead page's note form: a note of up to NOTE_MAX characters, kept in the lead's trail. */
export async function addNote(form: FormData): Promise<void> {
  const place = await actingMember();
  const leadId = formNumber(form, "leadId", ID);
  if (leadId === null) notFound();
  const raw = form.get("note");
  const note = typeof raw === "string" ? raw.trim() : "";
  if (!note) back(leadId, "note-needed");
  if (note.length > NOTE_MAX) back(leadId, "note-too-long");
  if (!(await addLeadNote(await getDb(), place, leadId, note))) notFound();
  back(leadId, "noted");
}
