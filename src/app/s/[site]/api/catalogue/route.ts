import { catalogueSearch } from "@/features/models/catalogue-search.server";
import { paramErrorBody, readCatalogueParams } from "@/features/models/search-api-params";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/** GET /api/catalogue?manufacturer=&model=&body=&page=: every catalogue's models, 21 a page ({ hits, count, page, pages }). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) return Response.json({ error: { code: "not_found", message: "Unknown site" } }, { status: 404 });
  const query = readCatalogueParams(new URL(request.url).searchParams);
  if (!query.ok) return Response.json(paramErrorBody(query.fields), { status: 400 });
  return Response.json(catalogueSearch(query.value), { headers: { "Cache-Control": "no-store" } });
}
