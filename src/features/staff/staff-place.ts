/*
 * A staff member in several dealer groups works in one at a time: the one they chose (a console-only cookie naming the
 * group), else their first by name. The cookie is only a wish: it is honoured when the member belongs to that group
 * now, read against their memberships on every request, so a forged or stale one changes nothing.
 */

/** The console's cookie naming the group a member works in: httpOnly, the console host's only. */
export const GROUP_COOKIE = "console_group";

/** The longest group id a cookie may carry (better-auth's ids are 32 characters); anything longer is ignored. */
const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A cookie's value as a group id worth looking for, or null for anything else (missing, empty, oversized, odd). */
export function chosenGroupId(value: unknown): string | null {
  return typeof value === "string" && GROUP_ID.test(value) ? value : null;
}

/**
 * The memberships with the chosen group's first (the console works in the first), the others after it in their own
 * order; unchanged when the choice is none or a group the member is not in.
 */
export function chosenFirst<T extends { member: { groupId: string } }>(
  memberships: readonly T[],
  chosen: unknown,
): T[] {
  const groupId = chosenGroupId(chosen);
  const index = groupId === null ? -1 : memberships.findIndex((m) => m.member.groupId === groupId);
  if (index <= 0) return [...memberships];
  return [memberships[index]!, ...memberships.slice(0, index), ...memberships.slice(index + 1)];
}
