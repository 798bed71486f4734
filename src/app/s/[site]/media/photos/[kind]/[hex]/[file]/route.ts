import { demoPhoto } from "@/features/images/image-source.server";
import { serverPipeline } from "@/features/images/image-pipeline.server";
import { drawingPath } from "@/features/images/drawings/drawing-url";
import { notFoundResponse } from "@/features/images/svg-response";

type Params = { params: Promise<{ kind: string; hex: string; file: string }> };

/**
 * /media/photos/{kind}/{rrggbb}/{view}.jpg: a demo car's photo at full size (1,600 px, the drawing rendered to
 * JPEG). Pages show it through the image pipeline; this is the original a stock feed's photo URL would be.
 */
export async function GET(_request: Request, { params }: Params) {
  const { kind, hex, file } = await params;
  const path = `/media/photos/${kind}/${hex}/${file}`;
  if (!drawingPath(path)) return notFoundResponse();
  const bytes = await demoPhoto(serverPipeline().cache, path);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400" },
  });
}
