import pg from "pg";
import path from "node:path";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/platform/db/client";
import { sites } from "@/platform/db/schema";
import { seedDemoData } from "@demo/seed-demo";
import { loadSiteRegistry } from "@/platform/site/registry";
import type { SiteConfig } from "@/platform/site/config-schema";
import { testSnapshots, type TestSnapshot } from "./test-snapshots";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close). Inside the
 * database suite each starts from the suite's snapshot (vitest.db.setup.ts), made once per run.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  return openFrom(testSnapshots()?.migrated);
}

async function openFrom(snapshot: TestSnapshot | undefined): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase(
      snapshot?.kind === "pglite"
        ? { memory: true, snapshot: new Blob([readFileSync(snapshot.file)]) }
        : { memory: true },
    );
    if (!snapshot) await handle.migrate();
    return handle;
  }
  const template = snapshot?.kind === "postgres" ? snapshot.database : undefined;
  const handle = await openThrowawayPostgres(serverUrl, "forecourt_test", template);
  if (!template) await handle.migrate();
  return handle;
}

/** A new database on a PostgreSQL server (empty, or a copy of a template database), dropped again by the handle's close. */
export async function openThrowawayPostgres(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<DatabaseHandle & { url: string; disconnect(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    /** Closes the connections and keeps the database (a template the suite copies). */
    disconnect: () => handle.close(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const TEST_NOW = new Date("2026-11-21T02:00:00Z");

export function demoSiteConfigs(): SiteConfig[] {
  const registry = loadSiteRegistry(path.resolve(__dirname, "../../../../sites"));
  if (registry.problems.length > 0) throw new Error(JSON.stringify(registry.problems));
  return registry.sites;
}

export interface SeededTestDatabase {
  handle: DatabaseHandle;
  configs: SiteConfig[];
  /** A demo site as data access takes it: its id in this database and its configuration. */
  siteFor(slug: string): Promise<{ id: number; config: SiteConfig }>;
}

/** A fresh database with the four demo dealers onboarded from their dealer files and seeded at TEST_NOW. */
export async function openSeededTestDatabase(): Promise<SeededTestDatabase> {
  const seeded = testSnapshots()?.seeded;
  const handle = await openFrom(seeded);
  const configs = demoSiteConfigs();
  if (!seeded) await seedDemoData(handle.db, configs, TEST_NOW);
  return {
    handle,
    configs,
    siteFor: async (slug) => {
      const [row] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
      const config = configs.find((c) => c.slug === slug);
      if (!row || !config) throw new Error(`no demo site ${slug}`);
      return { id: row.id, config };
    },
  };
}
