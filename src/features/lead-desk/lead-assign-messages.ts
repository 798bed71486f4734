/** What the lead page says after its assignment forms (features/lead-desk lead-desk-messages takes these in). */
export const LEAD_ASSIGN_OUTCOMES = {
  assigned: { field: null, message: "Assignment saved." },
  claimed: { field: null, message: "You have taken this lead." },
  taken: { field: null, message: "Someone else took this lead first; it is theirs now." },
  "assignee-not-in-scope": {
    field: "assigneeId",
    message: "Assign to: choose a member of the staff who work on this lead.",
  },
} as const;
