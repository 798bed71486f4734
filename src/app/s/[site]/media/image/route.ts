import { CONTENT_TYPES } from "@/features/images/image-format";
import { pipelineImage } from "@/features/images/image-pipeline.server";
import { currentSite } from "@/platform/site/current-site.server";

/**
 * GET /media/image?src=&w=&q=&v=: every vehicle, model and offer picture, resized (src/features/images). The URL
 * names everything that decides the bytes, so the answer is kept a year; it differs by Accept (AVIF, WebP, JPEG). A car's
 * feed photo that cannot be fetched is answered with the car's drawing, not kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await currentSite((await params).site);
  const answer = site
    ? await pipelineImage(site, new URL(request.url).searchParams, request.headers.get("accept"))
    : ({ ok: false, status: 404, code: "not_found", message: "Unknown site" } as const);
  if (!answer.ok) {
    const { status, code, message } = answer;
    const error = { code, message, ...("fields" in answer ? { fields: answer.fields } : {}) };
    return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(answer.bytes), {
    headers: {
      "Content-Type": CONTENT_TYPES[answer.format],
      "Content-Length": String(answer.bytes.byteLength),
      // A drawing standing in for a feed photo that failed is not kept: the photo is tried again on the next view.
      "Cache-Control": answer.standIn ? "no-store" : "public, max-age=31536000, immutable",
      Vary: "Accept",
      "X-Image-Cache": answer.cacheHit ? "hit" : "miss",
      ...(answer.standIn ? { "X-Image-Stand-In": "drawing" } : {}),
    },
  });
}
