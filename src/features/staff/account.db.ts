import { and, desc, eq, gt, ne } from "drizzle-orm";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { staffSessions } from "@/platform/db/schema";
import { membershipsOf } from "./staff-groups.db";

/** A member as their own account's changes are recorded: in the audit log of every group they belong to. */
export interface AccountHolder {
  userId: string;
  groupIds: readonly string[];
}

/**
 * Records a change to a member's own account (authenticator, sessions) in each of their groups' audit logs, since
 * each group's owners answer for who can sign in to it. A member of no group has no log to write to.
 */
export async function auditOwnAccount(
  tx: Database,
  holder: AccountHolder,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  for (const groupId of holder.groupIds)
    await appendAudit(tx, {
      groupId,
      siteId: null,
      actorId: holder.userId,
      action,
      targetKind: "staff-user",
      targetId: holder.userId,
      before,
      after,
    });
}

/** One of a member's signed-in sessions, as their account page lists it (never its token). */
export interface SessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  /** When it was last used, to the hour (a session is refreshed at most once an hour). */
  lastActiveAt: Date;
}

/** A member's sessions that have not ended, the most recently used first. */
export async function sessionsOf(db: Database, userId: string, now = new Date()): Promise<SessionRow[]> {
  const rows = await db
    .select({
      id: staffSessions.id,
      userAgent: staffSessions.userAgent,
      ipAddress: staffSessions.ipAddress,
      createdAt: staffSessions.createdAt,
      lastActiveAt: staffSessions.updatedAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, now)))
    .orderBy(desc(staffSessions.updatedAt), desc(staffSessions.createdAt));
  return rows;
}

/**
 * Signs one of the member's own sessions out by deleting its row: sessions are read from the database on every
 * request (no cookie cache), so that device is signed out on its next request. Another member's session answers as
 * a missing one (false).
 */
export async function revokeSession(db: Database, holder: AccountHolder, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, holder.userId)))
      .returning({ id: staffSessions.id, userAgent: staffSessions.userAgent });
    if (!gone) return false;
    await auditOwnAccount(tx, holder, "staff.session-revoke", { sessionId: gone.id, userAgent: gone.userAgent }, null);
    return true;
  });
}

/** Signs the member out everywhere but the session they are using; returns how many were ended. */
export async function revokeOtherSessions(db: Database, holder: AccountHolder, keepSessionId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, holder.userId), ne(staffSessions.id, keepSessionId)))
      .returning({ id: staffSessions.id });
    if (gone.length > 0)
      await auditOwnAccount(
        tx,
        holder,
        "staff.session-revoke-others",
        { sessionIds: gone.map((row) => row.id) },
        { kept: keepSessionId },
      );
    return gone.length;
  });
}

/**
 * Records that a member signed in with one of their backup codes (each works once), in each of their groups' logs,
 * with how many they had before and have left, so an owner sees a member running out of them.
 */
export async function auditBackupCodeUse(db: Database, userId: string, codesLeft: number): Promise<void> {
  const groupIds = (await membershipsOf(db, userId)).map((membership) => membership.member.groupId);
  await db.transaction((tx) =>
    auditOwnAccount(
      tx,
      { userId, groupIds },
      "staff.backup-code-use",
      { backupCodesLeft: codesLeft + 1 },
      { backupCodesLeft: codesLeft },
    ),
  );
}
