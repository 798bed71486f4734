import path from "node:path";
import { openDatabase } from "../src/platform/db/client";
import { loadSiteRegistry } from "../src/platform/site/registry";
import { SqlStockSearch } from "../src/features/search/sql-stock-search.db";
import { parseSearchParams } from "../src/features/search/search-params";
import { sql } from "drizzle-orm";
async function main() {
  const h = await openDatabase({ dataDir: "/tmp/fc-try" });
  const reg = loadSiteRegistry(path.resolve("sites"));
  const ids = (await h.db.execute(sql`select id, slug from sites`) as any).rows;
  const engine = new SqlStockSearch(async () => h.db);
  const config = reg.sites.find((s) => s.slug === "bigbox-used")!;
  const site = { id: ids.find((r: any) => r.slug === "bigbox-used").id, config };
  for (const qs of ["", "make=Toyota", "make=Toyota&body=suv&price=10000:30000", "query=hybrid", "sortBy=price-asc&page=20", "features=Tow%20Bar&colour=White"]) {
    const times = [];
    let r;
    for (let i = 0; i < 8; i++) { const t = performance.now(); r = await engine.search(site, {}, parseSearchParams(new URLSearchParams(qs)).state); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    console.log(qs.padEnd(45), "count", r!.count, "hits", r!.hits.length, "median ms", times[4]!.toFixed(1), "facets", Object.keys(r!.facets).length, "make", JSON.stringify(r!.facets.make).slice(0, 80));
  }
  await h.close();
}
main();
