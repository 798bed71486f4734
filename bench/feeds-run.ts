/** bench/feeds.ts's work, loaded once the server-side modules are allowed in the process. */
import { eq } from "drizzle-orm";
import { feedSources, sites } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { runFeed } from "@/features/stock-feeds/index.server";

const HEADER = "stocknum,dealership,car_type,status,make,model,year,price,km,transmission\n";
async function* feed(rows: number, prefix: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(HEADER);
  for (let i = 0; i < rows; i += 1000) {
    let chunk = "";
    for (let j = i; j < Math.min(rows, i + 1000); j++)
      chunk += `${prefix}${j},tasman-caravans-hobart,used,in_stock,Toyota,Corolla,2021,${20000 + (j % 5000)},${j},CVT\n`;
    yield Buffer.from(chunk);
  }
}

let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);

async function main() {
  // The seeded test database finds the demo sites from its own folder (it is written for vitest's CommonJS globals).
  (globalThis as { __dirname?: string }).__dirname = `${process.cwd()}/src/platform/db/testing`;
  const { handle } = await openSeededTestDatabase();
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "tasman-caravans"));
  for (const rows of [2_000, 50_000]) {
    const [source] = await handle.db
      .insert(feedSources)
      .values({ siteId: site!.id, name: `bench ${rows}`, kind: "pull", fullFeed: false })
      .returning({ id: feedSources.id });
    peak = process.memoryUsage().rss;
    const started = performance.now();
    const result = await runFeed(handle.db, {
      sourceId: source!.id,
      trigger: "command",
      body: feed(rows, `B${rows}-`),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${rows} rows: ${seconds.toFixed(1)} s, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`,
      JSON.stringify(
        result && "runId" in result
          ? { status: result.status, added: result.added, rejected: result.rejected }
          : result,
      ),
    );
  }
  clearInterval(sample);
  await handle.close();
}

void main();
