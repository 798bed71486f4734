import type { Member } from "@/features/staff";

/** A lead placed as the console's roles decide on it: its group, site, dealership, location and category. */
export interface PlacedLead {
  groupId: string;
  siteId: number;
  dealershipId: number;
  locationId: number | null;
  category: string;
}

/** The target a lead is for `can` (features/staff roles). */
export function leadTarget(lead: PlacedLead) {
  return {
    resource: "lead" as const,
    groupId: lead.groupId,
    siteId: lead.siteId,
    dealershipId: lead.dealershipId,
    locationId: lead.locationId,
    leadCategory: lead.category,
  };
}

/** Who is working in the console: their staff account, and their place in the group they are working in. */
export interface DeskMember {
  userId: string;
  member: Member;
}
