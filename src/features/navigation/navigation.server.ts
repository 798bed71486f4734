import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { stockCountsByType } from "@/features/vehicle/vehicles.server";
import {
  modelStatusLabel,
  resolveNavigation,
  stockMenuLinks,
  type ResolvedLink,
  type ResolvedNavItem,
} from "./nav-links";

/** The models dropdown: the site's current and upcoming models, by name. */
function modelLinks(site: CurrentSite): ResolvedLink[] {
  return contentForSite(site.config)
    .models.filter((m) => m.status !== "discontinued")
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((m) => ({ label: m.name, href: m.path, external: false, note: modelStatusLabel(m.status) }));
}

/** The site's header navigation with its data-driven dropdowns filled in. */
export async function siteNavigation(site: CurrentSite): Promise<ResolvedNavItem[]> {
  const { navigation, manufacturerBaseDomain, stock } = site.config;
  const needs = new Set(navigation.header.map((i) => i.dynamic).filter(Boolean));
  const [models, counts] = await Promise.all([
    Promise.resolve(needs.has("models") ? modelLinks(site) : []),
    needs.has("stock") ? stockCountsByType(site) : Promise.resolve({}),
  ]);
  const noun = stock.itemTypes.includes("car") && stock.itemTypes.length === 1 ? "Cars" : "Vehicles";
  return resolveNavigation(navigation.header, manufacturerBaseDomain, {
    models,
    stock: stockMenuLinks(counts, stock.carTypes, stock.listingPath, noun),
  });
}
