import type { DeskMember } from "./lead-scope";

/** A member at work on the desk: who they are, their group, and the sites of it they may see. */
export interface DeskPlace extends DeskMember {
  groupName: string;
  sites: readonly { id: number; slug: string; name: string }[];
}

/** The time zone the desk's days and times are in: the first site's (a group's sites share one), else the east coast. */
export function deskTimeZone(siteZones: readonly (string | undefined)[]): string {
  return siteZones.find(Boolean) ?? "Australia/Sydney";
}

/** A moment as the desk shows it: day, month, year and time, in the sites' time zone. */
export function deskMoment(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}

/** A signed-in staff member as the console's session gives them (features/staff SignedInStaff). */
interface SignedIn {
  userId: string;
  memberships: readonly { member: DeskMember["member"]; groupName: string; sites: DeskPlace["sites"] }[];
}

/**
 * Where a signed-in member works on the desk: their first group (the one they chose to work in, which the console's
 * session puts first), or null for someone in no group.
 */
export function deskPlace(staff: SignedIn): DeskPlace | null {
  const membership = staff.memberships[0];
  if (!membership) return null;
  return { userId: staff.userId, member: membership.member, groupName: membership.groupName, sites: membership.sites };
}
