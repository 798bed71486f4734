import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";

/**
 * The data of `npm run bench:scale`: hundreds of generated sites in a temporary SITES_DIR, and their
 * stock generated in SQL from the demo car dealers' seeded stock.
 *
 * Sites: each generated site is a copy of one of the three demo car dealers (a Toyota franchise, a
 * used-car supermarket, a six-brand dealer group) in turn, with its own slug, name and domain, and
 * a copy of that dealer's dealer file (the same dealerships and locations, per site). The demo sites
 * stay in the folder too: `npm start`'s demo seed gives them their stock, the templates of the rest.
 *
 * Stock: each generated site gets `perSite` vehicles copied from its template dealer's seeded stock
 * (repeated as often as needed), so makes, models, body types, years, statuses and features have the
 * demo generator's spread; each copy's price and odometer move by up to 20% and 40% (random), so no
 * two sites' stock is the same and price ranges differ.
 */
export const TEMPLATE_SITES = ["harbour-toyota", "bigbox-used", "southern-cross-motors"] as const;

export interface GeneratedSite {
  slug: string;
  template: (typeof TEMPLATE_SITES)[number];
}

export function generateSitesDir(count: number): { dir: string; sites: GeneratedSite[]; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-scale-sites-"));
  cpSync(path.resolve("sites"), dir, { recursive: true });
  // The caravan dealer is not a template: leave it out (with its content).
  for (const file of [
    "sites/tasman-caravans.json",
    "dealers/tasman-caravans.json",
    "content/sites/tasman-caravans.json",
  ])
    rmSync(path.join(dir, file), { force: true });
  const sites: GeneratedSite[] = [];
  for (let i = 1; i <= count; i++) {
    const template = TEMPLATE_SITES[(i - 1) % TEMPLATE_SITES.length]!;
    const n = String(i).padStart(3, "0");
    const slug = `scale-${n}-${template}`;
    const site = JSON.parse(readFileSync(path.join(dir, "sites", `${template}.json`), "utf8")) as Record<
      string,
      unknown
    >;
    site.slug = slug;
    site.name = `Scale Motors ${n}`;
    site.domains = [`scale-${n}.example`];
    if (site.manufacturerBaseDomain) site.manufacturerBaseDomain = `scale-${n}.dealer-network.example`;
    writeFileSync(path.join(dir, "sites", `${slug}.json`), JSON.stringify(site));
    cpSync(path.join(dir, "dealers", `${template}.json`), path.join(dir, "dealers", `${slug}.json`));
    sites.push({ slug, template });
  }
  return { dir, sites, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Columns copied as they are (all but the identity, the generated search document and what each copy sets). */
async function copiedColumns(db: Database): Promise<string[]> {
  const set = new Set(["id", "site_id", "dealership_id", "location_id", "slug", "stocknum", "price", "km"]);
  const rows = (await db.execute(
    sql`select column_name from information_schema.columns
        where table_name = 'vehicles' and table_schema = current_schema() and is_generated = 'NEVER'
        order by ordinal_position`,
  )) as unknown as { rows: { column_name: string }[] };
  return rows.rows.map((r) => r.column_name).filter((c) => !set.has(c));
}

/**
 * Gives each generated site `perSite` vehicles copied from its template's stock: one INSERT ... SELECT
 * per batch of sites (generate_series repeats the template's stock; dealerships and locations map by
 * slug within the site). The table's secondary indexes are dropped while loading and created again after
 * (much faster than keeping two GIN and ten B-tree indexes up to date row by row); the unique ones stay.
 */
export async function generateVehicles(
  db: Database,
  sites: GeneratedSite[],
  perSite: number,
  progress: (line: string) => void,
  batch = 25,
): Promise<number> {
  const ids = new Map<string, number>();
  const rows = (await db.execute(sql`select id, slug from sites`)) as unknown as {
    rows: { id: number; slug: string }[];
  };
  for (const r of rows.rows) ids.set(r.slug, Number(r.id));
  const columns = await copiedColumns(db);
  const list = columns.map((c) => `"${c}"`).join(", ");
  const fromT = columns.map((c) => `t."${c}"`).join(", ");
  const secondary = (
    (await db.execute(
      sql`select indexname, indexdef from pg_indexes
          where schemaname = current_schema() and tablename = 'vehicles' and indexdef not like 'CREATE UNIQUE%'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const i of secondary) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  let total = 0;
  try {
    for (let start = 0; start < sites.length; start += batch) {
      const chunk = sites.slice(start, start + batch);
      const siteIds = chunk.map((s) => ids.get(s.slug)!);
      const templateIds = chunk.map((s) => ids.get(s.template)!);
      const statement = `
      with plan as (
        select * from unnest(array[${siteIds.join(",")}]::int[], array[${templateIds.join(",")}]::int[]) as p(site_id, template_id)
      ), t as (
        select v.*, row_number() over (partition by v.site_id order by v.id) as rn, count(*) over (partition by v.site_id) as n
        from vehicles v where v.site_id in (${[...new Set(templateIds)].join(",")})
      )
      insert into vehicles (site_id, dealership_id, location_id, slug, stocknum, price, km, ${list})
      select p.site_id, gd.id, gl.id, t.slug || '-' || c, t.stocknum || '-' || c,
        case when t.price > 0 then (round(t.price * (0.8 + random() * 0.4) / 10) * 10)::int else t.price end,
        (t.km * (0.6 + random() * 0.8))::int,
        ${fromT}
      from plan p
      join t on t.site_id = p.template_id
      cross join lateral generate_series(0, ceil(${perSite}::numeric / t.n)::int - 1) as c
      join dealerships td on td.id = t.dealership_id
      join dealerships gd on gd.site_id = p.site_id and gd.slug = td.slug
      left join locations tl on tl.id = t.location_id
      left join locations gl on gl.site_id = p.site_id and gl.slug = tl.slug
      where c * t.n + t.rn <= ${perSite}`;
      const result = (await db.execute(sql.raw(statement))) as unknown as { rowCount?: number; affectedRows?: number };
      total += Number(result.rowCount ?? result.affectedRows ?? 0);
      progress(
        `  ${Math.min(start + batch, sites.length)}/${sites.length} sites, ${total.toLocaleString("en-AU")} vehicles`,
      );
    }
  } finally {
    const started = performance.now();
    for (const i of secondary) await db.execute(sql.raw(i.indexdef));
    progress(
      `  created the ${secondary.length} secondary indexes again in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return total;
}
