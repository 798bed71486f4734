import type { SiteConfig } from "@/platform/site/config-schema";
import { shownReviews } from "@/features/locations/location-rules";
import type { LocationDetail } from "@/features/locations/locations.server";
import { StarRating } from "./StarRating";

const dateFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * A location's reviews: its rating, the reviews the site shows (rating 4 or more, hidden titles
 * left out) and the link to write one on its business profile.
 */
export function ReviewsList({ location: l, rules }: { location: LocationDetail; rules: SiteConfig["reviews"] }) {
  const reviews = shownReviews(l.reviews, rules);
  if (rules.hidden || (reviews.length === 0 && !l.reviewUrl)) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      <StarRating rating={l.averageRating} count={l.reviewCount} />
      {reviews.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {reviews.map((r, i) => (
            <li key={i} className="rounded-lg border border-gray-200 p-4">
              <h3 className="font-semibold">{r.title}</h3>
              <StarRating rating={r.rating} />
              <p className="mt-1">{r.text}</p>
              <p className="mt-2 text-sm text-gray-700">
                {r.author}, <time dateTime={r.date}>{dateFormat.format(new Date(`${r.date}T00:00:00Z`))}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {l.reviewUrl ? (
        <p className="mt-4">
          <a className="font-semibold text-accent underline" href={l.reviewUrl} rel="noopener noreferrer">
            Write a review of {l.name}
          </a>
        </p>
      ) : null}
    </section>
  );
}
