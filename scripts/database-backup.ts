import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { DatabaseHandle } from "@/platform/db/client";

const run = promisify(execFile);

/**
 * A PostgreSQL database's backup: `pg_dump -Fc` (custom format: compressed, restored table by table with pg_restore,
 * and consistent, being one snapshot of a running database). Owners and grants are left out, so it restores under
 * whatever role restores it. The URL travels as pg_dump's argument, never printed.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`]);
}

/** Restores a `backupPostgres` file into an existing, empty database (createdb first); stops at the first error. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${url}`, file]);
}

/**
 * The embedded database's backup: PGlite's `dumpDataDir`, its whole data directory as one tarball, taken by the
 * process that holds it (one process at a time holds the embedded database). `PGLITE_DIR` restored from it is a copy:
 * start PGlite with `loadDataDir` (or, for the server, unpack it into an empty PGLITE_DIR).
 */
export async function backupEmbedded(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.dumpDataDir) throw new Error("not an embedded database: back it up with pg_dump (backupPostgres)");
  await writeFile(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
}
