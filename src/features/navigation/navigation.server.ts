import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { stockCountsByType } from "@/features/vehicle/vehicles.server";
import { modelMenuTabs } from "@/features/models/model-menu";
import { resolveNavigation, stockMenuLinks, type ResolvedNavItem } from "./nav-links";

/** The site's header navigation with its data-driven menus filled in. */
export async function siteNavigation(site: CurrentSite): Promise<ResolvedNavItem[]> {
  const { navigation, manufacturerBaseDomain, stock } = site.config;
  const needs = new Set(navigation.header.map((i) => i.dynamic).filter(Boolean));
  const models = needs.has("models") ? modelMenuTabs(contentForSite(site.config).models) : [];
  const counts = needs.has("stock") ? await stockCountsByType(site) : {};
  const noun = stock.itemTypes.includes("car") && stock.itemTypes.length === 1 ? "Cars" : "Vehicles";
  return resolveNavigation(navigation.header, manufacturerBaseDomain, {
    models,
    stock: stockMenuLinks(counts, stock.carTypes, stock.listingPath, noun),
  });
}
