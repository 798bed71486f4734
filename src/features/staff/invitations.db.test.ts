import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog, dealerships, sites, staffInvitations, staffUsers } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { revokeOtherSessions, revokeSession, sessionsOf } from "./account.db";
import { acceptInvitation, cancelInvitation, invitablePlaces, inviteStaff, pendingInvitations } from "./invitations.db";
import { createStaffAuth, type StaffAuth } from "./staff-auth.db";
import { addStaff, membershipsOf } from "./staff-groups.db";

/**
 * Invitations and sessions on the real database: an owner invites by e-mail through better-auth with the places the
 * person will work at; the invitee signs in with a code and accepts, becoming a member with that scope; cancelled,
 * expired and someone else's invitations are refused; a member signs their other sessions out.
 */
const SECRET = "staff-test-secret-invitations-0123456789";
let handle: DatabaseHandle;
let auth: StaffAuth;
const codes: { email: string; code: string }[] = [];
const invitations: { id: string; email: string; groupName: string; inviterName: string }[] = [];
const OWNER = "oscar.owner@harbourgroup.example";
const MANAGER = "mia.manager@harbourgroup.example";
const OTHER_OWNER = "ona.owner@southerngroup.example";
let harbourGroup: string;
let southernGroup: string;
let harbourSite: number;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  auth = createStaffAuth({
    db: handle.db,
    baseURL: "http://console.localhost",
    secret: SECRET,
    secure: false,
    sendCode: async (email, code) => void codes.push({ email, code }),
    sendInvitation: async (invitation) => void invitations.push(invitation),
  });
  harbourGroup = (
    await addStaff(auth, handle.db, {
      group: "Harbour Invitations Group",
      email: OWNER,
      name: "Oscar Owner",
      role: "owner",
      siteSlugs: ["harbour-toyota"],
    })
  ).groupId;
  await addStaff(auth, handle.db, {
    group: "Harbour Invitations Group",
    email: MANAGER,
    name: "Mia Manager",
    role: "manager",
    siteSlugs: ["harbour-toyota"],
  });
  southernGroup = (
    await addStaff(auth, handle.db, {
      group: "Southern Invitations Group",
      email: OTHER_OWNER,
      name: "Ona Owner",
      role: "owner",
      siteSlugs: ["southern-cross-motors"],
    })
  ).groupId;
  [{ id: harbourSite }] = (await handle.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.slug, "harbour-toyota"))) as [{ id: number }];
}, 120_000);
afterAll(async () => handle?.close());

