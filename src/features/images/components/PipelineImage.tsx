import type { CSSProperties } from "react";
import { DEFAULT_QUALITY, DEFAULT_WIDTH, imageSrcset, imageUrl, isPipelineSource } from "@/features/images/image-url";

/**
 * A vehicle, model or offer picture through the image pipeline: `src` at the display width (640 by default,
 * 400 in content blocks), a `srcset` of half to twice that width for the browser to choose from by `sizes` and
 * the screen's density, and width and height so the page keeps its place while it loads. Pictures below the
 * fold load lazily and at low priority (Chrome would otherwise raise the first few to high, beside the main
 * one); the page's main picture (`priority`) loads at once with high priority, as the LCP element.
 * Plain markup with no state: it renders on the server (and in the watchlist's device list, in the browser).
 */
export function PipelineImage({
  src,
  alt,
  width,
  height,
  sizes,
  displayWidth = DEFAULT_WIDTH,
  quality = DEFAULT_QUALITY,
  sourceWidth,
  priority = false,
  className,
  style,
}: {
  src: string;
  alt: string;
  /** The picture's proportions as shown (its space is kept before it loads). */
  width: number;
  height: number;
  /** How wide the picture is shown at each breakpoint, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The width asked for in `src` (640, or 400 in content blocks). */
  displayWidth?: number;
  quality?: number;
  /** The source's own width when known: srcset offers nothing wider. */
  sourceWidth?: number;
  /** The page's main picture: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const piped = isPipelineSource(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- resized by the platform's own pipeline (src/features/images)
    <img
      src={piped ? imageUrl(src, displayWidth, quality) : src}
      srcSet={piped ? imageSrcset(src, displayWidth, quality, sourceWidth) : undefined}
      sizes={piped ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "low"}
      decoding={priority ? undefined : "async"}
      className={className}
      style={style}
    />
  );
}
