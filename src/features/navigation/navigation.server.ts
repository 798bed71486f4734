import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { SiteConfig } from "@/platform/site/config-schema";
import { stockCountsByType } from "@/features/vehicle/index.server";
import { modelMenuTabs, modelRouteAt } from "@/features/models";
import { contentPageAt } from "@/features/content";
import { resolveFooter, resolveNavigation, stockMenuLinks, type ResolvedNavItem } from "./nav-links";
import { linksToServedPage } from "./served-paths";

/** Whether the site has the page a menu link goes to: its own content answers the paths its routes do not. */
function linkFilter(config: SiteConfig): (href: string) => boolean {
  const content = contentForSite(config);
  const contentServes = (path: string) =>
    contentPageAt(content.pages, path) !== null || modelRouteAt(content.models, path) !== null;
  return (href) => linksToServedPage(href, contentServes);
}

/** The site's header navigation with its data-driven menus filled in, linking only to pages the site has. */
export async function siteNavigation(site: CurrentSite): Promise<ResolvedNavItem[]> {
  const { navigation, manufacturerBaseDomain, stock } = site.config;
  const needs = new Set(navigation.header.map((i) => i.dynamic).filter(Boolean));
  const models = needs.has("models") ? modelMenuTabs(contentForSite(site.config).models) : [];
  const counts = needs.has("stock") ? await stockCountsByType(site) : {};
  const noun = stock.itemTypes.includes("car") && stock.itemTypes.length === 1 ? "Cars" : "Vehicles";
  return resolveNavigation(
    navigation.header,
    manufacturerBaseDomain,
    { models, stock: stockMenuLinks(counts, stock.carTypes, stock.listingPath, noun) },
    linkFilter(site.config),
  );
}

/** The site's footer link groups, linking only to pages the site has. */
export function siteFooterLinks(config: SiteConfig) {
  return resolveFooter(config.navigation.footer, config.manufacturerBaseDomain, linkFilter(config));
}