/** Signs a staff member in with an e-mailed code; the request headers that carry their session. */
async function signIn(email: string): Promise<Headers> {
  const before = codes.length;
  await auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers: new Headers() });
  if (codes.length === before) throw new Error(`no code for ${email}`);
  const { headers } = await auth.api.signInEmailOTP({
    body: { email, otp: codes.at(-1)!.code },
    headers: new Headers({ "user-agent": `test agent ${email}` }),
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
  return new Headers({ cookie });
}

async function userId(email: string): Promise<string> {
  const [row] = await handle.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  return row!.id;
}

const asOwner = async (email = OWNER, groupId = harbourGroup) => ({
  userId: await userId(email),
  groupId,
  headers: await signIn(email),
});

describe("invitations", () => {
  it("an owner invites a salesperson to one dealership; they sign in, accept, and work only there", async () => {
    const [dealership] = await handle.db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.siteId, harbourSite));
    const places = await invitablePlaces(handle.db, harbourGroup);
    expect(places.map((place) => place.value)).toContain(`dealership:${dealership!.id}`);
    expect(places.every((place) => place.scope.siteId === harbourSite)).toBe(true);

    const email = "sia.sales@harbourgroup.example";
    const scope = { siteId: harbourSite, dealershipId: dealership!.id, locationId: null };
    const result = await inviteStaff(auth, handle.db, await asOwner(), {
      email,
      name: "Sia Sales",
      role: "sales",
      scopes: [scope],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(invitations.at(-1)).toMatchObject({
      id: result.invitationId,
      email,
      groupName: "Harbour Invitations Group",
      inviterName: "Oscar Owner",
    });
    expect(await pendingInvitations(handle.db, harbourGroup)).toEqual([
      expect.objectContaining({ id: result.invitationId, email, role: "sales", scopes: [scope] }),
    ]);
    expect(await pendingInvitations(handle.db, southernGroup)).toEqual([]);

    const invitee = { userId: await userId(email), email, headers: await signIn(email) };
    expect(await membershipsOf(handle.db, invitee.userId)).toEqual([]);
    expect(await acceptInvitation(auth, handle.db, invitee, result.invitationId)).toEqual({
      ok: true,
      groupId: harbourGroup,
    });
    const [membership] = await membershipsOf(handle.db, invitee.userId);
    expect(membership!.member).toEqual({ groupId: harbourGroup, role: "sales", scopes: [scope] });
    expect(await acceptInvitation(auth, handle.db, invitee, result.invitationId)).toEqual({
      ok: false,
      reason: "not-pending",
    });
    const trail = await handle.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "invitation"), eq(auditLog.targetId, result.invitationId)));
    expect(trail.map((row) => row.action)).toEqual(["invitation.create", "invitation.accept"]);
    expect(trail[1]!.actorId).toBe(invitee.userId);
    expect(
      await inviteStaff(auth, handle.db, await asOwner(), { email, name: "Sia Sales", role: "sales", scopes: [scope] }),
    ).toEqual({ ok: false, reason: "already-member" });
  });

  it("lets no manager invite (better-auth checks invitation:create too)", async () => {
    await expect(
      inviteStaff(auth, handle.db, await asOwner(MANAGER), {
        email: "nope@harbourgroup.example",
        name: "Nope",
        role: "sales",
        scopes: [{ siteId: harbourSite, dealershipId: null, locationId: null }],
      }),
    ).rejects.toThrow();
  });

  it("cancels only an invitation of the owner's own group, and a cancelled one cannot be accepted", async () => {
    const email = "cal.cancel@harbourgroup.example";
    const result = await inviteStaff(auth, handle.db, await asOwner(), {
      email,
      name: "Cal Cancel",
      role: "sales",
      scopes: [{ siteId: harbourSite, dealershipId: null, locationId: null }],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(
      await cancelInvitation(auth, handle.db, await asOwner(OTHER_OWNER, southernGroup), result.invitationId),
    ).toBe(false);
    expect(await cancelInvitation(auth, handle.db, await asOwner(), result.invitationId)).toBe(true);
    expect((await pendingInvitations(handle.db, harbourGroup)).map((i) => i.id)).not.toContain(result.invitationId);
    const invitee = { userId: await userId(email), email, headers: await signIn(email) };
    expect(await acceptInvitation(auth, handle.db, invitee, result.invitationId)).toEqual({
      ok: false,
      reason: "not-pending",
    });
    expect(await membershipsOf(handle.db, invitee.userId)).toEqual([]);
  });

  it("refuses an expired invitation and one for another address, clearly", async () => {
    const email = "eve.expired@harbourgroup.example";
    const result = await inviteStaff(auth, handle.db, await asOwner(), {
      email,
      name: "Eve Expired",
      role: "sales",
      scopes: [{ siteId: harbourSite, dealershipId: null, locationId: null }],
    });
    if (!result.ok) throw new Error(result.reason);
    const intruder = { userId: await userId(MANAGER), email: MANAGER, headers: await signIn(MANAGER) };
    expect(await acceptInvitation(auth, handle.db, intruder, result.invitationId)).toEqual({
      ok: false,
      reason: "other-address",
    });
    await handle.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, result.invitationId));
    const invitee = { userId: await userId(email), email, headers: await signIn(email) };
    expect(await acceptInvitation(auth, handle.db, invitee, result.invitationId)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await acceptInvitation(auth, handle.db, invitee, "no-such-invitation")).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});

describe("sessions", () => {
  it("lists a member's sessions, signs one out or all others, and never another member's", async () => {
    const id = await userId(MANAGER);
    const holder = { userId: id, groupIds: [harbourGroup] };
    const here = await signIn(MANAGER);
    const there = await signIn(MANAGER);
    const current = (await auth.api.getSession({ headers: here }))!.session.id;
    const other = (await auth.api.getSession({ headers: there }))!.session.id;
    const listed = await sessionsOf(handle.db, id);
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([current, other]));
    expect(listed.find((s) => s.id === current)!.userAgent).toBe(`test agent ${MANAGER}`);

    const ownerHolder = { userId: await userId(OWNER), groupIds: [harbourGroup] };
    expect(await revokeSession(handle.db, ownerHolder, other)).toBe(false);
    expect(await auth.api.getSession({ headers: there })).not.toBeNull();
    expect(await revokeSession(handle.db, holder, other)).toBe(true);
    expect(await auth.api.getSession({ headers: there })).toBeNull();

    const third = await signIn(MANAGER);
    expect(await revokeOtherSessions(handle.db, holder, current)).toBeGreaterThanOrEqual(1);
    expect(await auth.api.getSession({ headers: third })).toBeNull();
    expect((await auth.api.getSession({ headers: here }))!.session.id).toBe(current);
    expect((await sessionsOf(handle.db, id)).map((s) => s.id)).toEqual([current]);
    const trail = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "staff-user"), eq(auditLog.targetId, id)));
    expect(trail.map((row) => row.action)).toEqual(["staff.session-revoke", "staff.session-revoke-others"]);
  });
});
