import "server-only";
import path from "node:path";
import { env } from "@/platform/env";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { DiskCache } from "./disk-cache.server";
import { chooseFormat, type ImageFormat } from "./image-format";
import { describeProblems, parseImageRequest, PIPELINE_VERSION } from "./image-url";
import { resolveSource } from "./image-source.server";
import { standInDrawing } from "./image-references.server";
import { REMOTE_POLICY, RemoteImageError, type RemotePolicy } from "./remote-image.server";
import { hasAlpha, resizeImage } from "./resize.server";

export interface PipelineSetup {
  cache: DiskCache;
  remote: RemotePolicy;
}

export type PipelineAnswer =
  | { ok: true; bytes: Buffer; format: ImageFormat; cacheHit: boolean; standIn?: boolean }
  | { ok: false; status: 400 | 404 | 502; code: string; message: string; fields?: Record<string, string> };

let setup: PipelineSetup | null = null;
/** The server's pipeline: its cache in IMAGE_CACHE_DIR (.data/images) within IMAGE_CACHE_MB, outside photos fetched under REMOTE_POLICY. */
export function serverPipeline(): PipelineSetup {
  setup ??= {
    cache: new DiskCache(
      path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().IMAGE_CACHE_DIR),
      env().IMAGE_CACHE_MB * 1024 * 1024,
    ),
    remote: REMOTE_POLICY,
  };
  return setup;
}

const NOT_FOUND = { ok: false, status: 404, code: "not_found", message: "No such image" } as const;
const UNREADABLE = {
  ok: false,
  status: 502,
  code: "source_unavailable",
  message: "The picture's source could not be fetched or read",
} as const;

/**
 * One answer of the pipeline: the query read (a 400 naming each bad parameter), the source found (404 when the
 * site has no such picture), then the picture at the width, quality and format the browser takes, from the disk
 * cache or made and kept there. A source that cannot be fetched or decoded is a 502, never a 500.
 */
export async function pipelineImage(
  site: CurrentSite,
  query: URLSearchParams,
  accept: string | null,
  { cache, remote }: PipelineSetup = serverPipeline(),
): Promise<PipelineAnswer> {
  const parsed = parseImageRequest(query);
  if (!parsed.ok)
    return {
      ok: false,
      status: 400,
      code: "invalid_parameters",
      message: describeProblems(parsed.fields),
      fields: parsed.fields,
    };
  const { src, width, quality } = parsed.request;
  const source = await resolveSource(site, src, cache, remote);
  if (!source) return NOT_FOUND;
  try {
    let format = chooseFormat(accept, false);
    // Only an outside picture can be transparent; then a browser without AVIF or WebP gets PNG, not black corners.
    if (format === "jpeg" && source.remote && (await hasAlpha(await source.load(), false))) format = "png";
    const key = [PIPELINE_VERSION, src, width, quality, format].join("\n");
    const { bytes, hit } = await cache.getOrMake("variants", key, async () =>
      resizeImage(await source.load(), { svg: source.svg, width, quality, format }),
    );
    return { ok: true, bytes, format, cacheHit: hit };
  } catch (error) {
    // A feed's broken or oversized picture, or its server down: the shopper's page shows the alt text.
    if (error instanceof RemoteImageError || source.remote) {
      console.warn(`image pipeline: ${src.slice(0, 200)}: ${(error as Error).message}`);
      return (await drawingInstead(site, src, width, quality, accept, cache, remote)) ?? UNREADABLE;
    }
    throw error;
  }
}

/**
 * A car's feed photo that cannot be fetched or read is answered with the car's drawing at the same size, marked as a
 * stand-in (not kept by browsers: the photo is asked for again later). A content picture has no stand-in.
 */
async function drawingInstead(
  site: CurrentSite,
  src: string,
  width: number,
  quality: number,
  accept: string | null,
  cache: DiskCache,
  remote: RemotePolicy,
): Promise<PipelineAnswer | null> {
  const drawing = await standInDrawing(site.id, src);
  const source = drawing ? await resolveSource(site, drawing, cache, remote) : null;
  if (!drawing || !source) return null;
  const format = chooseFormat(accept, false);
  const key = [PIPELINE_VERSION, drawing, width, quality, format].join("\n");
  const { bytes, hit } = await cache.getOrMake("variants", key, async () =>
    resizeImage(await source.load(), { svg: source.svg, width, quality, format }),
  );
  return { ok: true, bytes, format, cacheHit: hit, standIn: true };
}
