import "server-only";
import { or } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { shownCarCondition, selectCarsWithPlace, compareColumns } from "@/features/vehicle/index.server";
import type { CompareVehicle } from "@/features/vehicle";
import { compareRows, type CompareRow } from "./compare-rows";
import { compareHref, leftOutNotes, parseCompareCars } from "./compare-url";

/**
 * The cars a comparison names that this site shows, in the link's order. Each must pass the one shopper-facing
 * condition for a car (shown-car.db.ts): another site's car, a hidden car and a car the site does not list are left
 * out exactly like an unknown slug. A sold car keeps its page, so it can be compared too.
 */
export async function comparedCars(site: CurrentSite, slugs: readonly string[]): Promise<CompareVehicle[]> {
  const conditions = slugs.map((slug) => shownCarCondition(site, "slug", slug)).filter((c) => c !== null);
  if (conditions.length === 0) return [];
  const db = await getDb();
  const rows = await selectCarsWithPlace(db, {
    ...compareColumns,
    locationName: locations.name,
    dealershipName: dealerships.name,
    dealerGroup: dealerships.dealerGroup,
  }).where(or(...conditions));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export interface Comparison {
  cars: CompareVehicle[];
  rows: CompareRow[];
  /** Why cars the link named are not in the table. */
  notes: string[];
  /** The link of what the table shows (the shareable URL without anything left out). */
  href: string;
}

/** The comparison a `/compare?cars=…` link asks for, from the link alone (no shopper state). */
export async function loadComparison(
  site: CurrentSite,
  raw: string | string[] | undefined,
  now = new Date(),
): Promise<Comparison> {
  const request = parseCompareCars(raw);
  const cars = await comparedCars(site, request.slugs);
  return {
    cars,
    rows: compareRows(cars, site.config, now),
    notes: leftOutNotes(request, cars.length),
    href: compareHref(cars.map((c) => c.slug)),
  };
}
