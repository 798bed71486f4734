import { asc, eq } from "drizzle-orm";
import type { LeadRecord } from "@/domain/lead-types";
import { sampleLead } from "@/features/leads/testing/sample-lead";
import type { Member, Scope, StaffRole } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import {
  dealerships,
  leads,
  locations,
  sites,
  staffGroupSites,
  staffMembers,
  staffMemberScopes,
  staffOrganizations,
  staffUsers,
} from "@/platform/db/schema";
import type { DeskMember } from "@/features/lead-desk/lead-scope";

/** Where a lead is stored: a site, one of its dealerships, and one of that dealership's locations (or none). */
export interface LeadPlace {
  siteId: number;
  dealershipId: number;
  locationId: number | null;
}

/** A demo site made the only site of a dealer group of its own, with its places, for the desk's database tests. */
export interface GroupSite {
  groupId: string;
  siteId: number;
  /** Every location of the site, with its dealership, in a steady order. */
  places: LeadPlace[];
}

export async function groupWithSite(db: Database, groupSlug: string, siteSlug: string): Promise<GroupSite> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
  const groupId = `group-${groupSlug}`;
  await db.insert(staffOrganizations).values({ id: groupId, name: groupSlug, slug: groupSlug });
  await db.insert(staffGroupSites).values({ siteId: site!.id, organizationId: groupId });
  const places = await db
    .select({ siteId: dealerships.siteId, dealershipId: dealerships.id, locationId: locations.id })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(eq(dealerships.siteId, site!.id))
    .orderBy(asc(dealerships.id), asc(locations.id));
  return { groupId, siteId: site!.id, places };
}

/** A member of a group working at the scopes given (an owner needs none), signed in as `userId`. */
export function deskMember(group: GroupSite, role: StaffRole, scopes: Scope[] = [], userId = `${role}-user`) {
  const member: Member = { groupId: group.groupId, role, scopes };
  return { userId, member } satisfies DeskMember;
}

/** A scope of one location. */
export const locationScope = (place: LeadPlace): Scope => ({ ...place });

/** Stores a lead at a place, as the shopper's form would have (an invented customer). Returns its id. */
export async function storeDeskLead(
  db: Database,
  place: LeadPlace,
  lead: Partial<Omit<LeadRecord, "id" | "createdAt">> & { createdAt?: Date } = {},
): Promise<number> {
  const { createdAt, ...snapshotOverrides } = lead;
  const { id: _id, createdAt: _at, ...snapshot } = sampleLead(snapshotOverrides);
  const [row] = await db
    .insert(leads)
    .values({
      siteId: place.siteId,
      dealershipId: place.dealershipId,
      locationId: place.locationId,
      category: snapshot.category,
      subcategory: snapshot.subcategory,
      url: snapshot.url,
      snapshot,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: leads.id });
  return row!.id;
}

/** A real staff account in a group (user, member and scopes rows), for what refers to staff: assignment, the digest. */
export async function addDeskStaff(
  db: Database,
  group: GroupSite,
  role: StaffRole,
  scopes: Scope[],
  userId: string,
  email = `${userId}@staff.example`,
) {
  await db.insert(staffUsers).values({ id: userId, name: `Staff ${userId}`, email, emailVerified: true });
  const memberId = `member-${userId}`;
  await db.insert(staffMembers).values({ id: memberId, organizationId: group.groupId, userId, role });
  if (scopes.length > 0) await db.insert(staffMemberScopes).values(scopes.map((scope) => ({ memberId, ...scope })));
  return deskMember(group, role, scopes, userId);
}
