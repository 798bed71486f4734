import { modelMenuView } from "@/features/navigation/model-menu-view";
import { contentForSite } from "@/platform/content/content-registry.server";
import { encodedJson, SHARED_BRIEFLY } from "@/platform/http/encoded-json.server";
import { jsonError } from "@/platform/http/json-errors";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/model-menu: the Vehicles mega-menu's tabs and tiles ({ tabs, tiles }: model-menu-view.ts), fetched by the
 * menu when a shopper first reaches for it. The same for everyone on a site: a CDN may hold it briefly.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return jsonError(404, "not_found", "Unknown site");
  return encodedJson(request, modelMenuView(contentForSite(site.config).models), { cacheControl: SHARED_BRIEFLY });
}
