import pg from "pg";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../client";
import { loadSiteRegistry } from "../../site/registry";
import type { SiteConfig } from "../../site/config-schema";

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
export async function openThrowawayPostgres(serverUrl: string, prefix: string): Promise<DatabaseHandle & { url: string }> {
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
