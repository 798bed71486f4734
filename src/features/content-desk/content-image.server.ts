import "server-only";
import { pipelineImage } from "@/features/images/index.server";
import { deskPlace } from "@/features/lead-desk";
import { requireStaff } from "@/features/staff/index.server";
import { currentSite } from "@/platform/site/current-site.server";
import { placeDocuments } from "./desk-documents";

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" } as const;
const NOT_FOUND = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A site's content image (a promo card's, an offer's, the popup's) as the content desk shows it beside its upload
 * field (the console's pages may show only their own host's pictures): through the site's image pipeline at card
 * width, for a member who may read one of the site's documents. Anything else is 404.
 */
export async function contentImage(siteSlug: string, src: string, accept: string | null): Promise<Response> {
  const place = deskPlace(await requireStaff());
  if (!place || !placeDocuments(place).some((doc) => doc.site.slug === siteSlug)) return NOT_FOUND();
  const site = await currentSite(siteSlug);
  if (!site || !src) return NOT_FOUND();
  const answer = await pipelineImage(site, new URLSearchParams({ src, w: "375", q: "75" }), accept);
  if (!answer.ok) return NOT_FOUND();
  return new Response(new Uint8Array(answer.bytes), {
    headers: { "Content-Type": TYPES[answer.format], "Cache-Control": "private, max-age=3600", Vary: "Accept" },
  });
}
