"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { deskPlace } from "./desk-place";
import { assignLead, claimLead } from "./lead-assign.db";
import type { LeadDeskOutcome } from "./lead-desk-messages";
import { leadForMember } from "./lead-work.db";

const ID = /^[1-9]\d{0,9}$/;
const VERSION = /^\d{1,10}$/;
/** A staff account's id as better-auth makes them (letters, digits, - and _). */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function formNumber(form: FormData, name: string, pattern: RegExp): number | null {
  const value = form.get(name);
  return typeof value === "string" && pattern.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null;
}

function back(leadId: number, outcome: LeadDeskOutcome): never {
  redirect(`/leads/${leadId}?outcome=${outcome}`);
}

async function actingMember() {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return place;
}

/** The lead page's "Assign to" form (managers and owners): a member of the lead's staff, or nobody (""). */
export async function assignLeadForm(form: FormData): Promise<void> {
  const place = await actingMember();
  const leadId = formNumber(form, "leadId", ID);
  const version = formNumber(form, "version", VERSION);
  if (leadId === null || version === null) notFound();
  // A lead the member may not see answers as a missing one before anything of the form is judged.
  if (!(await leadForMember(await getDb(), place, leadId))) notFound();
  const raw = form.get("assigneeId");
  const assigneeId = raw === "" ? null : typeof raw === "string" && USER_ID.test(raw) ? raw : undefined;
  if (assigneeId === undefined) back(leadId, "assignee-not-in-scope");
  const result = await assignLead(await getDb(), place, { leadId, version, assigneeId });
  if (result.ok) back(leadId, "assigned");
  if (result.reason === "not-found") notFound();
  back(leadId, result.reason === "not-in-scope" ? "assignee-not-in-scope" : "stale");
}

/** "Take this lead": the member takes an unassigned lead; of two at once, one gets it and the other is told. */
export async function claimLeadForm(form: FormData): Promise<void> {
  const place = await actingMember();
  const leadId = formNumber(form, "leadId", ID);
  if (leadId === null) notFound();
  const result = await claimLead(await getDb(), place, leadId);
  if (result.ok) back(leadId, "claimed");
  if (result.reason === "not-found") notFound();
  back(leadId, "taken");
}
