import { PipelineImage } from "@/features/images/components/PipelineImage";
import { CONTENT_BLOCK_WIDTH } from "@/features/images/image-url";

/** How wide a card's picture is shown in a content grid: a third of a wide screen, half a tablet's, a phone's all. */
const CONTENT_GRID_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A stored content picture (a block's card, a collage, a promo card, a menu tile) at its own proportions,
 * through the pipeline at the content-block width. `alt` is the caller's to give: "" where the picture
 * only decorates a card that names itself.
 */
export function ContentPicture({
  image,
  alt,
  sizes = CONTENT_GRID_SIZES,
  className,
}: {
  image: { url: string; width: number; height: number };
  alt: string;
  sizes?: string;
  className?: string;
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
    />
  );
}
