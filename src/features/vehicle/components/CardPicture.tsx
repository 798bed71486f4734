import { PipelineImage } from "@/features/images";

/** Cards sit two to a row from 640 px and three (four on the home page) on wide screens, at most ~400 px wide. */
const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * A stock card's picture through the image pipeline (640 wide by default). The page's first card is usually its
 * largest paint: that one loads at once with high priority, the rest lazily.
 */
export function CardPicture({ src, eager, sizes = CARD_SIZES }: { src: string; eager: boolean; sizes?: string }) {
  return (
    <PipelineImage src={src} alt="" width={640} height={427} sizes={sizes} priority={eager} className="card-picture" />
  );
}
