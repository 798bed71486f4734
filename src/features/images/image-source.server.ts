import "server-only";
import { drawingPath } from "@/features/images/drawings/drawing-url";
import { drawVehicleSvg } from "@/features/images/drawings/vehicle-drawing";
import { isMediaKey, mediaStore } from "@/platform/media/index.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { DiskCache } from "./disk-cache.server";
import { PIPELINE_VERSION } from "./image-url";
import { siteReferencesImage } from "./image-references.server";
import { fetchRemoteImage, type RemotePolicy } from "./remote-image.server";
import { svgToPhoto } from "./resize.server";

/**
 * Where a pipeline source's bytes come from. A path on the site is one of the platform's own pictures (a vehicle
 * drawing, or the demo stock's photo of one, rendered once and kept); an https address is a stock feed's or
 * content's photo, fetched once and kept, and only when the site's own data names it. Anything else is unknown.
 */
export interface ImageSource {
  /** Remote sources may be any raster format, with or without transparency; ours are opaque. */
  remote: boolean;
  svg: boolean;
  load: () => Promise<Buffer>;
}

export async function resolveSource(
  site: CurrentSite,
  src: string,
  cache: DiskCache,
  remote: RemotePolicy,
): Promise<ImageSource | null> {
  if (src.startsWith(UPLOADS)) return uploadedPhoto(src);
  if (src.startsWith("/")) {
    const found = drawingPath(src);
    if (!found) return null;
    const svg = () => Buffer.from(drawVehicleSvg(found.drawing));
    if (found.kind === "svg") return { remote: false, svg: true, load: async () => svg() };
    return { remote: false, svg: false, load: () => demoPhoto(cache, src) };
  }
  if (!(await siteReferencesImage(site, src))) return null;
  return {
    remote: true,
    svg: false,
    load: async () => (await cache.getOrMake("sources", src, () => fetchRemoteImage(src, remote))).bytes,
  };
}

const UPLOADS = "/media/uploads/";

/**
 * A dealer's uploaded photo (/media/uploads/<name>), read from the media store: its key is the path after /media/.
 * Uploads are stored as opaque JPEGs without metadata (stock-photos), so they resize like the platform's own.
 */
async function uploadedPhoto(src: string): Promise<ImageSource | null> {
  const key = src.slice("/media/".length);
  if (!isMediaKey(key)) return null;
  const bytes = await mediaStore().get(key);
  if (!bytes) return null;
  return { remote: false, svg: false, load: async () => bytes };
}

/** A demo photo's JPEG (/media/photos/…jpg), rendered from its drawing on first use and kept on disk. */
export async function demoPhoto(cache: DiskCache, path: string): Promise<Buffer> {
  const found = drawingPath(path);
  if (!found || found.kind !== "photo") throw new Error(`not a demo photo: ${path}`);
  const key = `demo-photo\n${PIPELINE_VERSION}\n${path}`;
  return (await cache.getOrMake("sources", key, () => svgToPhoto(drawVehicleSvg(found.drawing)))).bytes;
}
