/**
 * `npm run stock:import -- --site SLUG FILE`: runs the file through the feed engine as the site's "command" source
 * (created on demand, not a full feed: like the import before sources, it never sells a car the file leaves out; a
 * source set to full feed in the console does, under the safety valve). Good rows land, bad rows are listed.
 * Prints the per-row results. On the embedded database the server must be stopped first (one process holds .data/).
 */
import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { env } from "@/platform/env";
import { openDatabase, targetFromEnv } from "@/platform/db/client";
import { feedSources, sites } from "@/platform/db/schema";
import { runFeed } from "@/features/stock-feeds/index.server";
import { runCommand } from "./run-command";

async function main() {
  const { values, positionals } = parseArgs({ options: { site: { type: "string" } }, allowPositionals: true });
  const file = positionals[0];
  if (!values.site || !file) {
    console.error("usage: npm run stock:import -- --site SLUG FILE.csv (or FILE.json, FILE.xml)");
    return 2;
  }
  try {
    await access(file);
  } catch (err) {
    console.error(`cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const format = file.endsWith(".json") || file.endsWith(".jsonl") ? "json" : file.endsWith(".xml") ? "xml" : "csv";
  const handle = await openDatabase(targetFromEnv(env()));
  try {
    await handle.migrate();
    const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, values.site));
    if (!site) {
      // A new dealer's files are in sites/ but the database has not read them yet: say which command does.
      console.error(
        `no site "${values.site}" in the database: \`npm run db:prepare\` (or \`npm start\`) puts the sites of sites/ there ` +
          `(sites/sites/${values.site}.json and sites/dealers/${values.site}.json); run it, then import again`,
      );
      return 1;
    }
    const name = `command (${format})`;
    await handle.db
      .insert(feedSources)
      .values({ siteId: site.id, name, kind: "command", format, fullFeed: false })
      .onConflictDoNothing();
    const [source] = await handle.db
      .select({ id: feedSources.id })
      .from(feedSources)
      .where(and(eq(feedSources.siteId, site.id), eq(feedSources.name, name)));
    const result = await runFeed(handle.db, { sourceId: source!.id, trigger: "command", body: createReadStream(file) });
    if (!result || "busy" in result) {
      console.error(`${file}: another run of this source is under way; try again when it has finished`);
      return 1;
    }
    for (const p of result.problems.slice(0, 100))
      console.error(`  row ${p.row}, column ${p.column || "(file)"}: ${p.reason}`);
    if (result.problems.length > 100) console.error(`  ... ${result.rejected} rejected row(s) in all`);
    if (result.message) console.error(`${file}: ${result.message}`);
    console.log(
      `${file}: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged on ${values.site} ` +
        `(${result.rejected} rejected, ${result.sold} sold; run ${result.runId} ${result.status})`,
    );
    return result.status === "applied" && result.rejected === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

runCommand(main);
