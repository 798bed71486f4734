import { createAccessControl } from "better-auth/plugins/access";

/*
 * What a console member may do: their role says which actions (better-auth's access control, also handed to its
 * organization plugin so its own endpoints obey the same statements), their scope says where. A member belongs to one
 * dealer group (the organisation); every decision starts by refusing anything of another group.
 */

/** Every action of the console, by what it acts on. The organisation's own (members, invitations) are better-auth's. */
const STATEMENTS = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  lead: ["read", "update", "assign", "export"],
  reservation: ["read", "update"],
  tradeIn: ["read", "update"],
  /** A site's content documents (offers, promo cards, pages, popup, menus): drafts are `update`, going live `publish`. */
  content: ["read", "update", "publish"],
  /** A site's cars as the dealer presents them: price, comments, visibility, photos, specials. */
  stock: ["read", "update"],
  /** Where a site's stock comes from: feed sources, their mappings, API keys and runs. */
  feed: ["read", "update"],
  site: ["read", "update"],
  audit: ["read"],
  /** A site's reports (views, leads, searches, response times): owners and managers, as every action at a site. */
  report: ["read"],
} as const;

export const accessControl = createAccessControl(STATEMENTS);

/** Every action on a site's things: all but the group's own (its people and itself). */
const { organization: _group, member: _people, invitation: _invitations, ...EVERYTHING_AT_A_SITE } = STATEMENTS;

/** The roles, as better-auth's organization plugin takes them (`roles`). */
export const STAFF_ROLES = {
  /** The group's people and every site of the group. */
  owner: accessControl.newRole({
    organization: ["update", "delete"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    ...EVERYTHING_AT_A_SITE,
  }),
  /** Everything at the sites or dealerships they manage; not the group's people. */
  manager: accessControl.newRole(EVERYTHING_AT_A_SITE),
  /** Leads, reservations and trade-ins of the dealerships or locations assigned to them. */
  sales: accessControl.newRole({
    lead: ["read", "update"],
    reservation: ["read", "update"],
    tradeIn: ["read", "update"],
    stock: ["read"],
  }),
  /** Service and parts leads (SERVICE_LEAD_CATEGORIES) of where they work. */
  service: accessControl.newRole({ lead: ["read", "update"] }),
  /** The sites' content, for the content console, and how their cars are presented (not where stock comes from). */
  marketing: accessControl.newRole({ content: ["read", "update"], stock: ["read", "update"] }),
};

export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_NAMES = Object.keys(STAFF_ROLES) as StaffRole[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && Object.hasOwn(STAFF_ROLES, value);
}

/** The lead categories (as the lead forms name them) a service member handles. */
export const SERVICE_LEAD_CATEGORIES: readonly string[] = ["Service", "Parts"];

export type Resource = Exclude<keyof typeof STATEMENTS, "organization" | "member" | "invitation">;
export type Action<R extends Resource> = (typeof STATEMENTS)[R][number];

/**
 * Where a member works below the group: a whole site, one dealership of it, or one location of that dealership. An
 * owner works everywhere in the group and needs none.
 */
export interface Scope {
  siteId: number;
  dealershipId: number | null;
  locationId: number | null;
}

export interface Member {
  groupId: string;
  role: StaffRole;
  scopes: readonly Scope[];
}

/**
 * What an action is on: a thing of a site of a group, placed as precisely as it is known (a lead of a location, a
 * reservation of a dealership, a site's settings with neither), and for a lead its category.
 */
export interface Target<R extends Resource = Resource> {
  resource: R;
  groupId: string;
  siteId: number;
  dealershipId: number | null;
  locationId: number | null;
  /** A lead's category, for a service member. */
  leadCategory?: string | null;
}

/** A scope covers a target inside it: the same site, and its dealership and location where the scope names one. */
export function scopeCovers(scope: Scope, target: Omit<Target, "resource" | "groupId">): boolean {
  if (scope.siteId !== target.siteId) return false;
  if (scope.dealershipId !== null && scope.dealershipId !== target.dealershipId) return false;
  if (scope.locationId !== null && scope.locationId !== target.locationId) return false;
  return true;
}

/**
 * Whether a role's statements allow an action on a kind of thing anywhere at all: what a list asks before it builds a
 * query (its rows are then limited to the member's scopes, as `can` limits one target).
 */
export function roleMay<R extends Resource>(role: StaffRole, resource: R, action: Action<R>): boolean {
  const statements = STAFF_ROLES[role];
  if (!statements) return false;
  const request = { [resource]: [action] } as Parameters<typeof statements.authorize>[0];
  return statements.authorize(request).success;
}

/**
 * Whether a member may do an action on a target. Refused, in this order: anything of another group; an action their
 * role's statements lack; for a service member, a lead that is not a service or parts lead; for anyone but an owner,
 * a target outside every scope they have (a member with none sees nothing).
 */
export function can<R extends Resource>(member: Member, action: Action<R>, target: Target<R>): boolean {
  if (member.groupId !== target.groupId) return false;
  if (!roleMay(member.role, target.resource, action)) return false;
  if (member.role === "service" && !SERVICE_LEAD_CATEGORIES.includes(target.leadCategory ?? "")) return false;
  if (member.role === "owner") return true;
  return member.scopes.some((scope) => scopeCovers(scope, target));
}
