import { deskPlace } from "@/features/lead-desk";
import { CONTENT_TYPES } from "@/features/images/image-format";
import { pipelineImage } from "@/features/images/image-pipeline.server";
import { requireStaff } from "@/features/staff/index.server";
import { currentSite } from "@/platform/site/current-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /stock/thumbnail?site=&src=&w=&q=&v=: a car's picture through the image pipeline, on the console's own host (its
 * policy allows images from itself only), for a member of a group with that site. The bytes are the site's pipeline's.
 */
export async function GET(request: Request) {
  const place = deskPlace(await requireStaff());
  const query = new URL(request.url).searchParams;
  const slug = query.get("site") ?? "";
  const site = place?.sites.some((s) => s.slug === slug) ? await currentSite(slug) : null;
  // The pipeline reads its own parameters only (it refuses any other): the site is this route's.
  query.delete("site");
  const answer = site ? await pipelineImage(site, query, request.headers.get("accept")) : null;
  if (!answer?.ok) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(new Uint8Array(answer.bytes), {
    headers: {
      "Content-Type": CONTENT_TYPES[answer.format],
      "Cache-Control": answer.standIn ? "no-store" : "private, max-age=86400",
      Vary: "Accept",
    },
  });
}
