import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "@/platform/db/client";
import { demoSiteConfigs, openThrowawayPostgres, TEST_NOW } from "@/platform/db/testing/test-database";
import { SNAPSHOTS_ENV, type TestSnapshots } from "@/platform/db/testing/test-snapshots";
import { seedDemoData } from "@demo/seed-demo";

/**
 * The database suite's global setup: a migrated and a demo-seeded database, made once, that every test
 * file copies (src/platform/db/testing/test-snapshots.ts). Removed again when the suite ends.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = path.resolve(".data/test-snapshots", String(process.pid));
    mkdirSync(dir, { recursive: true });
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    const migrated = path.join(dir, "migrated.tar");
    writeFileSync(migrated, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    await seedDemoData(handle.db, demoSiteConfigs(), TEST_NOW);
    const seeded = path.join(dir, "seeded.tar");
    writeFileSync(seeded, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    await handle.close();
    const snapshots: TestSnapshots = {
      migrated: { kind: "pglite", file: migrated },
      seeded: { kind: "pglite", file: seeded },
    };
    process.env[SNAPSHOTS_ENV] = JSON.stringify(snapshots);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  // Two template databases; a template must have no connections while it is copied, so each is closed here.
  const names: string[] = [];
  const template = async (seed: boolean) => {
    const handle = await openThrowawayPostgres(serverUrl, seed ? "forecourt_tpl_seeded" : "forecourt_tpl_migrated");
    await handle.migrate();
    if (seed) await seedDemoData(handle.db, demoSiteConfigs(), TEST_NOW);
    const database = new URL(handle.url).pathname.slice(1);
    await handle.disconnect();
    names.push(database);
    return database;
  };
  const snapshots: TestSnapshots = {
    migrated: { kind: "postgres", database: await template(false) },
    seeded: { kind: "postgres", database: await template(true) },
  };
  process.env[SNAPSHOTS_ENV] = JSON.stringify(snapshots);
  return async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.end();
  };
}
