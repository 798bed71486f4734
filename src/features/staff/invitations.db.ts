import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import {
  dealerships,
  sites,
  staffGroupSites,
  staffInvitations,
  staffInvitationScopes,
  staffMembers,
  staffMemberScopes,
  staffOrganizations,
  staffUsers,
} from "@/platform/db/schema";
import type { Scope } from "./roles";
import { invitationRefusal, type InvitablePlace, type InvitationInput, type InvitationRefusal } from "./security-rules";
import type { StaffAuth } from "./staff-auth.db";

/** Who acts, and the request that carries their session (better-auth checks the session and the role itself too). */
export interface Acting {
  userId: string;
  groupId: string;
  headers: Headers;
}

/** The places of a group a person can be invited to work at: each of its sites, and each dealership of them. */
export async function invitablePlaces(db: Database, groupId: string): Promise<InvitablePlace[]> {
  const groupSites = await db
    .select({ id: sites.id, name: sites.name })
    .from(staffGroupSites)
    .innerJoin(sites, eq(sites.id, staffGroupSites.siteId))
    .where(eq(staffGroupSites.organizationId, groupId))
    .orderBy(asc(sites.name));
  const siteIds = groupSites.map((site) => site.id);
  const groupDealerships = siteIds.length
    ? await db
        .select({ id: dealerships.id, siteId: dealerships.siteId, name: dealerships.name })
        .from(dealerships)
        .where(inArray(dealerships.siteId, siteIds))
        .orderBy(asc(dealerships.name))
    : [];
  return groupSites.flatMap((site) => [
    {
      value: `site:${site.id}`,
      label: `${site.name} (the whole site)`,
      scope: { siteId: site.id, dealershipId: null, locationId: null },
    },
    ...groupDealerships
      .filter((dealership) => dealership.siteId === site.id)
      .map((dealership) => ({
        value: `dealership:${dealership.id}`,
        label: `${site.name}: ${dealership.name}`,
        scope: { siteId: site.id, dealershipId: dealership.id, locationId: null },
      })),
  ]);
}

export type InviteResult = { ok: true; invitationId: string } | { ok: false; reason: "already-member" };

/**
 * Invites a person to the acting owner's group through better-auth's organization plugin (which checks the inviter's
 * role may `invitation:create`, and e-mails the link), then records where they will work and the audit entry. The
 * person gets a staff account now, with no group, so they can sign in with an e-mail code to accept (sign-in never
 * makes an account).
 */
export async function inviteStaff(
  auth: StaffAuth,
  db: Database,
  acting: Acting,
  input: InvitationInput,
): Promise<InviteResult> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(input.email);
  if (found) {
    const [member] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.organizationId, acting.groupId), eq(staffMembers.userId, found.user.id)));
    if (member) return { ok: false, reason: "already-member" };
  } else
    await context.internalAdapter.createUser(
      { email: input.email, name: input.name, emailVerified: true },
      { method: "admin" },
    );
  const invitation = await auth.api.createInvitation({
    body: { email: input.email, role: input.role, organizationId: acting.groupId },
    headers: acting.headers,
  });
  await db.transaction(async (tx) => {
    if (input.scopes.length > 0)
      await tx
        .insert(staffInvitationScopes)
        .values(input.scopes.map((scope) => ({ invitationId: invitation.id, ...scope })));
    await appendAudit(tx, {
      groupId: acting.groupId,
      siteId: null,
      actorId: acting.userId,
      action: "invitation.create",
      targetKind: "invitation",
      targetId: invitation.id,
      before: null,
      after: { email: input.email, name: input.name, role: input.role, scopes: input.scopes },
    });
  });
  return { ok: true, invitationId: invitation.id };
}

/** A pending invitation of a group as the team page lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
  scopes: Scope[];
}

/** A group's invitations still waiting for an answer (expired ones are left out: they can no longer be accepted). */
export async function pendingInvitations(
  db: Database,
  groupId: string,
  now = new Date(),
): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.organizationId, groupId),
        eq(staffInvitations.status, "pending"),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  const scopes = rows.length
    ? await db
        .select()
        .from(staffInvitationScopes)
        .where(
          inArray(
            staffInvitationScopes.invitationId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role ?? "",
    expiresAt: row.expiresAt,
    scopes: scopes
      .filter((scope) => scope.invitationId === row.id)
      .map(({ siteId, dealershipId, locationId }) => ({ siteId, dealershipId, locationId })),
  }));
}

