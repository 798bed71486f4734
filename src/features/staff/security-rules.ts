import type { Scope, StaffRole } from "./roles";
import { isStaffRole, STAFF_ROLES } from "./roles";
import { staffEmail } from "./staff-sign-in";

/**
 * Owners and managers can change the most (people, every site, a whole site), so an e-mail code alone is not enough
 * for them: a member holding either role in any group must have an authenticator before the console lets them do
 * anything else.
 */
const ROLES_THAT_NEED_AN_AUTHENTICATOR: readonly StaffRole[] = ["owner", "manager"];

export function authenticatorRequired(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => ROLES_THAT_NEED_AN_AUTHENTICATOR.includes(role));
}

/** Sent to enrol: the role needs an authenticator and none is on yet. */
export function mustEnrol(roles: readonly StaffRole[], authenticatorOn: boolean): boolean {
  return !authenticatorOn && authenticatorRequired(roles);
}

/** A member may turn their authenticator off only when no role of theirs needs one. */
export function mayTurnOffAuthenticator(roles: readonly StaffRole[]): boolean {
  return !authenticatorRequired(roles);
}

/** A place an invited person may be given: a whole site of the group, or one dealership of such a site. */
export interface InvitablePlace {
  /** The form's value for it: `site:<id>` or `dealership:<id>`. */
  value: string;
  label: string;
  scope: Scope;
}

const INVITATION_NAME_MAX = 100;

export interface InvitationInput {
  email: string;
  name: string;
  role: StaffRole;
  scopes: Scope[];
}

export type InvitationField = "email" | "name" | "role" | "places";

const INVITATION_MESSAGES: Record<InvitationField, string> = {
  email: "E-mail: enter the person's work e-mail address, like name@dealer.com.au.",
  name: `Name: enter the person's name (up to ${INVITATION_NAME_MAX} characters).`,
  role: "Role: choose one of the roles listed.",
  places: "Works at: tick at least one site or dealership of the group.",
};

/**
 * An invitation as the team form sends it: a work address, a name, a role, and where they will work, each a place
 * the group has (an owner works everywhere and takes none; anyone else needs at least one). Every field that is wrong
 * is named.
 */
export function invitationInput(
  form: { email: unknown; name: unknown; role: unknown; places: readonly unknown[] },
  places: readonly InvitablePlace[],
): { ok: true; value: InvitationInput } | { ok: false; errors: Partial<Record<InvitationField, string>> } {
  const errors: Partial<Record<InvitationField, string>> = {};
  const email = staffEmail(form.email);
  if (!email) errors.email = INVITATION_MESSAGES.email;
  const name = typeof form.name === "string" ? form.name.trim() : "";
  if (!name || name.length > INVITATION_NAME_MAX) errors.name = INVITATION_MESSAGES.name;
  const role = isStaffRole(form.role) ? form.role : null;
  if (!role) errors.role = INVITATION_MESSAGES.role;
  const chosen = form.places.map((value) => places.find((place) => place.value === value));
  const unknownPlace = chosen.some((place) => !place);
  if (unknownPlace || (role !== "owner" && role !== null && chosen.length === 0))
    errors.places = INVITATION_MESSAGES.places;
  if (!email || !role || Object.keys(errors).length > 0) return { ok: false, errors };
  const scopes = role === "owner" ? [] : chosen.map((place) => place!.scope);
  return { ok: true, value: { email, name, role, scopes } };
}

/** Why an invitation cannot be accepted, in the invitee's words. */
export type InvitationRefusal = "missing" | "expired" | "not-pending" | "other-address";

export const INVITATION_REFUSALS: Record<InvitationRefusal, string> = {
  missing: "There is no such invitation. Ask the person who invited you to send a new one.",
  expired: "This invitation has expired. Ask the person who invited you to send a new one.",
  "not-pending": "This invitation has already been accepted or was cancelled.",
  "other-address": "This invitation is for another e-mail address. Sign out and sign in with the invited address.",
};

/** Whether an invitation can be accepted now by a signed-in address, or why not. */
export function invitationRefusal(
  invitation: { email: string; status: string; expiresAt: Date } | null,
  email: string,
  now: Date,
): InvitationRefusal | null {
  if (!invitation) return "missing";
  if (invitation.status !== "pending") return "not-pending";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  if (invitation.email.toLowerCase() !== email.toLowerCase()) return "other-address";
  return null;
}

/** A session's device as a person reads it: browser and system from its user agent, or "Unknown device". */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (!browser && !system) return "Unknown device";
  return [browser ?? "A browser", system ? `on ${system}` : null].filter(Boolean).join(" ");
}

/** Whether a role may invite people to its group and cancel invitations (owners: `invitation:create`). */
export function mayInvite(role: StaffRole): boolean {
  return STAFF_ROLES[role]?.authorize({ invitation: ["create", "cancel"] }).success === true;
}
