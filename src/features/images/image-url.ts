/**
 * The image pipeline's URLs: /media/image?src={source}&w={width}&q={quality}&v={version}.
 *
 * Images are built with width and quality parameters, default width 640 and
 * quality 75, 400 and 75 in content blocks. The answer is cached for a year as immutable, so everything that
 * decides the bytes is in the URL: the source (a demo photo's path encodes its drawing; a stock feed's photo
 * URL names one photo), the width, the quality and the pipeline's version (bumped when resizing or the demo
 * photos change). Widths and qualities come from short lists, so the route cannot be made to fill its disk
 * cache with every width from 1 to 10,000.
 */

const IMAGE_ROUTE = "/media/image";
/** Bump when the resizer's settings or the demo photos' drawing change: every pipeline URL changes with it. */
export const PIPELINE_VERSION = "1";

export const DEFAULT_WIDTH = 640;
export const DEFAULT_QUALITY = 75;
/** Content blocks (cards, collages, blog posts, promo cards) use a narrower default. */
export const CONTENT_BLOCK_WIDTH = 400;

/** The home page's slider pictures (1920x540, shown the page's full width): 480 to 1920 wide in their srcset. */
export const BANNER_WIDTH = 960;

/** The display widths pages ask for: content blocks, offers (375x250), thumbnails (80), stock photos and banners. */
const BASE_WIDTHS = [80, 160, 375, CONTENT_BLOCK_WIDTH, DEFAULT_WIDTH, BANNER_WIDTH] as const;
/** A srcset offers half, one, one and a half and twice the display width (phones at 1x to 3x). */
const SRCSET_FACTORS = [0.5, 1, 1.5, 2] as const;

const QUALITIES = [50, DEFAULT_QUALITY, 90] as const;

/** The srcset widths for an image shown `base` pixels wide, never above what the source has. */
export function srcsetWidths(base: number, sourceWidth?: number): number[] {
  const all = SRCSET_FACTORS.map((f) => Math.round(base * f));
  const fitting = sourceWidth ? all.filter((w) => w <= sourceWidth) : all;
  return fitting.length > 0 ? fitting : [all[0]!];
}

export const ALLOWED_WIDTHS: readonly number[] = [...new Set(BASE_WIDTHS.flatMap((b) => srcsetWidths(b)))].sort(
  (a, b) => a - b,
);

/** Longest source accepted in a URL (a stock feed's photo address). */
const MAX_SOURCE_LENGTH = 2000;

/**
 * The platform's own vehicle pictures: drawings, the demo stock's photos of them, and dealers' uploaded photos (from
 * the media store). Other paths (logos) are vector art.
 */
const LOCAL_SOURCE = /^\/media\/(drawings|photos|uploads)\//;

/**
 * Whether a source goes through the pipeline: one of the platform's vehicle pictures on this site or an https
 * address. Whether it actually resolves is the server's business (image-source.server.ts); other paths on the
 * site (logos, badges: vector art) are shown as they are.
 */
export function isPipelineSource(src: string): boolean {
  if (src.length === 0 || src.length > MAX_SOURCE_LENGTH || /[\s"'<>\\]/.test(src)) return false;
  if (src.startsWith("/")) return LOCAL_SOURCE.test(src);
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A query value with "/" and ":" left as they are (RFC 3986 allows both in a query): a search page carries some
 * hundred of these URLs in its srcsets, twice (HTML and component payload), so each character counts.
 */
const queryValue = (value: string) => encodeURIComponent(value).replace(/%2F/g, "/").replace(/%3A/g, ":");

/** The pipeline URL of a source at a width and quality (the width snapped to the nearest allowed one). */
export function imageUrl(src: string, width = DEFAULT_WIDTH, quality: number = DEFAULT_QUALITY): string {
  return `${IMAGE_ROUTE}?src=${queryValue(src)}&w=${nearestAllowedWidth(width)}&q=${quality}&v=${PIPELINE_VERSION}`;
}

function nearestAllowedWidth(width: number): number {
  return ALLOWED_WIDTHS.reduce((best, w) => (Math.abs(w - width) < Math.abs(best - width) ? w : best));
}

/** `srcset` for a source shown `base` pixels wide. */
export function imageSrcset(src: string, base: number, quality: number = DEFAULT_QUALITY, sourceWidth?: number) {
  return srcsetWidths(base, sourceWidth)
    .map((w) => `${imageUrl(src, w, quality)} ${w}w`)
    .join(", ");
}

interface ImageRequest {
  src: string;
  width: number;
  quality: number;
}

export type ParsedImageRequest = { ok: true; request: ImageRequest } | { ok: false; fields: Record<string, string> };

const KNOWN_PARAMS = new Set(["src", "w", "q", "v"]);

/**
 * Reads a pipeline URL's query. Width and quality may be left out (640 and 75); anything else wrong is named:
 * an unknown parameter, a repeated one, a width or quality off the lists, a source that is neither a path on
 * the site nor an https address. The version is not checked: an old version's URL still answers (with today's
 * bytes), so a page cached before a deploy shows its pictures.
 */
export function parseImageRequest(query: URLSearchParams): ParsedImageRequest {
  const fields: Record<string, string> = {};
  for (const name of new Set(query.keys())) {
    if (!KNOWN_PARAMS.has(name)) fields[name] = "is not a parameter of this route";
    else if (query.getAll(name).length > 1) fields[name] = "is given more than once";
  }
  const src = query.get("src");
  if (src === null || src === "") fields.src ??= "is required";
  else if (!isPipelineSource(src))
    fields.src ??= "must be a vehicle picture on this site (/media/photos/, /media/drawings/) or an https address";
  const width = listed(query.get("w"), DEFAULT_WIDTH, ALLOWED_WIDTHS);
  if (width === null) fields.w ??= `must be one of ${ALLOWED_WIDTHS.join(", ")}`;
  const quality = listed(query.get("q"), DEFAULT_QUALITY, QUALITIES);
  if (quality === null) fields.q ??= `must be one of ${QUALITIES.join(", ")}`;
  if (Object.keys(fields).length > 0 || width === null || quality === null || !src) return { ok: false, fields };
  return { ok: true, request: { src, width, quality } };
}

function listed(raw: string | null, fallback: number, allowed: readonly number[]): number | null {
  if (raw === null) return fallback;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const n = Number(raw);
  return allowed.includes(n) ? n : null;
}

/** The 400 answer's message: every bad parameter by name. */
export function describeProblems(fields: Record<string, string>): string {
  const list = Object.entries(fields).map(([name, reason]) => `${name} ${reason}`);
  return `Invalid image parameter${list.length > 1 ? "s" : ""}: ${list.join("; ")}`;
}
