import { dealerCategorySearch } from "@/features/models/catalogue-search.server";
import { paramErrorBody, readCategoryParams } from "@/features/models/search-api-params";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/dealer-category?dealership_id=&categories=&price=min:max&page= (or price_min=&price_max=): the site's stock at one of its
 * dealerships, by category (body type) and price, 21 a page ({ hits, count, page, pages }).
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return Response.json({ error: { code: "not_found", message: "Unknown site" } }, { status: 404 });
  const query = readCategoryParams(new URL(request.url).searchParams);
  if (!query.ok) return Response.json(paramErrorBody(query.fields), { status: 400 });
  const result = await dealerCategorySearch(site, query.value);
  if (!result) {
    return Response.json(paramErrorBody({ dealership_id: "is not a dealership of this site" }), { status: 400 });
  }
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
