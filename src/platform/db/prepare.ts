import path from "node:path";
import { sql } from "drizzle-orm";
import { formatProblem } from "@/platform/site/config-layers";
import { loadSiteRegistry } from "@/platform/site/registry";
import { openDatabase, type DatabaseTarget } from "./client";
import { seedDemoData } from "@demo/seed-demo";

/**
 * Brings a database up to date: applies migrations, records the configured sites and seeds the demo
 * dealers that are still empty. Refuses to touch anything when a site file is invalid.
 */
export async function prepareDatabase(
  target: DatabaseTarget,
  sitesDir: string,
  log: (line: string) => void = console.log,
) {
  const registry = loadSiteRegistry(path.resolve(sitesDir));
  if (registry.problems.length > 0) {
    throw new Error(
      `Site configuration is invalid:\n${registry.problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
    );
  }
  const started = Date.now();
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const seeded = await seedDemoData(handle.db, registry.sites);
    for (const s of seeded) log(`seeded ${s.site}: ${s.vehicles} vehicles`);
    // The embedded database runs no autovacuum: give the planner statistics after loading stock.
    if (seeded.length > 0) await handle.db.execute(sql`analyze`);
    log(`database ready (${handle.kind}, ${Date.now() - started} ms)`);
  } finally {
    await handle.close();
  }
}
