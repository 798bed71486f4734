/**
 * Brings a database up to date for the site files in SITES_DIR, for `npm start`, `db:prepare` and
 * `db:seed-demo`: migrations, the files seeded as site documents (a file changes a document only the files wrote:
 * one published in the console or imported since is kept), one row per site, every site's dealerships and locations
 * from its dealer document (upserted on each run), then, only when asked, the demo dealers' invented stock and
 * console staff.
 * A site whose files are invalid is left out (its problems are logged; the server refuses it with a 503)
 * while every other site is brought up to date. On PostgreSQL it all runs under the migration lock
 * (migration-lock.ts): of several processes starting at once, one does it, the others wait and find it done.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "@/platform/db/client";
import { underMigrationLock } from "@/platform/db/migration-lock";
import { syncSites } from "@/platform/db/sync-sites";
import { formatProblem } from "@/platform/site/config-layers";
import { syncDealerFile } from "@/features/locations/dealer-sync.db";
import { loadSiteFiles } from "@/features/locations/site-files";
import { loadDocumentTree, seedSiteDocuments } from "@/features/site-documents/document-tree.db";
import { diskTree } from "@/platform/site/site-tree";
import { seedDemoFeedSources } from "@demo/demo-feed-sources";
import { seedDemoStaff } from "@demo/demo-staff";
import { seedDemoStock } from "@demo/seed-demo";

export async function prepareDatabase(
  target: DatabaseTarget,
  sitesDir: string,
  options: { seedDemo: boolean; log?: (line: string) => void; now?: Date },
) {
  const log = options.log ?? console.log;
  await underMigrationLock(target, () => migrateAndSeed(target, sitesDir, { ...options, log }), log);
}

async function migrateAndSeed(
  target: DatabaseTarget,
  sitesDir: string,
  options: { seedDemo: boolean; log: (line: string) => void; now?: Date },
) {
  const log = options.log;
  const now = options.now ?? new Date();
  const started = Date.now();
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const root = path.resolve(sitesDir);
    const seeded = await seedSiteDocuments(handle.db, diskTree(root));
    for (const file of seeded.kept)
      log(
        `${file}: kept as published in the console (its file changed; \`npm run sites:export\` writes the current one)`,
      );
    const files = loadSiteFiles(await loadDocumentTree(handle.db, root));
    if (files.problems.length > 0) {
      console.error(
        `Site configuration has ${files.problems.length} problem(s):\n${files.problems.map((p) => `  ${formatProblem(p)}`).join("\n")}\n` +
          `Left out until fixed: ${[...files.refused.keys()].join(", ") || "none"} (\`npm run sites:check\` lists the problems)`,
      );
    }
    const siteIds = await syncSites(handle.db, files.servable);
    for (const site of files.servable) {
      const result = await syncDealerFile(
        handle.db,
        { id: siteIds.get(site.slug)!, timeZone: site.timeZone },
        files.dealers.get(site.slug)!,
        now,
      );
      for (const slug of result.hiddenDealerships)
        log(`${site.slug}: dealership ${slug} is no longer in its dealer file: hidden`);
      for (const slug of result.hiddenLocations)
        log(`${site.slug}: location ${slug} is no longer in its dealer file: hidden`);
    }
    if (options.seedDemo) {
      const seeded = await seedDemoStock(handle.db, files.servable, files.dealers, now);
      for (const s of seeded) log(`seeded ${s.site}: ${s.vehicles} vehicles (demo data)`);
      // The embedded database runs no autovacuum: give the planner statistics after loading stock.
      if (seeded.length > 0) await handle.db.execute(sql`analyze`);
      const groups = await seedDemoStaff(handle.db, new Set(files.servable.map((site) => site.slug)));
      if (groups.length > 0) log(`demo console staff ready: ${groups.join(", ")} (README "Dealer console")`);
      const servable = new Set(files.servable.map((site) => site.slug));
      const sources = await seedDemoFeedSources(handle.db, servable);
      if (sources > 0) log(`demo feed sources made: ${sources} (README "Stock feeds")`);
    }
    log(`database ready (${handle.kind}, ${Date.now() - started} ms)`);
  } finally {
    await handle.close();
  }
}
