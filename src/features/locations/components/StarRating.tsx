import { starFills } from "@/features/locations/location-rules";
import { wholeNumber } from "@/ui/whole-number";

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/** The star rating (up to 4 full stars plus a partial one), read out as words. */
export function StarRating({ rating, count }: { rating: number | null; count?: number }) {
  if (rating === null || count === 0) return null;
  const from = count === undefined ? "" : ` from ${wholeNumber(count)} ${count === 1 ? "review" : "reviews"}`;
  const label = `Rated ${rating.toFixed(1)} out of 5${from}`;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span role="img" aria-label={label} className="flex">
        {starFills(rating).map((fill, i) => (
          <svg key={i} viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={fill} stopColor="#b45309" />
                <stop offset={fill} stopColor="#d1d5db" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#star-${i}-${Math.round(fill * 100)})`} />
          </svg>
        ))}
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)}
        {count === undefined ? "" : ` (${wholeNumber(count)})`}
      </span>
    </p>
  );
}
