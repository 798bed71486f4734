import "server-only";
import type { Database, DatabaseHandle } from "./client";
import { processDatabaseHandle } from "./process-database";

export { useDatabaseForTests } from "./process-database";

/** The process's database (process-database.ts). */
export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** The process's handle, for what needs more than queries (the page cache's listener). */
export function getDbHandle(): Promise<DatabaseHandle> {
  return processDatabaseHandle();
}
