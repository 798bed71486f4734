import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openThrowawayPostgres, TEST_NOW } from "@/platform/db/testing/test-database";
import { prepareDatabase } from "./prepare-database";

/**
 * Several server processes starting at once on one PostgreSQL database, each migrating and seeding it (its own pool
 * and lock connection, as separate processes have). On PGlite one process holds the database (embedded-lock.ts), so
 * nothing can migrate it at the same time: there is nothing to test there, and the test is skipped.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const STARTING_AT_ONCE = 4;

let dropEmpty: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dropEmpty?.();
});

describe.skipIf(!serverUrl)("migrating one PostgreSQL database from several processes at once", () => {
  it("runs the migrations and seeding once under the lock: every start succeeds and the schema is made once", async () => {
    const empty = await openThrowawayPostgres(serverUrl!, "forecourt_migrate_race");
    await empty.disconnect();
    dropEmpty = () => dropDatabase(empty.url);
    const logs: string[][] = Array.from({ length: STARTING_AT_ONCE }, () => []);
    const starts = await Promise.allSettled(
      logs.map((lines) =>
        prepareDatabase({ url: empty.url }, "sites", {
          seedDemo: false,
          now: TEST_NOW,
          log: (line) => lines.push(line),
        }),
      ),
    );
    expect(starts.map((s) => s.status)).toEqual(Array(STARTING_AT_ONCE).fill("fulfilled"));
    // At least one start found another migrating and waited for it.
    expect(logs.flat().filter((line) => line.includes("waiting for it")).length).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
      const migrationFiles = readdirSync("src/platform/db/migrations").filter((f) => f.endsWith(".sql"));
      expect(applied.rows).toHaveLength(migrationFiles.length);
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(migrationFiles.length);
      const sites = await client.query<{ slug: string; n: string }>(
        "select slug, count(*) over (partition by slug) as n from sites",
      );
      expect(sites.rows.length).toBeGreaterThan(0);
      expect(sites.rows.every((r) => r.n === "1")).toBe(true);
    } finally {
      await client.end();
    }
  });
});

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(new URL(url).pathname.slice(1))} with (force)`);
  await admin.end();
}
