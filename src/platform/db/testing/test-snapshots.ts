import { z } from "zod";

/**
 * The database suite's starting points, made once per run by vitest.db.setup.ts: a migrated database
 * and one seeded with the demo dealers at TEST_NOW. Every test file starts from a copy (a PGlite data
 * directory loaded in memory, or a PostgreSQL `create database ... template`) instead of migrating and
 * seeding again: the same state, in a second instead of ten.
 */
const snapshotSchema = z.union([
  z.object({ kind: z.literal("pglite"), file: z.string() }),
  z.object({ kind: z.literal("postgres"), database: z.string().regex(/^[a-z0-9_]+$/) }),
]);
export type TestSnapshot = z.infer<typeof snapshotSchema>;
const snapshotsSchema = z.object({ migrated: snapshotSchema, seeded: snapshotSchema });
export type TestSnapshots = z.infer<typeof snapshotsSchema>;

/** The suite's setup hands the snapshots to its test files in this variable (workers inherit it). */
export const SNAPSHOTS_ENV = "FORECOURT_TEST_SNAPSHOTS";

/** The snapshots of this run, or undefined outside the database suite (each file then migrates and seeds). */
export function testSnapshots(): TestSnapshots | undefined {
  const raw = process.env[SNAPSHOTS_ENV];
  return raw ? snapshotsSchema.parse(JSON.parse(raw)) : undefined;
}
