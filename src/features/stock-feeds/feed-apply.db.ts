import { and, asc, eq, gt, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedRunRows, vehicles } from "@/platform/db/schema";
import { applyFeedBatch, feedSitePlaces } from "@/features/vehicle/index.server";
import type { ProblemList } from "./problem-list";

const APPLY_BATCH = 300;

export interface RunSource {
  id: number;
  siteId: number;
  slug: string;
  kind: string;
  fullFeed: boolean;
  maxRemovedShare: number;
}

/**
 * The cars a source answers for: those it last delivered; a site's command source also answers for cars that came
 * before sources existed (no source), so the long-standing `stock:import` keeps selling what it no longer lists.
 */
function ownedBy(source: RunSource): SQL {
  const own =
    source.kind === "command"
      ? or(eq(vehicles.feedSourceId, source.id), isNull(vehicles.feedSourceId))
      : eq(vehicles.feedSourceId, source.id);
  return and(eq(vehicles.siteId, source.siteId), ne(vehicles.status, "sold"), own)!;
}

const notListed = (runId: number) =>
  notInArray(
    vehicles.stocknum,
    sql`(select ${feedRunRows.stocknum} from ${feedRunRows} where ${feedRunRows.runId} = ${runId})`,
  );

/** How many of the source's cars a full run would mark sold, of how many it has. */
export async function removalOf(
  db: Database,
  source: RunSource,
  runId: number,
): Promise<{ missing: number; owned: number }> {
  const [row] = await db
    .select({
      owned: sql<number>`count(*)::int`,
      missing: sql<number>`(count(*) filter (where ${notListed(runId)}))::int`,
    })
    .from(vehicles)
    .where(ownedBy(source));
  return { owned: row?.owned ?? 0, missing: row?.missing ?? 0 };
}

export interface Applied {
  added: number;
  updated: number;
  unchanged: number;
  sold: number;
}

/**
 * Applies a run's staged records in batches, each its own short transaction (the embedded database keeps serving
 * between them), then, for a full feed, marks the source's cars it no longer lists sold, dated now: never deleted.
 */
export async function applyStaged(
  db: Database,
  source: RunSource,
  runId: number,
  problems: ProblemList,
  now = new Date(),
): Promise<Applied> {
  const site = await feedSitePlaces(db, source.siteId, source.slug);
  const totals: Applied = { added: 0, updated: 0, unchanged: 0, sold: 0 };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ row: feedRunRows.row, record: feedRunRows.record })
      .from(feedRunRows)
      .where(and(eq(feedRunRows.runId, runId), gt(feedRunRows.row, after)))
      .orderBy(asc(feedRunRows.row))
      .limit(APPLY_BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.row;
    const columns = new Set(rows.flatMap((r) => Object.keys(r.record)));
    const result = await applyFeedBatch(
      db,
      site,
      { id: source.id, ownsUnclaimed: source.kind === "command" },
      rows,
      columns,
      now,
    );
    totals.added += result.added;
    totals.updated += result.updated;
    totals.unchanged += result.unchanged;
    for (const p of result.problems) problems.add(p);
  }
  if (source.fullFeed) {
    const sold = await db
      .update(vehicles)
      .set({ status: "sold", soldAt: now, updatedAt: now })
      .where(and(ownedBy(source), notListed(runId)))
      .returning({ id: vehicles.id });
    totals.sold = sold.length;
  }
  if (totals.added + totals.updated + totals.sold > 0) await db.execute(sql`analyze ${vehicles}`);
  return totals;
}
