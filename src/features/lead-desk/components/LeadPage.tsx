import { notFound } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import type { DeskPlace } from "@/features/lead-desk/desk-place";
import { leadDeskOutcome } from "@/features/lead-desk/lead-desk-messages";
import { leadDetail } from "@/features/lead-desk/lead-detail.db";
import { LeadAssignment } from "./LeadAssignment";
import { LeadDetail } from "./LeadDetail";

/** A lead's page for a member; a lead that does not exist and one outside their scope are both not found. */
export async function LeadPage({
  place,
  id,
  outcome,
  timeZone,
}: {
  place: DeskPlace;
  id: string;
  outcome: unknown;
  timeZone: string;
}) {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) notFound();
  const lead = await leadDetail(await getDb(), place, Number(id));
  if (!lead) notFound();
  const said = leadDeskOutcome(outcome);
  const assignment = (
    <LeadAssignment
      place={place}
      leadId={lead.id}
      timeZone={timeZone}
      error={said?.field === "assigneeId" ? said.message : undefined}
    />
  );
  return <LeadDetail lead={lead} outcome={said} timeZone={timeZone} assignment={assignment} />;
}
