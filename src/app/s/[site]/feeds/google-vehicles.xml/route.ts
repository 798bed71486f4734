import { FEED_CACHE_CONTROL, feedInput } from "@/features/feeds/feeds.server";
import { googleFeedXml, googleVehicleItem } from "@/features/feeds/google-feed";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/** GET /feeds/google-vehicles.xml: the site's listed cars as Google's vehicle ads feed, RSS 2.0 (README 'Stock feeds'). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const { cars, feedSite } = await feedInput(site, request);
  const items = cars.map((c) => googleVehicleItem(c, feedSite)).filter((i) => i !== null);
  return new Response(googleFeedXml(feedSite, items), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
