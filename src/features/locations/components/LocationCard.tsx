import { telHref } from "@/ui/tel-href";
import { formatAddress } from "@/features/locations/address";
import { dayReading, isOpenAt, mainDepartment, wallClock } from "@/features/locations/hours-rules";
import { locationHref, mapPlaceUrl } from "@/features/locations/location-rules";
import type { LocationDetail } from "@/features/locations/locations.server";
import { StarRating } from "./StarRating";

export interface CardContext {
  now: Date;
  timeZone: string;
  bySlug: boolean;
  headingLevel?: 2 | 3;
}

/**
 * A location card: image, address, phone, today's hours and open or closed now (special hours first,
 * on the location's clock), star rating, a link to the map service's place page and the location's page.
 */
export function LocationCard({ location: l, context }: { location: LocationDetail; context: CardContext }) {
  const department = mainDepartment(l.locationType, l.openingHours);
  const today = dayReading(l.openingHours, l.specialHours, wallClock(context.now, context.timeZone).date, department);
  const open = isOpenAt(l.openingHours, l.specialHours, department, context.now, context.timeZone);
  const address = formatAddress(l);
  const tel = telHref(l.phone);
  const Heading = `h${context.headingLevel ?? 3}` as "h2" | "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      {l.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a dealer's own photo, any host
        <img
          src={l.imageUrl}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-primary text-on-primary"
        >
          <span className="px-4 text-center text-lg font-bold">{l.name}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-bold">{l.name}</Heading>
        <StarRating rating={l.averageRating} count={l.reviewCount} />
        <address className="not-italic text-gray-700">{address}</address>
        {tel ? (
          <a className="font-semibold underline" href={tel}>
            {l.phone}
          </a>
        ) : null}
        <p className="text-sm">
          <span className={open ? "font-semibold text-green-800" : "font-semibold text-red-800"}>
            {open ? "Open now" : "Closed now"}
          </span>
          <span className="text-gray-700">
            {" "}
            · Today{today.special ? ` (${today.special.label})` : ""}: {today.text}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap gap-3 pt-3">
          <a
            className="rounded bg-primary px-4 py-2 font-semibold text-on-primary"
            href={locationHref(l, context.bySlug)}
          >
            View Location<span className="sr-only">: {l.name}</span>
          </a>
          <a
            className="px-1 py-2 font-semibold text-accent underline"
            href={mapPlaceUrl({ placeUrl: l.placeUrl, placeId: l.placeId, address })}
            rel="noopener noreferrer"
            target="_blank"
          >
            Directions<span className="sr-only"> to {l.name} (opens the map in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
