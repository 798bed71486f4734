import { notFound } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import type { DeskPlace } from "@/features/lead-desk/desk-place";
import { leadDeskOutcome } from "@/features/lead-desk/lead-desk-messages";
import { leadDetail } from "@/features/lead-desk/lead-detail.db";
import { LeadAssignment } from "./LeadAssignment";
import { deliveriesOfLead } from "@/features/lead-desk/lead-comms.db";
import { defaultReplySubject } from "@/features/lead-desk/lead-comms-rules";
import { LeadComms } from "./LeadComms";
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
  const deliveries = (await deliveriesOfLead(await getDb(), place, lead.id)) ?? [];
  return (
    <LeadDetail lead={lead} outcome={said} timeZone={timeZone} assignment={assignment}>
      <LeadComms
        leadId={lead.id}
        email={lead.snapshot.customer.email}
        subject={defaultReplySubject({ ...lead, vehicle: lead.snapshot.vehicle })}
        deliveries={deliveries}
        outcome={outcome}
        timeZone={timeZone}
      />
    </LeadDetail>
  );
}
