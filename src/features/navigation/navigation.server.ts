import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { manufacturers, models } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { stockCountsByType } from "@/features/vehicle/vehicles.server";
import {
  modelStatusLabel,
  resolveNavigation,
  stockMenuLinks,
  type ResolvedLink,
  type ResolvedNavItem,
} from "./nav-links";

async function modelLinks(site: CurrentSite): Promise<ResolvedLink[]> {
  const slug = site.config.manufacturer;
  if (!slug) return [];
  const db = await getDb();
  const rows = await db
    .select({ name: models.name, slug: models.slug, status: models.status, overrideUrl: models.overrideUrl })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(and(eq(manufacturers.slug, slug), inArray(models.status, ["available", "coming_soon"])))
    .orderBy(asc(models.name));
  // Body variants share a name (Corolla hatch and sedan): the menu lists the name once.
  const unique = rows.filter((m, i) => rows.findIndex((o) => o.name === m.name) === i);
  return unique.map((m) => ({
    label: m.name,
    href: m.overrideUrl ?? `/models/${m.slug}`,
    external: false,
    note: modelStatusLabel(m.status),
  }));
}

/** The site's header navigation with its data-driven dropdowns filled in. */
export async function siteNavigation(site: CurrentSite): Promise<ResolvedNavItem[]> {
  const { navigation, manufacturerBaseDomain, stock } = site.config;
  const needs = new Set(navigation.header.map((i) => i.dynamic).filter(Boolean));
  const [models, counts] = await Promise.all([
    needs.has("models") ? modelLinks(site) : Promise.resolve([]),
    needs.has("stock") ? stockCountsByType(site) : Promise.resolve({}),
  ]);
  const noun = stock.itemTypes.includes("car") && stock.itemTypes.length === 1 ? "Cars" : "Vehicles";
  return resolveNavigation(navigation.header, manufacturerBaseDomain, {
    models,
    stock: stockMenuLinks(counts, stock.carTypes, stock.listingPath, noun),
  });
}
