import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { sites } from "@/platform/db/schema";
import type { SiteConfig } from "./config-schema";
import { siteConfig } from "./site-registry.server";

export interface CurrentSite {
  id: number;
  config: SiteConfig;
}

const siteIds = new Map<string, number>();

/**
 * The site a request is for, from the [site] route segment the proxy filled in. Every page, route and
 * data access takes this site's id: the proxy chooses the site but is not the security boundary.
 */
export const currentSite = cache(async (slug: string): Promise<CurrentSite | null> => {
  const config = siteConfig(slug);
  if (!config) return null;
  let id = siteIds.get(slug);
  if (id === undefined) {
    const db = await getDb();
    const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
    if (!row) return null;
    id = row.id;
    siteIds.set(slug, id);
  }
  return { id, config };
});

/** For pages: the current site, or the 404 page. */
export async function requireSite(params: Promise<{ site: string }>): Promise<CurrentSite> {
  const site = await currentSite((await params).site);
  if (!site) notFound();
  return site;
}