/**
 * Cancels a pending invitation of the acting owner's group; one of another group answers as a missing one. Recorded
 * in the audit log.
 */
export async function cancelInvitation(
  auth: StaffAuth,
  db: Database,
  acting: Acting,
  invitationId: string,
): Promise<boolean> {
  const [invitation] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId));
  if (!invitation || invitation.organizationId !== acting.groupId || invitation.status !== "pending") return false;
  await auth.api.cancelInvitation({ body: { invitationId }, headers: acting.headers });
  await db.transaction((tx) =>
    appendAudit(tx, {
      groupId: acting.groupId,
      siteId: null,
      actorId: acting.userId,
      action: "invitation.cancel",
      targetKind: "invitation",
      targetId: invitationId,
      before: { status: "pending", email: invitation.email, role: invitation.role },
      after: { status: "canceled" },
    }),
  );
  return true;
}

/** An invitation as its page shows it to the invitee. */
export interface InvitationView {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt: Date;
  groupName: string;
  inviterName: string;
}

export async function invitationById(db: Database, invitationId: string): Promise<InvitationView | null> {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      status: staffInvitations.status,
      expiresAt: staffInvitations.expiresAt,
      groupName: staffOrganizations.name,
      inviterName: staffUsers.name,
    })
    .from(staffInvitations)
    .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffInvitations.organizationId))
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.inviterId))
    .where(eq(staffInvitations.id, invitationId));
  return row ? { ...row, role: row.role ?? "" } : null;
}

/** The invitations waiting for an address, for the console's home page (the e-mail's link leads to the same page). */
export async function invitationsFor(db: Database, email: string, now = new Date()): Promise<InvitationView[]> {
  const rows = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.email, email.toLowerCase()),
        eq(staffInvitations.status, "pending"),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const views = await Promise.all(rows.map((row) => invitationById(db, row.id)));
  return views.filter((view) => view !== null);
}

/**
 * The invitee accepts: refused clearly when it is missing, expired, already answered or for another address;
 * otherwise better-auth makes them a member with the invited role, and the places named with the invitation become
 * their scope, with the audit entry, in one transaction.
 */
export async function acceptInvitation(
  auth: StaffAuth,
  db: Database,
  invitee: { userId: string; email: string; headers: Headers },
  invitationId: string,
  now = new Date(),
): Promise<{ ok: true; groupId: string } | { ok: false; reason: InvitationRefusal }> {
  const [invitation] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId));
  const refusal = invitationRefusal(invitation ?? null, invitee.email, now);
  if (refusal) return { ok: false, reason: refusal };
  const accepted = await auth.api.acceptInvitation({ body: { invitationId }, headers: invitee.headers });
  const memberId = accepted!.member.id;
  await db.transaction(async (tx) => {
    const scopes = await tx
      .select()
      .from(staffInvitationScopes)
      .where(eq(staffInvitationScopes.invitationId, invitationId));
    if (scopes.length > 0)
      await tx
        .insert(staffMemberScopes)
        .values(scopes.map(({ siteId, dealershipId, locationId }) => ({ memberId, siteId, dealershipId, locationId })));
    await appendAudit(tx, {
      groupId: invitation!.organizationId,
      siteId: null,
      actorId: invitee.userId,
      action: "invitation.accept",
      targetKind: "invitation",
      targetId: invitationId,
      before: { status: "pending" },
      after: {
        status: "accepted",
        memberId,
        role: invitation!.role,
        scopes: scopes.map(({ siteId, dealershipId, locationId }) => ({ siteId, dealershipId, locationId })),
      },
    });
  });
  return { ok: true, groupId: invitation!.organizationId };
}

/** A member of a group as the team page lists them. */
export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: string;
  authenticatorOn: boolean;
  scopes: Scope[];
}

export async function groupMembers(db: Database, groupId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      memberId: staffMembers.id,
      userId: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffMembers.role,
      authenticatorOn: staffUsers.twoFactorEnabled,
    })
    .from(staffMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
    .where(eq(staffMembers.organizationId, groupId))
    .orderBy(asc(staffUsers.name));
  const scopes = rows.length
    ? await db
        .select()
        .from(staffMemberScopes)
        .where(
          inArray(
            staffMemberScopes.memberId,
            rows.map((row) => row.memberId),
          ),
        )
    : [];
  return rows.map(({ memberId, ...row }) => ({
    ...row,
    scopes: scopes
      .filter((scope) => scope.memberId === memberId)
      .map(({ siteId, dealershipId, locationId }) => ({ siteId, dealershipId, locationId })),
  }));
}
