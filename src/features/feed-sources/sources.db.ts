import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { can, type Member } from "@/features/staff";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { feedRuns, feedSources, sites, staffGroupSites } from "@/platform/db/schema";
import type { SourceInput } from "./source-input";

/** Who is working in the console: their account and their place in the group. */
export interface FeedMember {
  userId: string;
  member: Member;
}

export type FeedAction = "read" | "update";

/** A source as the console shows and edits it. */
export type FeedSource = typeof feedSources.$inferSelect & { siteName: string; groupId: string };

export interface ListedSource extends FeedSource {
  lastRun: { id: number; status: string; startedAt: Date } | null;
}

function feedTarget(groupId: string, siteId: number) {
  return { resource: "feed" as const, groupId, siteId, dealershipId: null, locationId: null };
}

/** The sites (of those given) on which the member may do the action to feeds, with their group. */
export async function feedSites(
  db: Database,
  who: FeedMember,
  siteIds: readonly number[],
  action: FeedAction,
): Promise<{ siteId: number; groupId: string; name: string }[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ siteId: staffGroupSites.siteId, groupId: staffGroupSites.organizationId, name: sites.name })
    .from(staffGroupSites)
    .innerJoin(sites, eq(sites.id, staffGroupSites.siteId))
    .where(inArray(staffGroupSites.siteId, [...siteIds]))
    .orderBy(asc(sites.name));
  return rows.filter((row) => can(who.member, action, feedTarget(row.groupId, row.siteId)));
}

const sourceColumns = { source: feedSources, siteName: sites.name, groupId: staffGroupSites.organizationId };

/** Every source of the sites the member may read feeds of, by site and name, each with its latest run. */
export async function listSources(db: Database, who: FeedMember, siteIds: readonly number[]): Promise<ListedSource[]> {
  const readable = (await feedSites(db, who, siteIds, "read")).map((s) => s.siteId);
  if (readable.length === 0) return [];
  const rows = await db
    .select(sourceColumns)
    .from(feedSources)
    .innerJoin(sites, eq(sites.id, feedSources.siteId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, feedSources.siteId))
    .where(inArray(feedSources.siteId, readable))
    .orderBy(asc(sites.name), asc(feedSources.name));
  const ids = rows.map((r) => r.source.id);
  const runs = ids.length
    ? await db
        .selectDistinctOn([feedRuns.sourceId], {
          sourceId: feedRuns.sourceId,
          id: feedRuns.id,
          status: feedRuns.status,
          startedAt: feedRuns.startedAt,
        })
        .from(feedRuns)
        .where(inArray(feedRuns.sourceId, ids))
        .orderBy(feedRuns.sourceId, desc(feedRuns.startedAt), desc(feedRuns.id))
    : [];
  return rows.map((r) => {
    const run = runs.find((x) => x.sourceId === r.source.id);
    return {
      ...r.source,
      siteName: r.siteName,
      groupId: r.groupId,
      lastRun: run ? { id: run.id, status: run.status, startedAt: run.startedAt } : null,
    };
  });
}

/**
 * One source, when it is of a site the member may do the action on (and of the sites given, their group's); null
 * otherwise, so a source out of scope answers exactly like a missing one.
 */
export async function sourceFor(
  db: Database,
  who: FeedMember,
  siteIds: readonly number[],
  id: number,
  action: FeedAction,
): Promise<FeedSource | null> {
  const [row] = await db
    .select(sourceColumns)
    .from(feedSources)
    .innerJoin(sites, eq(sites.id, feedSources.siteId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, feedSources.siteId))
    .where(eq(feedSources.id, id));
  if (!row || !siteIds.includes(row.source.siteId)) return null;
  if (!can(who.member, action, feedTarget(row.groupId, row.source.siteId))) return null;
  return { ...row.source, siteName: row.siteName, groupId: row.groupId };
}

/** The settings of a source as its audit entries record them (the address without its query: it may carry a token). */
function audited(s: Pick<FeedSource, keyof SourceInput>): Record<string, unknown> {
  return {
    name: s.name,
    kind: s.kind,
    format: s.format,
    url: s.url ? s.url.split("?")[0] : null,
    everyMinutes: s.everyMinutes,
    fullFeed: s.fullFeed,
    maxRemovedShare: s.maxRemovedShare,
    enabled: s.enabled,
    mapping: s.mapping,
  };
}

export type SaveSourceResult = { ok: true; id: number } | { ok: false; reason: "not-found" | "name-taken" };

const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string; cause?: { code?: string } }).code === "23505" ||
  (err as { cause?: { code?: string } }).cause?.code === "23505";

/** A pull source's first run is due at once; other kinds have no schedule. */
function nextRun(input: SourceInput): Date | null {
  return input.kind === "pull" && input.enabled ? new Date() : null;
}

/** Makes a source on a site the member may update feeds of, with its audit entry in the same transaction. */
export async function createSource(
  db: Database,
  who: FeedMember,
  siteIds: readonly number[],
  siteId: number,
  input: SourceInput,
): Promise<SaveSourceResult> {
  const [site] = await feedSites(db, who, siteIds.includes(siteId) ? [siteId] : [], "update");
  if (!site) return { ok: false, reason: "not-found" };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feedSources)
        .values({ siteId, ...input, nextRunAt: nextRun(input) })
        .returning({ id: feedSources.id });
      await appendAudit(tx, {
        groupId: site.groupId,
        siteId,
        actorId: who.userId,
        action: "feed-source.create",
        targetKind: "feed-source",
        targetId: String(row!.id),
        before: null,
        after: audited(input),
      });
      return { ok: true as const, id: row!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "name-taken" };
    throw err;
  }
}

/**
 * Changes a source's settings, with before and after in the audit log in the same transaction. A pull source whose
 * address or schedule changed is due at once; one switched off or to another kind has no next run.
 */
export async function updateSource(
  db: Database,
  who: FeedMember,
  siteIds: readonly number[],
  id: number,
  input: SourceInput,
): Promise<SaveSourceResult> {
  try {
    return await db.transaction(async (tx) => {
      const current = await sourceFor(tx, who, siteIds, id, "update");
      if (!current) return { ok: false as const, reason: "not-found" as const };
      const rescheduled =
        input.kind !== "pull" || !input.enabled
          ? null
          : current.url !== input.url || current.everyMinutes !== input.everyMinutes || !current.enabled
            ? new Date()
            : (current.nextRunAt ?? new Date());
      await tx
        .update(feedSources)
        .set({ ...input, nextRunAt: rescheduled, updatedAt: sql`now()` })
        .where(eq(feedSources.id, id));
      await appendAudit(tx, {
        groupId: current.groupId,
        siteId: current.siteId,
        actorId: who.userId,
        action: "feed-source.update",
        targetKind: "feed-source",
        targetId: String(id),
        before: audited(current),
        after: audited(input),
      });
      return { ok: true as const, id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "name-taken" };
    throw err;
  }
}
