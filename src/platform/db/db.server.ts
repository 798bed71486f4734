import "server-only";
import { env } from "@/platform/env";
import { openDatabase, targetFromEnv, type Database, type DatabaseHandle } from "./client";

/**
 * One database handle per server process (PGlite allows one opener; a pool serves PostgreSQL).
 * `npm start` has migrated and seeded before the server starts.
 */
const holder = globalThis as unknown as { __forecourtDb?: Promise<DatabaseHandle> };

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** The process's handle, for what needs more than queries (the page cache's listener). */
export function getDbHandle(): Promise<DatabaseHandle> {
  holder.__forecourtDb ??= openDatabase(targetFromEnv(env()));
  return holder.__forecourtDb;
}

/** Database tests hand the server-side data access their own database. */
export function useDatabaseForTests(handle: DatabaseHandle): void {
  holder.__forecourtDb = Promise.resolve(handle);
}
