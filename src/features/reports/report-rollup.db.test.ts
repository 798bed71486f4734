import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import {
  analyticsEvents,
  leadDeskSettings,
  leads,
  phoneReveals,
  reportDaily,
  reservations,
  tradeInFlows,
  vehicles,
} from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { loadReportTable } from "./report-load.db";
import { parseReportQuery } from "./report-range";
import { rollUpReports } from "./report-rollup.db";
import {
  carFigures,
  DAILY_METRICS,
  dailyFigures,
  firstResponses,
  keyedFigures,
  reportTimeZones,
} from "./report-queries.db";
import { DEFAULT_REPORT_TIME_ZONE, localDayBounds, localDayOf, METRICS as M } from "./report-days";
import { seededRandom, seedReportRows, setSiteTimeZone } from "./testing/report-seed";

/**
 * The daily roll-ups against a brute-force count: every figure of every site, day, dealership, location and car is
 * counted again from the raw events, reveals, leads, reservations and trade-ins, each put on its site's local day in
 * JavaScript (domain/local-time.ts), and the two must be equal, before and after late rows arrive for days already
 * rolled up. Four sites in four zones (Perth, Adelaide's half hour, Sydney, Auckland), over six days.
 */
let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
const ZONES: Record<string, string | null> = {
  "harbour-toyota": "Australia/Perth",
  "bigbox-used": "Australia/Adelaide",
  "southern-cross-motors": null, // no settings row: the default zone
  "tasman-caravans": "Pacific/Auckland",
};
const FROM = new Date("2026-11-16T00:00:00Z");
const siteIds: Record<string, number> = {};

type Figures = Map<string, number>;
const figureKey = (r: { siteId: number; day: string; metric: string; key: string; d: number; l: number; v: number }) =>
  [r.siteId, r.day, r.metric, r.key, r.d, r.l, r.v].join("|");

async function bruteForce(): Promise<Figures> {
  const db = handle.db;
  const zones = new Map((await db.select().from(leadDeskSettings)).map((s) => [s.siteId, s.timeZone] as const));
  const zone = (siteId: number) => zones.get(siteId) ?? DEFAULT_REPORT_TIME_ZONE;
  const cars = new Map((await db.select().from(vehicles)).map((v) => [v.id, v] as const));
  const figures: Figures = new Map();
  const add = (siteId: number, at: Date, metric: string, key: string, d: number, l: number, v: number) => {
    const k = figureKey({ siteId, day: localDayOf(at, zone(siteId)), metric, key, d, l, v });
    figures.set(k, (figures.get(k) ?? 0) + 1);
  };
  const place = (vehicleId: number | null) => {
    const car = vehicleId === null ? undefined : cars.get(vehicleId);
    return [car?.dealershipId ?? 0, car?.locationId ?? 0, vehicleId ?? 0] as const;
  };
  const kinds: Record<string, string> = {
    search_view: M.searchViews,
    vehicle_view: M.vehicleViews,
    save_car: M.saves,
    call: M.calls,
  };
  for (const e of await db.select().from(analyticsEvents)) {
    const metric = kinds[e.name];
    if (metric) add(e.siteId, e.createdAt, metric, "", ...place(e.vehicleId));
    if (e.name === "search_view" && e.params.results === 0)
      add(e.siteId, e.createdAt, M.searchesNoResults, String(e.params.path ?? ""), 0, 0, 0);
  }
  for (const p of await db.select().from(phoneReveals)) {
    const [, l] = place(p.vehicleId);
    add(p.siteId, p.createdAt, M.phoneReveals, "", p.dealershipId, l, p.vehicleId);
  }
  const allLeads = await db.select().from(leads);
  for (const l of allLeads) {
    const at = [l.dealershipId, l.locationId ?? 0, l.vehicleId ?? 0] as const;
    const utm = l.snapshot.linkedQueryParams ?? {};
    add(l.siteId, l.createdAt, M.leadsByCategory, l.category, ...at);
    add(l.siteId, l.createdAt, M.leadsBySource, l.source, ...at);
    add(l.siteId, l.createdAt, M.leadsByUtmSource, (utm.utm_source ?? "").slice(0, 200), ...at);
    add(l.siteId, l.createdAt, M.leadsByUtmMedium, (utm.utm_medium ?? "").slice(0, 200), ...at);
    add(l.siteId, l.createdAt, M.leadsByUtmCampaign, (utm.utm_campaign ?? "").slice(0, 200), ...at);
  }
  for (const r of await db.select().from(reservations))
    add(r.siteId, r.createdAt, M.reservations, "", ...place(r.vehicleId));
  const leadById = new Map(allLeads.map((l) => [l.id, l] as const));
  for (const t of await db.select().from(tradeInFlows)) {
    const l = leadById.get(t.leadId)!;
    add(t.siteId, t.createdAt, M.tradeIns, "", l.dealershipId, l.locationId ?? 0, l.vehicleId ?? 0);
  }
  return figures;
}

