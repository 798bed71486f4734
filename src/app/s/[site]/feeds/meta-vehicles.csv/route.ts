import { toCsv } from "@/features/feeds/csv-writer";
import { FEED_CACHE_CONTROL, feedInput } from "@/features/feeds/feeds.server";
import { META_COLUMNS, metaVehicleRow } from "@/features/feeds/meta-feed";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/** GET /feeds/meta-vehicles.csv: the site's listed stock as Meta's automotive inventory catalog (README 'Stock feeds'). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  const { cars, feedSite } = await feedInput(site, request);
  const rows = cars.map((c) => metaVehicleRow(c, feedSite)).filter((r) => r !== null);
  return new Response(toCsv(META_COLUMNS, rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}
