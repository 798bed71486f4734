import pg from "pg";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/platform/db/client";
import { sites } from "@/platform/db/schema";
import { seedDemoData } from "@demo/seed-demo";
import { loadSiteRegistry } from "@/platform/site/registry";
import type { SiteConfig } from "@/platform/site/config-schema";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const handle = await openThrowawayPostgres(serverUrl, "forecourt_test");
  await handle.migrate();
  return handle;
}

/** A new, empty database on a PostgreSQL server, dropped again by the handle's close. */
export async function openThrowawayPostgres(
  serverUrl: string,
  prefix: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
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
  const handle = await openTestDatabase();
  const configs = demoSiteConfigs();
  await seedDemoData(handle.db, configs, TEST_NOW);
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
