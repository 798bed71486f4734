import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { seedDemoData } from "./seed-demo";
import { demoSiteConfigs, openTestDatabase, TEST_NOW } from "@/platform/db/testing/test-database";

let handle: DatabaseHandle;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db, demoSiteConfigs(), TEST_NOW);
});
afterAll(async () => handle?.close());

describe(`demo seed (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("records every configured site and at least 3,000 vehicles", async () => {
    const sites = await rows<{ slug: string }>(sql`select slug from sites order by slug`);
    expect(sites.map((s) => s.slug)).toEqual([
      "bigbox-used",
      "harbour-toyota",
      "southern-cross-motors",
      "tasman-caravans",
    ]);
    const [total] = await rows<{ n: number }>(sql`select count(*)::int n from vehicles`);
    expect(total!.n).toBeGreaterThanOrEqual(3000);
  });

  it("gives Harbour Toyota three locations: sales, service and parts, with opening hours", async () => {
    const places = await rows<{ location_type: string; hours: number }>(sql`
      select l.location_type, jsonb_array_length(l.opening_hours) hours from locations l join sites s on s.id = l.site_id
      where s.slug = 'harbour-toyota' order by l.location_type`);
    expect(places).toEqual([
      { location_type: "parts", hours: 7 },
      { location_type: "sales", hours: 7 },
      { location_type: "service", hours: 7 },
    ]);
  });

  it("onboards the demo dealers from their dealer files, and gives their locations invented reviews", async () => {
    const file = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, "../sites/dealers/harbour-toyota.json"), "utf8"),
    );
    const expected = file.dealerships[0].locations.map((l: { slug: string; name: string; phone: string }) => ({
      slug: l.slug,
      name: l.name,
      phone: l.phone,
    }));
    const places = await rows<{ slug: string; name: string; phone: string; reviews: number }>(sql`
      select l.slug, l.name, l.phone, jsonb_array_length(l.reviews) reviews from locations l join sites s on s.id = l.site_id
      where s.slug = 'harbour-toyota' order by l.id`);
    expect(places.map(({ reviews: _, ...p }) => p)).toEqual(expected);
    expect(places.every((p) => p.reviews >= 6)).toBe(true);
  });

  it("gives Southern Cross Motors five dealerships, each with stock", async () => {
    const outlets = await rows<{ n: number }>(sql`
      select count(v.id)::int n from dealerships d join sites s on s.id = d.site_id left join vehicles v on v.dealership_id = d.id
      where s.slug = 'southern-cross-motors' group by d.id`);
    expect(outlets).toHaveLength(5);
    expect(outlets.every((o) => o.n > 0)).toBe(true);
  });

  it("stores caravan specifications as typed JSON at Tasman Caravans", async () => {
    const [caravan] = await rows<{ specifications: { sleeps: number; axle_type: string } }>(sql`
      select specifications from vehicles v join sites s on s.id = v.site_id where s.slug = 'tasman-caravans' and item_type = 'caravan' limit 1`);
    expect(caravan!.specifications.sleeps).toBeGreaterThan(0);
    expect(["Single", "Tandem", "Triple"]).toContain(caravan!.specifications.axle_type);
  });

  it("keeps special holiday hours at some locations, and a make (its logo) for every catalogue manufacturer", async () => {
    const [special] = await rows<{ n: number }>(
      sql`select count(*)::int n from locations where jsonb_array_length(special_hours) > 0`,
    );
    expect(special!.n).toBeGreaterThan(0);
    const makes = await rows<{ slug: string }>(sql`select slug from manufacturers`);
    const catalogues = readdirSync("sites/content/catalogue").map((f) => f.replace(/\.json$/, ""));
    expect(makes.map((m) => m.slug)).toEqual(expect.arrayContaining(catalogues));
  });

  it("gives every make in the demo stock its drawn mark in manufacturers.logo_url (the make cards' logos)", async () => {
    const makes = await rows<{ slug: string; logo: string | null }>(
      sql`select distinct v.make_slug slug, m.logo_url logo from vehicles v left join manufacturers m on m.slug = v.make_slug`,
    );
    expect(makes.length).toBeGreaterThan(10);
    for (const { slug, logo } of makes) expect(logo, slug).toBe(`/media/makes/${slug}.svg`);
  });

  it("is idempotent: seeding again adds nothing", async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int n from vehicles`);
    const again = await seedDemoData(handle.db, demoSiteConfigs(), TEST_NOW);
    expect(again).toEqual([]);
    const [after] = await rows<{ n: number }>(sql`select count(*)::int n from vehicles`);
    expect(after!.n).toBe(before!.n);
  });

  it("lets the database refuse a second car with the same stock number on one site", async () => {
    await expect(
      handle.db
        .execute(sql`insert into vehicles (site_id, dealership_id, slug, stocknum, car_type, status, name, make, make_slug, model, model_slug, year)
        select site_id, dealership_id, slug || '-copy', stocknum, car_type, status, name, make, make_slug, model, model_slug, year from vehicles limit 1`),
    ).rejects.toThrow();
  });

  it("answers keyword searches from the full-text document kept by the database", async () => {
    const [hit] = await rows<{ n: number }>(
      sql`select count(*)::int n from vehicles where search_document @@ to_tsquery('simple', 'hilux:*')`,
    );
    const [brute] = await rows<{ n: number }>(
      sql`select count(*)::int n from vehicles where lower(model) like 'hilux%'`,
    );
    expect(hit!.n).toBeGreaterThanOrEqual(brute!.n);
    expect(brute!.n).toBeGreaterThan(0);
  });
});
