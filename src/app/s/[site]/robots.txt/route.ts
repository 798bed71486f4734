import { garagePaths } from "@/features/accounts/gated-routes";
import { robotsTxt } from "@/features/findability/robots";
import { siteConfig } from "@/platform/site/site-registry.server";
import { requestOrigin, siteOrigin } from "@/platform/site/site-origin";

// Next takes a route at robots.txt or sitemap.xml for a static metadata route: this one answers per site and request,
// from stock that changes (its own cache is keyed to the stock version, findability/sitemap.server.ts).
export const dynamic = "force-dynamic";

/** /robots.txt of the site the host names: what crawlers may read, and where its sitemap is (on its own origin). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const config = siteConfig((await params).site);
  const origin = config ? siteOrigin(config, requestOrigin(request.headers)) : null;
  if (!config || !origin) return new Response("Not found", { status: 404 });
  const body = robotsTxt({ origin, gatedPaths: [...garagePaths(config), ...config.gatedRoutes] });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
