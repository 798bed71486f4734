import { siteSitemap } from "@/features/findability/sitemap.server";
import { currentSite } from "@/platform/site/current-site.server";
import { requestOrigin, siteOrigin } from "@/platform/site/site-origin";

// Next takes a route at robots.txt or sitemap.xml for a static metadata route: this one answers per site and request,
// from stock that changes (its own cache is keyed to the stock version, findability/sitemap.server.ts).
export const dynamic = "force-dynamic";

/**
 * /sitemap.xml of the site the host names: its one sitemap, or the index of its child sitemaps (/sitemaps/{n}.xml)
 * when it passes the protocol's limits.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  const origin = site ? siteOrigin(site.config, requestOrigin(request.headers)) : null;
  if (!site || !origin) return new Response("Not found", { status: 404 });
  const { root } = await siteSitemap(site, origin);
  return new Response(root, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
