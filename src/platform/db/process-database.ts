import { sql } from "drizzle-orm";
import { env } from "@/platform/env";
import { openDatabase, targetFromEnv, type DatabaseHandle } from "./client";

/**
 * One database handle per server process (PGlite allows one opener; a pool serves PostgreSQL), kept on the process's
 * global object: the app's bundled modules and the front door (scripts/serve.ts, outside the bundle) are separate
 * copies of this module and must share it. `npm start` has migrated and seeded before the server starts. The app reads
 * it through db.server.ts.
 */
const holder = globalThis as unknown as { __forecourtDb?: Promise<DatabaseHandle> };

export function processDatabaseHandle(): Promise<DatabaseHandle> {
  holder.__forecourtDb ??= openDatabase(targetFromEnv(env()));
  return holder.__forecourtDb;
}

/** Closes the process's database, if it was opened (a server shutting down, after its last request). */
export async function closeProcessDatabase(): Promise<void> {
  const opened = holder.__forecourtDb;
  holder.__forecourtDb = undefined;
  if (opened) await (await opened).close();
}

/** Database tests hand the server-side data access their own database. */
export function useDatabaseForTests(handle: DatabaseHandle): void {
  holder.__forecourtDb = Promise.resolve(handle);
}

/** How long the front door waits for the database to answer before taking it for down. */
const ANSWER_WITHIN_MS = 2_000;

/** Whether the process's database answers a trivial query now, within ANSWER_WITHIN_MS. */
export async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS);
    timer.unref();
  });
  const answered = processDatabaseHandle()
    .then((handle) => handle.db.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
