/**
 * Which format the pipeline answers in, from the browser's Accept header: AVIF when it is accepted (about half
 * of a JPEG's bytes at the same look), else WebP, else the source's own kind (JPEG, or PNG for a picture with
 * transparency, which JPEG would lose). The answer varies by Accept, so it is sent with `Vary: Accept`.
 */

export type ImageFormat = "avif" | "webp" | "jpeg" | "png";

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The media types an Accept header admits, with q=0 meaning "not this one" (RFC 9110 §12.5.1). */
function accepted(accept: string | null): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim());
    if (!type) continue;
    const q = params.find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    types.add(type);
  }
  return types;
}

/** AVIF or WebP when the browser names it (a wildcard is not enough: old browsers send image/* too). */
export function chooseFormat(accept: string | null, sourceHasAlpha: boolean): ImageFormat {
  const types = accepted(accept);
  if (types.has("image/avif")) return "avif";
  if (types.has("image/webp")) return "webp";
  return sourceHasAlpha ? "png" : "jpeg";
}