async function rolledUp(): Promise<Figures> {
  const rows = await handle.db.select().from(reportDaily);
  return new Map(rows.map((r) => [figureKey({ ...r, d: r.dealershipId, l: r.locationId, v: r.vehicleId }), r.value]));
}

const sorted = (m: Figures) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
  for (const [slug, zone] of Object.entries(ZONES)) {
    siteIds[slug] = (await siteFor(slug)).id;
    if (zone) await setSiteTimeZone(handle.db, siteIds[slug], zone);
  }
  const random = seededRandom(40);
  for (const siteId of Object.values(siteIds))
    await seedReportRows(handle.db, { siteId, from: FROM, days: 6, count: 250, random });
}, 180_000);
afterAll(async () => handle?.close());

describe("the daily report roll-ups", () => {
  it("equal a brute-force count of the raw rows for every site, local day, dealership, location, car and key", async () => {
    expect(await rollUpReports(handle.db)).toBeGreaterThan(20);
    const expected = await bruteForce();
    expect(expected.size).toBeGreaterThan(500);
    expect(sorted(await rolledUp())).toEqual(sorted(expected));
  });

  it("re-roll only the days late rows arrive for, and still equal the brute-force count", async () => {
    const before = await rolledUp();
    // Late rows for two days already rolled up, of one site.
    await seedReportRows(handle.db, {
      siteId: siteIds["bigbox-used"]!,
      from: new Date("2026-11-17T10:00:00Z"),
      days: 1,
      count: 40,
      random: seededRandom(41),
    });
    const days = await rollUpReports(handle.db);
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(3);
    const after = await rolledUp();
    expect(sorted(after)).toEqual(sorted(await bruteForce()));
    expect(sorted(after)).not.toEqual(sorted(before));
    // Every other site's figures are untouched.
    const otherSites = (m: Figures) => sorted(m).filter(([k]) => !k.startsWith(`${siteIds["bigbox-used"]}|`));
    expect(otherSites(after)).toEqual(otherSites(before));
  });

  it("give the same figures when rolled up again (idempotent), and nothing to do when nothing arrived", async () => {
    const before = sorted(await rolledUp());
    expect(await rollUpReports(handle.db)).toBe(0);
    await handle.db.execute(sql`
      insert into report_dirty_hours (site_id, hour)
      select distinct site_id, date_trunc('hour', created_at, 'UTC') from analytics_events
      on conflict do nothing`);
    expect(await rollUpReports(handle.db)).toBeGreaterThan(20);
    expect(sorted(await rolledUp())).toEqual(before);
  });

  it("roll up many sites' days in one set-based pass, or in passes that split days, as the brute-force count", async () => {
    const markAll = () =>
      handle.db.execute(sql`
        insert into report_dirty_hours (site_id, hour)
        select site_id, date_trunc('hour', created_at, 'UTC') from analytics_events
        union select site_id, date_trunc('hour', created_at, 'UTC') from leads
        union select site_id, date_trunc('hour', created_at, 'UTC') from phone_reveals
        union select site_id, date_trunc('hour', created_at, 'UTC') from reservations
        union select site_id, date_trunc('hour', created_at, 'UTC') from trade_in_flows
        on conflict do nothing`);
    const expected = sorted(await bruteForce());
    const siteDays = new Set(expected.map(([k]) => k.split("|").slice(0, 2).join("|")));
    // One pass takes every mark: each site day of the four sites is counted once, in one statement.
    await handle.db.delete(reportDaily);
    await markAll();
    expect(await rollUpReports(handle.db, { marksPerPass: 100_000 })).toBe(siteDays.size);
    expect(sorted(await rolledUp())).toEqual(expected);
    // Seven marks a pass: days are split across passes and re-rolled whole, the figures stay the same.
    await handle.db.delete(reportDaily);
    await markAll();
    expect(await rollUpReports(handle.db, { marksPerPass: 7 })).toBeGreaterThan(siteDays.size);
    expect(sorted(await rolledUp())).toEqual(expected);
  });

  it("answer the report's daily, keyed and per-car figures as the brute-force count sums them, per place too", async () => {
    const expected = await bruteForce();
    const siteId = siteIds["harbour-toyota"]!;
    const range = { from: "2026-11-17", to: "2026-11-20" };
    const [dealershipId] = (
      await handle.db
        .select({ d: vehicles.dealershipId })
        .from(vehicles)
        .where(sql`site_id = ${siteId}`)
        .limit(1)
    ).map((r) => r.d);
    const sum = (filter: (p: string[]) => boolean, by: (p: string[]) => string) => {
      const out = new Map<string, number>();
      for (const [k, n] of expected) {
        const p = k.split("|");
        if (Number(p[0]) !== siteId || p[1]! < range.from || p[1]! > range.to || !filter(p)) continue;
        out.set(by(p), (out.get(by(p)) ?? 0) + n);
      }
      return out;
    };
    const daily = sum(
      (p) => (DAILY_METRICS as readonly string[]).includes(p[2]!),
      (p) => `${p[1]}|${p[2]}`,
    );
    const got = await dailyFigures(handle.db, { siteId }, range);
    expect(new Map(got.map((r) => [`${r.day}|${r.metric}`, r.value]))).toEqual(daily);

    const ofDealership = sum(
      (p) => (DAILY_METRICS as readonly string[]).includes(p[2]!) && Number(p[4]) === dealershipId,
      (p) => `${p[1]}|${p[2]}`,
    );
    const gotPlace = await dailyFigures(handle.db, { siteId, dealershipIds: [dealershipId!] }, range);
    expect(new Map(gotPlace.map((r) => [`${r.day}|${r.metric}`, r.value]))).toEqual(ofDealership);

    for (const metric of [M.leadsByUtmCampaign, M.leadsBySource, M.searchesNoResults]) {
      const keyed = sum(
        (p) => p[2] === metric,
        (p) => p[3]!,
      );
      const answer = await keyedFigures(handle.db, { siteId }, range, metric);
      expect(new Map(answer.map((r) => [r.key, r.value]))).toEqual(keyed);
    }

    const cars = await carFigures(handle.db, { siteId }, range);
    const views = sum(
      (p) => p[2] === M.vehicleViews && p[6] !== "0",
      (p) => p[6]!,
    );
    const leadsPerCar = sum(
      (p) => p[2] === M.leadsByCategory && p[6] !== "0",
      (p) => p[6]!,
    );
    expect(cars.filter((c) => c.views > 0).length).toBeGreaterThan(0);
    for (const car of cars) {
      expect(car.views, `views of car ${car.id}`).toBe(views.get(String(car.id)) ?? 0);
      expect(car.leads, `leads of car ${car.id}`).toBe(leadsPerCar.get(String(car.id)) ?? 0);
    }
  });

  it("tell the first-response times of the range's leads as a brute-force count of the lead desk's contacts", async () => {
    const siteId = siteIds["harbour-toyota"]!;
    const zone = ZONES["harbour-toyota"]!;
    const siteLeads = await handle.db
      .select()
      .from(leads)
      .where(sql`site_id = ${siteId}`);
    // Contacts after 10, 20, 30, ... minutes for every other lead.
    const contacted = siteLeads.filter((_, i) => i % 2 === 0);
    for (const [i, lead] of contacted.entries())
      await handle.db
        .update(leads)
        .set({ firstContactedAt: new Date(lead.createdAt.getTime() + (i + 1) * 600_000) })
        .where(sql`id = ${lead.id}`);
    const start = localDayBounds("2026-11-17", zone).start;
    const end = localDayBounds("2026-11-19", zone).end;
    const inRange = (
      await handle.db
        .select()
        .from(leads)
        .where(sql`site_id = ${siteId}`)
    ).filter((l) => l.createdAt >= start && l.createdAt < end);
    const minutes = inRange
      .filter((l) => l.firstContactedAt)
      .map((l) => (l.firstContactedAt!.getTime() - l.createdAt.getTime()) / 60_000)
      .sort((a, b) => a - b);
    const percentile = (p: number) => {
      const at = p * (minutes.length - 1);
      const low = Math.floor(at);
      return minutes[low]! + (minutes[Math.min(low + 1, minutes.length - 1)]! - minutes[low]!) * (at - low);
    };
    expect(minutes.length).toBeGreaterThan(3);
    const answer = await firstResponses(handle.db, { siteId }, { start, end });
    expect(answer.leads).toBe(inRange.length);
    expect(answer.contacted).toBe(minutes.length);
    expect(answer.medianMinutes).toBeCloseTo(percentile(0.5), 6);
    expect(answer.p90Minutes).toBeCloseTo(percentile(0.9), 6);
  });

  it("count each site's report days in its lead desk's zone, or the default zone where it names none", async () => {
    const zones = await reportTimeZones(handle.db, Object.values(siteIds));
    for (const [slug, zone] of Object.entries(ZONES))
      expect(zones.get(siteIds[slug]!), slug).toBe(zone ?? DEFAULT_REPORT_TIME_ZONE);
    expect(await reportTimeZones(handle.db, [])).toEqual(new Map());
  });

  it("load the overview's totals as the day-by-day tables of the range and of the previous period sum them", async () => {
    await rollUpReports(handle.db);
    const place = { siteId: siteIds["bigbox-used"]! };
    const parsed = parseReportQuery({ from: "2026-11-19", to: "2026-11-21" }, ["bigbox-used"], () => "2026-11-29");
    if (!parsed.ok) throw new Error("the range parses");
    const { range } = parsed;
    const load = (name: "totals" | "daily", r: Partial<typeof range> = {}) =>
      loadReportTable(handle.db, place, { ...range, ...r }, "Australia/Adelaide", name, new Date());
    const totals = await load("totals");
    const daily = await load("daily");
    const previousDaily = await load("daily", { ...range.previous, previous: range.previous });
    const columnSum = (table: typeof daily, heading: string) =>
      table.rows.reduce((n, row) => n + Number(row[table.columns.indexOf(heading)]), 0);
    expect(previousDaily.rows.map((r) => r[0])).toEqual(["2026-11-16", "2026-11-17", "2026-11-18"]);
    for (const [heading, current, previous] of totals.rows) {
      expect(current, `${heading as string} this period`).toBe(columnSum(daily, heading as string));
      expect(previous, `${heading as string} the previous period`).toBe(columnSum(previousDaily, heading as string));
    }
    expect(totals.rows.some((row) => Number(row[1]) > 0 && Number(row[2]) > 0)).toBe(true);
  });
});
