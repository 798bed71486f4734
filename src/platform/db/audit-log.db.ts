import { and, asc, eq } from "drizzle-orm";
import type { Database } from "./client";
import { auditLog } from "./schema";

/** One change made in the console, as it is recorded. */
export interface AuditEntry {
  groupId: string;
  /** The site the change is of; null for a change of the group itself. */
  siteId: number | null;
  /** The staff member who made it. */
  actorId: string;
  /** What was done, as `<target kind>.<verb>`: "lead.status", "lead.note". */
  action: string;
  targetKind: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Records a change in the audit log. Called with the transaction that makes the change, so the record and the change
 * are kept or lost together. The log has no update and no delete: this insert is the only way a row gets in.
 */
export async function appendAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    organizationId: entry.groupId,
    siteId: entry.siteId,
    actorId: entry.actorId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
  });
}

/** The recorded changes of one thing of a group, oldest first (the caller has checked the reader may see it). */
export async function auditTrail(
  db: Database,
  groupId: string,
  target: { kind: string; id: string },
): Promise<(typeof auditLog.$inferSelect)[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.organizationId, groupId), eq(auditLog.targetKind, target.kind), eq(auditLog.targetId, target.id)),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
