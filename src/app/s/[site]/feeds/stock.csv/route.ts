import { FEED_CACHE_CONTROL, feedInput } from "@/features/feeds/feeds.server";
import { stockFeedCsv } from "@/features/feeds/stock-feed";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/** GET /feeds/stock.csv: the site's listed stock in the stock import's own CSV (README 'Stock feeds'). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const { cars } = await feedInput(site, request);
  return new Response(stockFeedCsv(cars, site.config.features), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
