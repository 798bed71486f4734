import { siteSitemap } from "@/features/findability/sitemap.server";
import { currentSite } from "@/platform/site/current-site.server";
import { requestOrigin, siteOrigin } from "@/platform/site/site-origin";

// Next takes a route at robots.txt or sitemap.xml for a static metadata route: this one answers per site and request,
// from stock that changes (its own cache is keyed to the stock version, findability/sitemap.server.ts).
export const dynamic = "force-dynamic";

/** /sitemaps/{n}.xml: the nth child sitemap of a site past the protocol's limits (its index is /sitemap.xml). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; file: string }> }) {
  const { site: slug, file } = await params;
  const n = /^([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
  const site = n ? await currentSite(slug) : null;
  const origin = site ? siteOrigin(site.config, requestOrigin(request.headers)) : null;
  if (!site || !origin || !n) return notFound();
  const child = (await siteSitemap(site, origin)).children[Number(n) - 1];
  if (!child) return notFound();
  return new Response(child, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
