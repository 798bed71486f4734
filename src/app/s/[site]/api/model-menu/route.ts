import { modelMenuView } from "@/features/navigation/model-menu-view";
import { contentForSite } from "@/platform/content/content-registry.server";
import { encodedJson, SHARED_BRIEFLY } from "@/platform/http/encoded-json.server";
import { withSite } from "@/platform/site/with-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/model-menu: the Vehicles mega-menu's tabs and tiles ({ tabs, tiles }: model-menu-view.ts), fetched by the
 * menu when a shopper first reaches for it. The same for everyone on a site: a CDN may hold it briefly.
 */
export const GET = withSite(async (request, site) => {
  return encodedJson(request, modelMenuView(contentForSite(site.config).models), { cacheControl: SHARED_BRIEFLY });
});
