import "server-only";
import sharp from "sharp";
import type { ImageFormat } from "./image-format";

// Pictures are cached on disk, so libvips' own memory cache would only hold memory; one thread per picture
// leaves the other cores to the pages (several pictures still resize side by side on the thread pool).
sharp.cache(false);
sharp.concurrency(1);

/** A decoded picture may have at most this many pixels (a small file can still unpack into gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Drawings are 640 wide at 72 dpi: drawn at 180 dpi they come out 1,600 wide, a stock photo's size. */
const SVG_DENSITY = 180;

const DEMO_PHOTO = { width: 1600, quality: 85 } as const;

const open = (input: Buffer, svg: boolean) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(svg ? { density: SVG_DENSITY } : {}) });

/** Whether a picture has an alpha channel (then the fallback format is PNG, not JPEG). */
export async function hasAlpha(input: Buffer, svg: boolean): Promise<boolean> {
  return (await open(input, svg).metadata()).hasAlpha;
}

/** A picture at a width (never enlarged: a smaller source keeps its size), in a format and quality; metadata dropped. */
export async function resizeImage(
  input: Buffer,
  options: { svg: boolean; width: number; quality: number; format: ImageFormat },
): Promise<Buffer> {
  const { svg, width, quality, format } = options;
  // rotate() applies a camera's EXIF orientation before the metadata is dropped.
  const image = open(input, svg).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      // Effort 2 of 9: a fraction of the default's time for a few per cent more bytes, paid once per picture.
      return image.avif({ quality, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "jpeg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}

/** A drawing made into the demo stock's photo: a 1,600-pixel JPEG at quality 85, as a stock feed sends. */
export async function svgToPhoto(svg: string): Promise<Buffer> {
  return open(Buffer.from(svg), true)
    .resize({ width: DEMO_PHOTO.width })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: DEMO_PHOTO.quality, mozjpeg: true })
    .toBuffer();
}
