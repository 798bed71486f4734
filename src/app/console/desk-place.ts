import type { DeskPlace } from "@/features/lead-desk";
import type { SignedInStaff } from "@/features/staff/index.server";

/**
 * Where a signed-in member works on the desk: their first group (a member of several works in the first by name
 * until the console lets them switch), or null for someone in no group.
 */
export function deskPlace(staff: SignedInStaff): DeskPlace | null {
  const membership = staff.memberships[0];
  if (!membership) return null;
  return {
    userId: staff.userId,
    member: membership.member,
    groupName: membership.groupName,
    sites: membership.sites,
  };
}
