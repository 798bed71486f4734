import "server-only";
import { notFound } from "next/navigation";
import type { ListQuery } from "@/domain/list-query";
import { requireStaff } from "@/features/staff/index.server";
import type { Database } from "@/platform/db/client";
import { getDb } from "@/platform/db/db.server";
import { localDayOf } from "./report-days";
import { reportPlaceFor } from "./report-place";
import { reportTimeZones, type ReportPlace } from "./report-queries.db";
import { parseReportQuery, type ReportQueryError, type ReportRange } from "./report-range";

/** What every report page and CSV starts from: who asks, the sites they may pick, and the range or its errors. */
export interface ReportRequest {
  db: Database;
  groupName: string;
  sites: readonly { slug: string; name: string }[];
  now: Date;
  answer:
    { ok: true; range: ReportRange; place: ReportPlace; timeZone: string } | { ok: false; errors: ReportQueryError[] };
}

/**
 * The signed-in member's report request: not found for someone in no group or whose role may not read reports (as
 * every console page answers what it would refuse), and for a site of their group they have no scope at.
 */
export async function reportRequest(query: ListQuery): Promise<ReportRequest> {
  const membership = (await requireStaff()).memberships[0];
  if (!membership) notFound();
  const db = await getDb();
  const sites = membership.sites.filter((site) => reportPlaceFor(membership.member, site.id));
  if (sites.length === 0) notFound();
  const zones = await reportTimeZones(
    db,
    sites.map((site) => site.id),
  );
  const now = new Date();
  const zoneOf = (slug: string) => zones.get(sites.find((site) => site.slug === slug)!.id)!;
  const parsed = parseReportQuery(
    query,
    sites.map((site) => site.slug),
    (slug) => localDayOf(now, zoneOf(slug)),
  );
  const base = { db, groupName: membership.groupName, sites, now };
  if (!parsed.ok) return { ...base, answer: parsed };
  const site = sites.find((s) => s.slug === parsed.range.site)!;
  const place = reportPlaceFor(membership.member, site.id)!;
  return { ...base, answer: { ok: true, range: parsed.range, place, timeZone: zoneOf(site.slug) } };
}
