import { LEAD_STATUSES, type LeadStatus } from "@/domain/lead-types";

/*
 * How a lead moves through the dealer's work on it. A lead arrives new and never goes back to new; it is contacted,
 * booked for an appointment, sold or lost. An appointment may fall back to contacted (rescheduled), a sale may fall
 * through (lost), and a lost lead may be taken up again (contacted). Lost always carries the reason it was lost, so
 * the dealer's reports can say why.
 */

const NEXT_STATUSES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "appointment", "sold", "lost"],
  contacted: ["appointment", "sold", "lost"],
  appointment: ["contacted", "sold", "lost"],
  sold: ["lost"],
  lost: ["contacted"],
};

/** What a person reads for each status. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

/** The longest lost reason kept: a sentence, not a letter. */
export const LOST_REASON_MAX = 300;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The statuses a lead may move to from the one it has. */
export function nextStatuses(from: LeadStatus): readonly LeadStatus[] {
  return NEXT_STATUSES[from];
}

/** A change of status, as a form asks for it. */
export interface StatusChange {
  to: LeadStatus;
  lostReason?: string | null;
}

/** Why a change of status is refused, with the form field it is about. */
export type StatusRefusal =
  | { field: "status"; reason: "not-allowed"; message: string }
  | { field: "lostReason"; reason: "reason-needed" | "reason-too-long"; message: string };

/**
 * The lead's work state after a change of status, or why the change is refused: a move the workflow does not allow
 * (staying where it is included), lost without a reason, or a reason too long. A reason is kept only with lost;
 * first contact is the first move to a status that means the dealer reached the shopper (a lead lost untouched, as
 * spam, was never contacted), and is never moved once set.
 */
export function applyStatusChange(
  current: { status: LeadStatus; firstContactedAt: Date | null },
  change: StatusChange,
  now: Date,
):
  | { ok: true; status: LeadStatus; lostReason: string | null; firstContactedAt: Date | null }
  | { ok: false; refusal: StatusRefusal } {
  if (!nextStatuses(current.status).includes(change.to))
    return {
      ok: false,
      refusal: {
        field: "status",
        reason: "not-allowed",
        message: `A ${LEAD_STATUS_LABELS[current.status].toLowerCase()} lead cannot be marked ${LEAD_STATUS_LABELS[change.to].toLowerCase()}.`,
      },
    };
  const reason = change.lostReason?.trim() || null;
  if (change.to === "lost" && !reason)
    return {
      ok: false,
      refusal: { field: "lostReason", reason: "reason-needed", message: "Say why the lead was lost." },
    };
  if (change.to === "lost" && reason!.length > LOST_REASON_MAX)
    return {
      ok: false,
      refusal: {
        field: "lostReason",
        reason: "reason-too-long",
        message: `Keep the reason to ${LOST_REASON_MAX} characters.`,
      },
    };
  const reached = change.to === "contacted" || change.to === "appointment" || change.to === "sold";
  return {
    ok: true,
    status: change.to,
    lostReason: change.to === "lost" ? reason : null,
    firstContactedAt: current.firstContactedAt ?? (reached ? now : null),
  };
}
