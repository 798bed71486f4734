import { can } from "@/features/staff";
import { getDb } from "@/platform/db/db.server";
import { deskMoment, type DeskPlace } from "@/features/lead-desk/desk-place";
import { assignLeadForm, claimLeadForm } from "@/features/lead-desk/lead-assign-actions.server";
import { staffForLead } from "@/features/lead-desk/lead-assign.db";
import { leadTarget } from "@/features/lead-desk/lead-scope";
import { leadForMember } from "@/features/lead-desk/lead-work.db";
import { responseLabel, responseState } from "@/features/leads";
import { leads } from "@/platform/db/schema";
import { eq } from "drizzle-orm";

const BUTTON = "mt-2 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";

/**
 * Who works a lead and its first-response clock, on the lead's page: "Take this lead" for an unassigned lead the
 * member may work on, and for a manager or owner a form to give it to a member of its staff.
 */
export async function LeadAssignment({
  place,
  leadId,
  error,
  timeZone,
}: {
  place: DeskPlace;
  leadId: number;
  error?: string;
  timeZone: string;
}) {
  const db = await getDb();
  const lead = await leadForMember(db, place, leadId);
  if (!lead) return null;
  const [clock] = await db
    .select({ createdAt: leads.createdAt, responseDueAt: leads.responseDueAt })
    .from(leads)
    .where(eq(leads.id, lead.id));
  const staff = await staffForLead(db, lead);
  const assignee = staff.find((s) => s.userId === lead.assigneeId);
  const mayAssign = can(place.member, "assign", leadTarget(lead));
  const mayClaim = !lead.assigneeId && can(place.member, "update", leadTarget(lead));
  const state = responseState({ ...clock!, firstContactedAt: lead.firstContactedAt }, new Date());
  const label = responseLabel(state);
  return (
    <div className="mt-2">
      {label && (
        <p>
          First response: <strong className={state.kind === "overdue" ? "text-red-800" : undefined}>{label}</strong>
          {clock!.responseDueAt && state.kind !== "answered" && (
            <> (due {deskMoment(clock!.responseDueAt, timeZone)})</>
          )}
        </p>
      )}
      <p className="mt-2">
        Assigned to: <strong>{assignee?.name ?? (lead.assigneeId ? "A former staff member" : "nobody yet")}</strong>
      </p>
      {mayClaim && (
        <form action={claimLeadForm}>
          <input type="hidden" name="leadId" value={lead.id} />
          <button type="submit" className={BUTTON}>
            Take this lead
          </button>
        </form>
      )}
      {mayAssign && (
        <form action={assignLeadForm} className="mt-4" noValidate>
          <input type="hidden" name="leadId" value={lead.id} />
          <input type="hidden" name="version" value={lead.version} />
          <label htmlFor="assigneeId" className="block font-semibold">
            Assign to
          </label>
          <select
            id="assigneeId"
            name="assigneeId"
            defaultValue={lead.assigneeId ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "assignee-error" : undefined}
            className="mt-1 max-w-full rounded border border-gray-500 bg-white px-3 py-2"
          >
            <option value="">Nobody</option>
            {staff.map((s) => (
              <option key={s.userId} value={s.userId}>
                {s.name}
              </option>
            ))}
          </select>
          {error && (
            <p id="assignee-error" className="mt-1 text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <div>
            <button type="submit" className={BUTTON}>
              Save assignment
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
