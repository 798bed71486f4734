import { mayInvite } from "./security-rules";
import type { Membership } from "./staff-groups.db";

/**
 * The group whose people a member manages on the team page: the first of their groups where their role may invite
 * (an owner's); null for anyone else, who is answered as if there were no such page.
 */
export function teamGroup<S extends { memberships: readonly Membership[] }>(
  staff: S,
): { staff: S; groupId: string; groupName: string } | null {
  const membership = staff.memberships.find((m) => mayInvite(m.member.role));
  return membership ? { staff, groupId: membership.member.groupId, groupName: membership.groupName } : null;
}
