import { unlink } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "@/platform/db/client";
import { feedRunRows } from "@/platform/db/schema";
import type { FeedFormat, FeedMapping, FeedProblem } from "@/domain/stock-feeds";
import { recordMapper } from "./feed-mapping";
import { FeedFileError, readRecords, spoolBody } from "./feed-read";
import type { ProblemList } from "./problem-list";

const STAGE_BATCH = 500;

export type StageResult =
  { ok: true; staged: number; latin1: boolean } | { ok: false; problem: FeedProblem; latin1: boolean };

/**
 * Reads the body (spooled to a temporary file, streamed from there) and stages its mapped records in feed_run_rows,
 * a few hundred per insert. A record the reader or the mapping cannot use, or a repeated stock number, is listed
 * and not staged. A file-level problem stops here: nothing has been applied, the caller refuses the run.
 */
export async function stageFeed(
  db: Database,
  runId: number,
  format: FeedFormat,
  mapping: FeedMapping,
  body: string | AsyncIterable<Uint8Array>,
  problems: ProblemList,
): Promise<StageResult> {
  const path = join(tmpdir(), `forecourt-feed-${runId}-${randomUUID()}`);
  let latin1 = false;
  try {
    const { encoding } = await spoolBody(body, path);
    latin1 = encoding !== "utf-8";
    const map = recordMapper(mapping);
    const seen = new Map<string, number>();
    let batch: (typeof feedRunRows.$inferInsert)[] = [];
    let staged = 0;
    const flush = async () => {
      if (batch.length > 0) await db.insert(feedRunRows).values(batch);
      staged += batch.length;
      batch = [];
    };
    for await (const item of readRecords(path, format, encoding)) {
      if (!("raw" in item)) {
        problems.add(item);
        continue;
      }
      const { record, original } = map(item.raw);
      const stocknum = (record.stocknum ?? "").trim();
      const first = seen.get(stocknum);
      if (stocknum && first !== undefined) {
        problems.add({ row: item.row, column: "stocknum", reason: `repeats row ${first}` });
        continue;
      }
      if (stocknum) seen.set(stocknum, item.row);
      batch.push({ runId, row: item.row, stocknum, record, original: Object.keys(original).length ? original : null });
      if (batch.length >= STAGE_BATCH) await flush();
    }
    await flush();
    return { ok: true, staged, latin1 };
  } catch (err) {
    if (!(err instanceof FeedFileError)) throw err;
    return { ok: false, problem: { row: err.row, column: "", reason: err.message }, latin1 };
  } finally {
    await unlink(path).catch(() => undefined);
  }
}
