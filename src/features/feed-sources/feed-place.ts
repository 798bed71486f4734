import type { Member } from "@/features/staff";

/** A signed-in staff member as the console's session gives them (features/staff SignedInStaff). */
interface SignedIn {
  userId: string;
  memberships: readonly { member: Member; sites: readonly { id: number; name: string }[] }[];
}

/** Where a member works on feeds: their first group (the one they chose to work in) and its sites they see. */
export interface FeedPlace {
  userId: string;
  member: Member;
  siteIds: number[];
}

export function feedPlace(staff: SignedIn): FeedPlace | null {
  const membership = staff.memberships[0];
  if (!membership) return null;
  return { userId: staff.userId, member: membership.member, siteIds: membership.sites.map((s) => s.id) };
}

/** A positive database id from a form or a path, or null. */
export function idOf(raw: unknown): number | null {
  return typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
}
