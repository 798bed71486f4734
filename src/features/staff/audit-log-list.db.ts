import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { auditLog, sites, staffGroupSites, staffUsers } from "@/platform/db/schema";
import type { AuditLogFilters } from "./audit-log-query";
import { roleMay, type Member } from "./roles";

/** An entry of the audit log as its page shows it. */
export interface AuditLogRow {
  id: number;
  at: Date;
  siteName: string | null;
  actorId: string;
  /** The actor's name now, or null when their account is gone (the log keeps their id). */
  actorName: string | null;
  action: string;
  targetKind: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * The entries a member may read, as a WHERE condition: of their group; an owner every one (the group's own changes,
 * with no site, too); a manager only those of a site they work at, and of a site still in the group. Their role must
 * allow `audit:read` at all (the caller asks first).
 */
function readerScope(member: Member): SQL | undefined {
  const ofGroup = eq(auditLog.organizationId, member.groupId);
  if (member.role === "owner") return ofGroup;
  const siteIds = [...new Set(member.scopes.map((scope) => scope.siteId))];
  return and(
    ofGroup,
    inArray(auditLog.siteId, siteIds.length > 0 ? siteIds : [-1]),
    sql`exists (select 1 from ${staffGroupSites} g where g.site_id = ${auditLog.siteId} and g.organization_id = ${member.groupId})`,
  );
}

/** The start of a day in a time zone, as the database compares instants. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/**
 * A page of the audit log a member may read, newest first, with the filters asked for: at most AUDIT_PAGE_SIZE, and
 * the id to continue after when there are more. Pages are keyed on (at, id) of the last entry shown, never an offset.
 * `timeZone` is the sites' own, in which the date filters' days begin and end.
 */
export async function listAuditLog(
  db: Database,
  member: Member,
  filters: AuditLogFilters,
  timeZone: string,
): Promise<{ rows: AuditLogRow[]; nextAfter: number | null }> {
  if (!roleMay(member.role, "audit", "read")) return { rows: [], nextAfter: null };
  const cursor = filters.after
    ? sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from ${auditLog} a where a.id = ${filters.after})`
    : undefined;
  const found = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      siteName: sites.name,
      actorId: auditLog.actorId,
      actorName: staffUsers.name,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(sites, eq(sites.id, auditLog.siteId))
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(
      and(
        readerScope(member),
        filters.site ? eq(sites.slug, filters.site) : undefined,
        filters.actor ? eq(auditLog.actorId, filters.actor) : undefined,
        filters.action ? eq(auditLog.action, filters.action) : undefined,
        filters.kind ? eq(auditLog.targetKind, filters.kind) : undefined,
        filters.target ? eq(auditLog.targetId, filters.target) : undefined,
        filters.from ? sql`${auditLog.at} >= ${startOfDay(filters.from, timeZone)}` : undefined,
        filters.to ? lt(auditLog.at, sql`${startOfDay(filters.to, timeZone)} + interval '1 day'`) : undefined,
        cursor,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    rows: found.slice(0, AUDIT_PAGE_SIZE),
    nextAfter: found.length > AUDIT_PAGE_SIZE ? found[AUDIT_PAGE_SIZE - 1]!.id : null,
  };
}
