import type { HomeBanner } from "@/platform/content/content-schema";
import { BANNER_WIDTH, PipelineImage } from "@/features/images";
import { BannerControls } from "./BannerControls";

/** The demo photos a banner may point at are 1,600 px wide (a dealer's upload or https picture may be wider). */
const SOURCE_WIDTH = 1600;
/** The slider spans the page's 80rem column, the whole width below it. */
const SIZES = "(min-width: 1280px) 1280px, 100vw";
const LIST_ID = "home-banner-slides";

/**
 * The promotions slider (WAI-ARIA APG carousel): a region with the carousel role description, its slides a
 * scroll-snap strip of groups that works without JavaScript (the first slide shows; the others are a swipe or a tab away), and
 * a small client part (BannerControls) adding rotation, pause/play, previous/next and the slide picker. The first
 * slide's picture is the page's main one (LCP): loaded at once with high priority; the others lazily.
 * Below 768 px the slide's words sit under its picture (a 1920x540 picture is 110 px high on a phone); wider, over its
 * left part, which the banner pictures keep dark.
 */
export function HomeBanners({ banners }: { banners: readonly HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      className="home-banners relative mx-auto max-w-7xl"
      data-testid="home-banners"
    >
      {banners.length > 1 ? <BannerControls listId={LIST_ID} titles={banners.map((b) => b.title)} /> : null}
      <div
        id={LIST_ID}
        aria-live="off"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}: ${banner.title}`}
            data-banner={banner.id}
            className="relative w-full shrink-0 snap-start"
          >
            <PipelineImage
              src={banner.image.url}
              alt={banner.image.alt}
              width={banner.image.width}
              height={banner.image.height}
              displayWidth={BANNER_WIDTH}
              sourceWidth={SOURCE_WIDTH}
              sizes={SIZES}
              priority={index === 0}
              className="block h-auto w-full bg-gray-200"
            />
            <div className="bg-gray-900 px-4 py-3 text-white md:absolute md:inset-y-0 md:left-0 md:flex md:w-1/2 md:flex-col md:justify-center md:bg-transparent md:px-8 lg:px-12">
              <h2 className="text-xl font-bold lg:text-4xl">{banner.title}</h2>
              {banner.text ? <p className="mt-1 lg:mt-2 lg:text-lg">{banner.text}</p> : null}
              <p className="mt-2 lg:mt-4">
                <a
                  href={banner.href}
                  className="inline-block rounded bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-100"
                >
                  {banner.buttonText}
                </a>
              </p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
