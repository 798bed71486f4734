/**
 * `npm run db:backup -- [--out FILE]`: a backup of the database the environment names.
 * - PostgreSQL (DATABASE_URL): `pg_dump -Fc` to FILE (default `backups/forecourt-{time}.dump`); restore with
 *   `createdb NEW && pg_restore --no-owner -d NEW FILE` (docs/deployment.md, Backups).
 * - The embedded database (PGLITE_DIR): its data directory as a tarball (default `backups/forecourt-{time}.tar`),
 *   taken while no server holds it: stop `npm start` first (the command says so when one runs).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { openDatabase, targetFromEnv } from "@/platform/db/client";
import { env } from "@/platform/env";
import { backupEmbedded, backupPostgres } from "./database-backup";
import { runCommand } from "./run-command";

async function main(): Promise<number> {
  const target = targetFromEnv(env());
  const embedded = !("url" in target);
  const at = process.argv.indexOf("--out");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = at > 0 ? process.argv[at + 1] : path.join("backups", `forecourt-${stamp}.${embedded ? "tar" : "dump"}`);
  if (!file) {
    console.error("--out: name the backup file");
    return 1;
  }
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ("url" in target) await backupPostgres(target.url, file);
  else {
    const handle = await openDatabase(target); // refuses, saying so, while a server holds the embedded database
    try {
      await backupEmbedded(handle, file);
    } finally {
      await handle.close();
    }
  }
  console.log(`backup written to ${file}`);
  return 0;
}

runCommand(main);
