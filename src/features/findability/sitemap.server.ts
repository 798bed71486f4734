import "server-only";
import { getDb } from "@/platform/db/db.server";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { stockVersion } from "@/features/search/index.server";
import { siteOffers } from "@/features/offers/index.server";
import { offerPath } from "@/features/offers";
import { locationDetails } from "@/features/locations/index.server";
import { locationHref } from "@/features/locations";
import { blogCategoryPath, blogPostPath } from "@/features/content";
import { SitemapCache, soldDeparture } from "./sitemap-cache";
import { sitemapUrls, type SitemapPage } from "./sitemap-urls";
import { sitemapVehicles } from "./sitemap-stock.db";
import { sitemapDocuments } from "./sitemap-xml";

export type SitemapDocuments = ReturnType<typeof sitemapDocuments>;

const holder = globalThis as unknown as { __forecourtSitemaps?: SitemapCache<SitemapDocuments> };
const cache = () => (holder.__forecourtSitemaps ??= new SitemapCache<SitemapDocuments>());

/** Where a site's child sitemaps are, when it has more than one file (routes: sitemaps/[file]). */
const childSitemapUrl = (origin: string) => (n: number) => `${origin}/sitemaps/${n}.xml`;

/**
 * One site's sitemap documents on `origin` (sitemap-xml.ts): built from its listed stock, content and locations, and
 * kept until its stock version moves or a listed sold car or an offer's window says otherwise (sitemap-cache.ts).
 */
export async function siteSitemap(site: CurrentSite, origin: string, now = new Date()): Promise<SitemapDocuments> {
  const db = await getDb();
  const key = `${site.id}|${origin}`;
  const version = await stockVersion(db, site.id);
  const cached = cache().get(key, version, now);
  if (cached) return cached;

  const cars = await sitemapVehicles(db, site, now);
  const { pages, changesAt } = await sitePages(site, now);
  const { includeSoldCarsDays } = site.config.stock;
  for (const car of cars) if (car.soldAt) changesAt.push(soldDeparture(car.soldAt, includeSoldCarsDays));

  const urls = sitemapUrls({ origin, pages, vehicles: cars, carTypes: site.config.stock.carTypes });
  const documents = sitemapDocuments(urls, childSitemapUrl(origin));
  cache().set(key, version, documents, now, changesAt);
  return documents;
}

/**
 * The site's pages other than search and cars: its content pages, models, offers showing now, locations (their pages,
 * contact and team pages) and blog. Only blog posts carry a date of their own; the other pages record no change time.
 * `changesAt`: when the offers shown change (a window opens or closes).
 */
async function sitePages(site: CurrentSite, now: Date): Promise<{ pages: SitemapPage[]; changesAt: Date[] }> {
  const { config } = site;
  const content = contentForSite(config);
  const pages: SitemapPage[] = content.pages.map((p) => ({ path: p.path }));
  if (content.models.length > 0) {
    pages.push({ path: "/models" });
    for (const model of content.models) pages.push({ path: model.path });
  }
  const offers = siteOffers(site, now);
  if (offers.length > 0) pages.push({ path: "/special-offers" });
  for (const offer of offers) pages.push({ path: offerPath(config, offer) });
  const changesAt = content.offers
    .flatMap((o) => [o.startsAt, o.expiresAt])
    .filter((t): t is string => Boolean(t))
    .map((t) => new Date(t));

  const locations = await locationDetails(site);
  if (locations.length > 0) pages.push({ path: "/contact-us" });
  for (const l of locations) pages.push({ path: locationHref(l, config.features.locationsBySlug) });
  for (const l of locations) pages.push({ path: `/contact-us/${l.slug}` }, { path: `/teams/${l.slug}` });

  const { blog } = content;
  if (blog) {
    pages.push({ path: "/blog" });
    for (const c of blog.categories) pages.push({ path: blogCategoryPath(c.slug) });
    for (const post of blog.posts) pages.push({ path: blogPostPath(post), lastmod: new Date(post.date) });
  }
  return { pages, changesAt };
}
