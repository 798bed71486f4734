import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { sites } from "@/platform/db/schema";
import type { SiteConfig } from "./config-schema";
import { siteConfig } from "./site-registry.server";
import { previewedSite } from "./site-preview.server";

export interface CurrentSite {
  id: number;
  config: SiteConfig;
  /** The request previews the site's drafts (site-preview.server.ts): `config` and its content have them applied. */
  preview?: true;
  /** In a preview, the draft of the site's dealer document, if any: the location pages show its hours. */
  dealerDraft?: string;
}

const siteIds = new Map<string, number>();

/**
 * The site a request is for, from the [site] route segment the proxy filled in. Every page, route and
 * data access takes this site's id: the proxy chooses the site but is not the security boundary.
 * A request previewing the site's drafts gets them applied to its configuration and content.
 */
export const currentSite = cache(async (slug: string): Promise<CurrentSite | null> => {
  const published = siteConfig(slug);
  if (!published) return null;
  let id = siteIds.get(slug);
  if (id === undefined) {
    const db = await getDb();
    const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
    if (!row) return null;
    id = row.id;
    siteIds.set(slug, id);
  }
  const preview = await previewedSite(slug, published);
  if (!preview) return { id, config: published };
  return preview.dealerDraft === null
    ? { id, config: preview.config, preview: true }
    : { id, config: preview.config, preview: true, dealerDraft: preview.dealerDraft };
});

/** For pages: the current site, or the 404 page. */
export async function requireSite(params: Promise<{ site: string }>): Promise<CurrentSite> {
  const site = await currentSite((await params).site);
  if (!site) notFound();
  return site;
}
