import type { VehicleImage } from "@/domain/vehicle-types";
import { PipelineImage, imageUrl, isPipelineSource } from "@/features/images";

/** The main picture fills the column beside the 22rem sidebar on wide screens; thumbnails are a quarter of it. */
const MAIN_SIZES = "(min-width: 1280px) 850px, (min-width: 1024px) calc(100vw - 26rem), 100vw";
const THUMB_SIZES = "(min-width: 1280px) 200px, (min-width: 1024px) calc(25vw - 7rem), 25vw";

/** The picture at the pipeline's largest width (1280), or as it is when the pipeline does not take it. */
const largest = (url: string) => (isPipelineSource(url) ? imageUrl(url, 1280) : url);

/**
 * The car's pictures through the image pipeline: the first large (loaded at once with high priority, it is the
 * page's main image), the rest as a strip of lazy thumbnails, each a link to the picture at its largest size.
 */
export function VehicleGallery({ images }: { images: VehicleImage[] }) {
  const [main, ...rest] = images;
  if (!main) return null;
  return (
    <section aria-label="Photos" className="space-y-3">
      <PipelineImage
        src={main.url}
        alt={main.alt}
        width={main.width}
        height={main.height}
        sizes={MAIN_SIZES}
        priority
        className="w-full rounded-lg"
      />
      {rest.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2">
          {rest.map((image) => (
            <li key={image.image_key}>
              <a href={largest(image.url)} target="_blank" rel="noopener" className="block">
                <PipelineImage
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  displayWidth={160}
                  sizes={THUMB_SIZES}
                  className="w-full rounded"
                />
                <span className="sr-only"> (opens the full picture in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
