import { isGated } from "@/features/accounts/gated-routes";
import { parseSearchParams } from "@/features/search/search-params";
import { searchUnderSliderRules } from "@/features/search/search.server";
import { encodedJson, NOT_STORED, SHARED_BRIEFLY } from "@/platform/http/encoded-json.server";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/search with the search page's query string: { hits, count, page, pages, facets, ms }.
 * An unknown or malformed parameter is a 400 naming it; the spec's other names of attributes (categories,
 * filtered_features, price_range) are read as the attributes they name.
 *
 * Answers are compressed by the request's Accept-Encoding (encoded-json.server.ts). The answer depends only on
 * the site and the query string (no cookie, session or watchlist is read), so a CDN may hold it briefly; not
 * where the site gates the route behind sign-in, since a CDN would then hand it to shoppers who are not signed in.
 * Errors are never stored.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  if (!site) {
    return encodedJson(
      request,
      { error: { code: "not_found", message: "Unknown site" } },
      { status: 404, cacheControl: NOT_STORED },
    );
  }
  const { state, problems } = parseSearchParams(new URL(request.url).searchParams);
  if (problems.length > 0) {
    return encodedJson(
      request,
      {
        error: {
          code: "invalid_parameters",
          message: `Invalid search parameter${problems.length > 1 ? "s" : ""}: ${problems.map((p) => `${p.param} ${p.reason}`).join("; ")}`,
          fields: Object.fromEntries(problems.map((p) => [p.param, p.reason])),
        },
      },
      { status: 400, cacheControl: NOT_STORED },
    );
  }
  // A range is read under the slider's rule, as on the page: an end outside the slider's range is ignored (the
  // search runs without it; logged), a value in range is rounded.
  const { hits, count, page, pages, facets, ms } = (await searchUnderSliderRules(site, {}, state)).result;
  const shared = !isGated(site.config, "/api/search");
  return encodedJson(
    request,
    { hits, count, page, pages, facets, ms },
    { cacheControl: shared ? SHARED_BRIEFLY : NOT_STORED },
  );
}
