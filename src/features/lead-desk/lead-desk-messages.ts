import { LEAD_ASSIGN_OUTCOMES } from "./lead-assign-messages";
import { LOST_REASON_MAX } from "./lead-status";

/*
 * What the lead page says after a form on it was sent. The action sends the page back with the outcome's name in the
 * query (never the text itself, so no page shows text a link could make up).
 */

export const NOTE_MAX = 2000;

export const LEAD_DESK_OUTCOMES = {
  saved: { field: null, message: "Status saved." },
  noted: { field: null, message: "Note added." },
  stale: { field: null, message: "This lead was changed by someone else; reload to see the change, then try again." },
  "status-not-allowed": { field: "status", message: "Status: this lead cannot move to that status from where it is." },
  "status-missing": { field: "status", message: "Status: choose a status." },
  "reason-needed": { field: "lostReason", message: "Reason lost: say why the lead was lost." },
  "reason-too-long": {
    field: "lostReason",
    message: `Reason lost: keep the reason to ${LOST_REASON_MAX} characters.`,
  },
  "note-needed": { field: "note", message: "Note: write the note first." },
  "note-too-long": { field: "note", message: `Note: keep a note to ${NOTE_MAX} characters.` },
  ...LEAD_ASSIGN_OUTCOMES,
} as const satisfies Record<string, { field: string | null; message: string }>;

export type LeadDeskOutcome = keyof typeof LEAD_DESK_OUTCOMES;

/** The outcome a page's query names, or null for none or a name that is no outcome. */
export function leadDeskOutcome(value: unknown): (typeof LEAD_DESK_OUTCOMES)[LeadDeskOutcome] | null {
  return typeof value === "string" && Object.hasOwn(LEAD_DESK_OUTCOMES, value)
    ? LEAD_DESK_OUTCOMES[value as LeadDeskOutcome]
    : null;
}
