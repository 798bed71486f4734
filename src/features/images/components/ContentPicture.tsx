import { PipelineImage } from "@/features/images/components/PipelineImage";
import { CONTENT_BLOCK_WIDTH } from "@/features/images/image-url";

/** How wide a card's picture is shown in a content grid: a third of a wide screen, half a tablet's, a phone's all. */
const CONTENT_GRID_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A stored content picture (a block's card, a collage, a promo card, a menu tile) at its stored proportions,
 * through the pipeline at the content-block width. `alt` is the caller's to give: "" where the picture
 * only decorates a card that names itself.
 * Its box keeps the stored width and height's proportions after it loads too (a picture of other proportions, such
 * as a model's drawing, is fitted inside it): with only the attributes, the box took the loaded file's own
 * proportions and the words under it moved (a layout shift on the franchise home's range strip).
 */
export function ContentPicture({
  image,
  alt,
  sizes = CONTENT_GRID_SIZES,
  className,
  fit = "contain",
}: {
  image: { url: string; width: number; height: number };
  alt: string;
  sizes?: string;
  className?: string;
  /** How a picture of other proportions fills the box: whole inside it (contain), or cut to fill it (cover). */
  fit?: "contain" | "cover";
}) {
  return (
    <PipelineImage
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      displayWidth={CONTENT_BLOCK_WIDTH}
      sizes={sizes}
      className={className}
      style={{ aspectRatio: `${image.width} / ${image.height}`, objectFit: fit }}
    />
  );
}
