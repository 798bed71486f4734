import type { VehicleImage } from "@/domain/vehicle-types";
import { PipelineImage, imageUrl, isPipelineSource } from "@/features/images";

/**
 * The main picture fills the column beside the 22rem sidebar on wide screens; thumbnails are a quarter of it. On a
 * phone (below 768 px) every picture is a slide of the swipeable strip, 85% of the screen so the next one peeks in.
 */
const MAIN_SIZES = "(min-width: 1280px) 850px, (min-width: 1024px) calc(100vw - 26rem), (min-width: 768px) 100vw, 85vw";
const THUMB_SIZES = "(min-width: 1280px) 200px, (min-width: 1024px) calc(25vw - 7rem), (min-width: 768px) 25vw, 85vw";
/**
 * A thumbnail is drawn 320 px wide (its srcset 160 to 640): small on a wide screen, but a whole slide on a phone,
 * where 85% of a 412 px screen at a 1.75 pixel ratio wants about 610 px of picture.
 */
const THUMB_WIDTH = 320;
/** A slide of the phone strip: a fixed share of the strip's width, snapping to its start. */
const SLIDE = "max-md:w-[85%] max-md:shrink-0 max-md:snap-start";

/** The picture at the pipeline's largest width (1280), or as it is when the pipeline does not take it. */
const largest = (url: string) => (isPipelineSource(url) ? imageUrl(url, 1280) : url);

/**
 * The car's pictures through the image pipeline: the first large (loaded at once with high priority, it is the
 * page's main image), the rest as a strip of lazy thumbnails, each a link to the picture at its largest size.
 * On a phone the gallery is compact, one picture high: a horizontal strip that swipes and snaps picture by
 * picture (CSS scroll-snap, no script), so the price and the actions below it stay on the first screen.
 */
export function VehicleGallery({ images }: { images: VehicleImage[] }) {
  const [main, ...rest] = images;
  if (!main) return null;
  return (
    <section
      aria-label="Photos"
      data-testid="gallery"
      className="space-y-3 max-md:flex max-md:snap-x max-md:snap-mandatory max-md:gap-2 max-md:space-y-0 max-md:overflow-x-auto max-md:overscroll-x-contain"
    >
      <PipelineImage
        src={main.url}
        alt={main.alt}
        width={main.width}
        height={main.height}
        sizes={MAIN_SIZES}
        priority
        className={`w-full rounded-lg ${rest.length > 0 ? SLIDE : ""}`}
      />
      {rest.length > 0 ? (
        // On a phone the list's items are the strip's slides (the list keeps its role: Chromium and axe read it).
        <ul className="grid grid-cols-4 gap-2 max-md:contents">
          {rest.map((image) => (
            <li key={image.image_key} className={SLIDE}>
              {/* Relative: the hidden note (positioned absolutely) stays inside the phone's strip, not past the page. */}
              <a href={largest(image.url)} target="_blank" rel="noopener" className="relative block">
                <PipelineImage
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  displayWidth={THUMB_WIDTH}
                  sizes={THUMB_SIZES}
                  className="w-full rounded max-md:rounded-lg"
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
