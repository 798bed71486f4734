import { currentShopper } from "@/features/accounts/shopper-session.server";
import { watchlistMode } from "@/features/watchlist/watchlist-rules";
import { watchlistState } from "@/features/watchlist/watchlist.server";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/watchlist: { signedIn, phone_number, car_ids } for the shopper of this browser. Pages are the
 * same for everyone; each browser fetches its own state here, never from a cache.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site || watchlistMode(site.config.features) !== "account")
    return jsonError(404, "not_found", "This site keeps no watchlist");
  const state = await watchlistState(site, await currentShopper(site));
  return Response.json(state, { headers: { "Cache-Control": "no-store, private" } });
}
