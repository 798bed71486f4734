import type { LocationDetail } from "@/features/locations/locations.server";
import { CarouselTrack } from "./CarouselTrack";
import { LocationCard, type CardContext } from "./LocationCard";

/** With this many locations or fewer the carousel shows a 'Swipe' hint. */
const SWIPE_HINT_MAX = 3;

/** 'Our Locations': the locations as a carousel, each card with its View Location button. */
export function LocationsCarousel({
  locations,
  context,
  heading = "Our Locations",
  headingId = "our-locations",
}: {
  locations: LocationDetail[];
  context: CardContext;
  heading?: string;
  headingId?: string;
}) {
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-2">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
        {locations.length <= SWIPE_HINT_MAX ? (
          <p className="text-sm font-semibold text-gray-700" data-testid="swipe-hint">
            Swipe <span aria-hidden="true">↔</span>
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        <CarouselTrack label={heading}>
          {locations.map((l) => (
            <li key={l.id} className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]">
              <LocationCard location={l} context={context} />
            </li>
          ))}
        </CarouselTrack>
      </div>
    </section>
  );
}
