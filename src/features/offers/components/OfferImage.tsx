import type { SiteOffer } from "@/platform/content/site-content";
import { PipelineImage } from "@/features/images";

/** Offer images are 375x250. */
const OFFER_IMAGE = { width: 375, height: 250 } as const;

/**
 * The offer's image, else its model's; without either a neutral panel of the same size (never a
 * broken image), so the cards of a row line up.
 */
export function OfferImage({
  offer,
  eager = false,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: {
  offer: SiteOffer;
  eager?: boolean;
  sizes?: string;
}) {
  const image = offer.image ?? offer.modelImage;
  if (!image)
    return (
      <div
        aria-hidden="true"
        style={{ aspectRatio: `${OFFER_IMAGE.width} / ${OFFER_IMAGE.height}` }}
        className="flex w-full items-center justify-center bg-gray-100 text-4xl font-bold text-gray-400"
      >
        %
      </div>
    );
  return (
    <PipelineImage
      src={image.url}
      alt={image.alt}
      width={OFFER_IMAGE.width}
      height={OFFER_IMAGE.height}
      displayWidth={OFFER_IMAGE.width}
      sizes={sizes}
      priority={eager}
      className="h-auto w-full bg-gray-100 object-cover"
      style={{ aspectRatio: `${OFFER_IMAGE.width} / ${OFFER_IMAGE.height}` }}
    />
  );
}
