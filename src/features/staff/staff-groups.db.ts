import { and, asc, eq, inArray } from "drizzle-orm";
import { toSlug } from "@/domain/slug";
import type { Database } from "@/platform/db/client";
import {
  sites,
  staffGroupSites,
  staffMembers,
  staffMemberScopes,
  staffOrganizations,
  staffUsers,
} from "@/platform/db/schema";
import type { Member, Scope, StaffRole } from "./roles";
import { isStaffRole } from "./roles";
import type { StaffAuth } from "./staff-auth.db";

export interface NewStaff {
  /** The dealer group's name; a group of that name is made when it does not exist yet (only with its owner). */
  group: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The sites the member works at: an owner's are added to the group; anyone else's become their scope. */
  siteSlugs: readonly string[];
}

/** A reason a staff member cannot be added, naming what is wrong. */
export class StaffInputError extends Error {
  constructor(
    readonly field: "group" | "email" | "role" | "site",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Adds a staff member to a dealer group through better-auth (its user, its organisation and member records), and the
 * group's sites and the member's scope beside them. A group is made only with its first owner; a site belongs to one
 * group at most. Adding someone again changes nothing of what they already have.
 */
export async function addStaff(
  auth: StaffAuth,
  db: Database,
  input: NewStaff,
): Promise<{ groupId: string; userId: string; memberId: string }> {
  const slug = toSlug(input.group);
  if (!slug) throw new StaffInputError("group", "The group needs a name with letters or digits.");
  const siteRows = await siteIds(db, input.siteSlugs);
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(input.email);
  const user =
    found?.user ??
    (await context.internalAdapter.createUser(
      { email: input.email, name: input.name, emailVerified: true },
      { method: "admin" },
    ));
  let [group] = await db.select().from(staffOrganizations).where(eq(staffOrganizations.slug, slug));
  if (!group) {
    if (input.role !== "owner")
      throw new StaffInputError("group", `There is no group "${input.group}" yet: add its owner first.`);
    await auth.api.createOrganization({ body: { name: input.group.trim(), slug, userId: user.id } });
    [group] = await db.select().from(staffOrganizations).where(eq(staffOrganizations.slug, slug));
  }
  let [member] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.organizationId, group!.id), eq(staffMembers.userId, user.id)));
  if (!member) {
    await auth.api.addMember({ body: { userId: user.id, organizationId: group!.id, role: input.role } });
    [member] = await db
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.organizationId, group!.id), eq(staffMembers.userId, user.id)));
  }
  if (input.role === "owner") {
    if (siteRows.length > 0)
      await db
        .insert(staffGroupSites)
        .values(siteRows.map((site) => ({ siteId: site.id, organizationId: group!.id })))
        .onConflictDoNothing();
    const claimed = await db
      .select()
      .from(staffGroupSites)
      .where(inArray(staffGroupSites.siteId, siteRows.map((s) => s.id).concat(-1)));
    const elsewhere = claimed.find((row) => row.organizationId !== group!.id);
    if (elsewhere)
      throw new StaffInputError(
        "site",
        `Site ${siteRows.find((s) => s.id === elsewhere.siteId)!.slug} belongs to another group.`,
      );
  } else {
    for (const site of siteRows) {
      const [owned] = await db.select().from(staffGroupSites).where(eq(staffGroupSites.siteId, site.id));
      if (owned?.organizationId !== group!.id)
        throw new StaffInputError("site", `Site ${site.slug} is not a site of the group "${input.group}".`);
      const [already] = await db
        .select({ id: staffMemberScopes.id })
        .from(staffMemberScopes)
        .where(and(eq(staffMemberScopes.memberId, member!.id), eq(staffMemberScopes.siteId, site.id)));
      if (!already) await db.insert(staffMemberScopes).values({ memberId: member!.id, siteId: site.id });
    }
  }
  return { groupId: group!.id, userId: user.id, memberId: member!.id };
}

async function siteIds(db: Database, slugs: readonly string[]): Promise<{ id: number; slug: string }[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(inArray(sites.slug, [...slugs]));
  const missing = slugs.find((slug) => !rows.some((row) => row.slug === slug));
  if (missing) throw new StaffInputError("site", `There is no site "${missing}".`);
  return rows;
}

/** A staff member's place in one group, as the console shows it and decides with (roles.ts can). */
export interface Membership {
  member: Member;
  groupName: string;
  /** The sites of the group the member may work at, by name. */
  sites: { id: number; slug: string; name: string }[];
}

/** The groups a staff member belongs to, each with the sites they may see there (an owner: every site of the group). */
export async function membershipsOf(db: Database, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      id: staffMembers.id,
      role: staffMembers.role,
      groupId: staffOrganizations.id,
      groupName: staffOrganizations.name,
    })
    .from(staffMembers)
    .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffMembers.organizationId))
    .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId))
    .orderBy(asc(staffOrganizations.name));
  const memberships: Membership[] = [];
  for (const row of rows) {
    if (!isStaffRole(row.role)) continue;
    const groupSites = await db
      .select({ id: sites.id, slug: sites.slug, name: sites.name })
      .from(staffGroupSites)
      .innerJoin(sites, eq(sites.id, staffGroupSites.siteId))
      .where(eq(staffGroupSites.organizationId, row.groupId))
      .orderBy(asc(sites.name));
    const scopes: Scope[] = (
      await db
        .select({
          siteId: staffMemberScopes.siteId,
          dealershipId: staffMemberScopes.dealershipId,
          locationId: staffMemberScopes.locationId,
        })
        .from(staffMemberScopes)
        .where(eq(staffMemberScopes.memberId, row.id))
    ).filter((scope) => groupSites.some((site) => site.id === scope.siteId));
    memberships.push({
      member: { groupId: row.groupId, role: row.role, scopes },
      groupName: row.groupName,
      sites: row.role === "owner" ? groupSites : groupSites.filter((site) => scopes.some((s) => s.siteId === site.id)),
    });
  }
  return memberships;
}
