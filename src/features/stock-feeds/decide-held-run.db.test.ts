import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { appendAudit } from "@/platform/db/audit-log.db";
import {
  auditLog,
  feedRunRows,
  feedRuns,
  feedSources,
  sites,
  staffOrganizations,
  vehicles,
} from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { decideHeldRun, type RecordDecision } from "./decide-held-run.db";
import { runFeed, type FeedRunSummary } from "./run-feed.db";

let handle: DatabaseHandle;
let siteId: number;
const HEADER = "stocknum,dealership,location,car_type,status,make,model,year,price,transmission,km";
const car = (n: string) => `${n},tasman-caravans-hobart,glenorchy,used,in_stock,Toyota,Corolla,2021,30000,CVT,1000`;

/** A source whose last run was held: two cars on file, then a file that would take both off. */
async function heldRun(name: string): Promise<number> {
  const [source] = await handle.db
    .insert(feedSources)
    .values({ siteId, name, kind: "upload", format: "csv", maxRemovedShare: 0.5 })
    .returning({ id: feedSources.id });
  const run = async (body: string) =>
    (await runFeed(handle.db, { sourceId: source!.id, trigger: "upload", body })) as FeedRunSummary;
  expect((await run(`${HEADER}\n${car(`${name}1`)}\n${car(`${name}2`)}`)).status).toBe("applied");
  const held = await run(`${HEADER}\n`);
  expect(held.status).toBe("held");
  return held.runId;
}

const statusOf = async (runId: number) =>
  (await handle.db.select({ status: feedRuns.status }).from(feedRuns).where(eq(feedRuns.id, runId)))[0]!.status;
const stagedRows = async (runId: number) =>
  (await handle.db.select().from(feedRunRows).where(eq(feedRunRows.runId, runId))).length;
const entriesFor = async (runId: number) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, "feed-run"), eq(auditLog.targetId, String(runId))));

/** An audit write that the database refuses (its group does not exist: the foreign key fails). */
const failingAudit: RecordDecision = (tx, outcome) =>
  appendAudit(tx, {
    groupId: "no-such-group",
    siteId,
    actorId: "someone",
    action: "feed-run.decide",
    targetKind: "feed-run",
    targetId: "0",
    before: { status: "held" },
    after: { status: outcome },
  });

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  siteId = (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "tasman-caravans")))[0]!.id;
});
afterAll(async () => handle?.close());

describe("a held run's decision and its audit entry are one transaction", () => {
  it("leaves the run held, its rows staged and the stock as it was when the audit write fails on approve", async () => {
    const runId = await heldRun("HA");
    await expect(decideHeldRun(handle.db, runId, "approve", null, failingAudit)).rejects.toThrow();
    expect(await statusOf(runId)).toBe("held");
    const [cars] = await handle.db.select().from(vehicles).where(eq(vehicles.stocknum, "HA1"));
    expect(cars!.status).toBe("in_stock");
    // Still decidable: the failed attempt took nothing.
    expect(await decideHeldRun(handle.db, runId, "discard", null)).toBe("discarded");
  });

  it("leaves the run held and its staged rows when the audit write fails on discard", async () => {
    const runId = await heldRun("HD");
    const staged = await stagedRows(runId);
    await expect(decideHeldRun(handle.db, runId, "discard", null, failingAudit)).rejects.toThrow();
    expect(await statusOf(runId)).toBe("held");
    expect(await stagedRows(runId)).toBe(staged);
  });

  it("writes the record with the decision when it succeeds", async () => {
    const runId = await heldRun("HR");
    await handle.db.insert(staffOrganizations).values({ id: "group-decide", name: "Decide", slug: "decide" });
    const record: RecordDecision = (tx, outcome) =>
      appendAudit(tx, {
        groupId: "group-decide",
        siteId,
        actorId: "someone",
        action: "feed-run.approve",
        targetKind: "feed-run",
        targetId: String(runId),
        before: { status: "held" },
        after: { status: outcome },
      });
    expect(await decideHeldRun(handle.db, runId, "approve", null, record)).toBe("approved");
    expect(await statusOf(runId)).toBe("approved");
    expect((await entriesFor(runId)).map((e) => e.after)).toEqual([{ status: "approved" }]);
  });
});
