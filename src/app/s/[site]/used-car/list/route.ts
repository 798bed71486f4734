import { currentSite } from "@/platform/site/current-site.server";

/**
 * /used-car/list: one brand's address for its used cars, kept working as a permanent redirect (308)
 * to the site's used search.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  if (!(await currentSite((await params).site))) return new Response("Not found", { status: 404 });
  return new Response(null, { status: 308, headers: { Location: "/search/used-cars" } });
}
