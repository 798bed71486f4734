/**
 * A car's performance over a report's range against its site's average, as one verdict the dealer can act on. The
 * rules, in the order they are tried (the first that holds is the verdict):
 *
 * 1. Too new to judge: listed fewer than NEW_LISTING_DAYS ago, a car has not had a fair share of shoppers yet.
 * 2. Many views, no enquiries: at least MANY_VIEWS_RATIO times the site's average views and not one lead or call.
 *    Shoppers find and open it, then leave: the price is the usual reason ("check the price").
 * 3. Few views: at most FEW_VIEWS_RATIO of the site's average. Shoppers scroll past it in the results: the first
 *    photo and the photo count are what a results card shows ("check the photos and the first image").
 * 4. Long in stock: listed LONG_IN_STOCK_DAYS or more ago (and none of the above): ageing stock costs the dealer
 *    money each day, so it is worth a fresh look whatever its views.
 * 5. Performing well: more enquiries (leads and calls) per view than the site as a whole.
 * 6. Otherwise: about average.
 *
 * How the thresholds were chosen: 2x and 0.5x the average are the bands the marketplaces' own advert ratings show as
 * "above" and "below" market (half or double a typical car's views is a difference a dealer sees at a glance, and
 * small sites' day-to-day noise stays inside it); 7 days is the week a new listing takes to reach the portals'
 * alerts and the search index's "new" sorting; 60 days is the used-car trade's common ageing line (stock past it is
 * usually re-priced or wholesaled). A site whose cars have no views at all has no average to compare with: rules 2
 * and 3 are skipped then.
 */
const NEW_LISTING_DAYS = 7;
const MANY_VIEWS_RATIO = 2;
const FEW_VIEWS_RATIO = 0.5;
const LONG_IN_STOCK_DAYS = 60;

type CarRatingCode = "too_new" | "many_views_no_enquiries" | "few_views" | "long_in_stock" | "performing" | "average";

export interface CarRating {
  code: CarRatingCode;
  /** What the dealer reads in the report's table. */
  advice: string;
}

const ADVICE: Record<CarRatingCode, string> = {
  too_new: "Too new to judge",
  many_views_no_enquiries: "Many views, no enquiries: check the price",
  few_views: "Few views: check the photos and the first image",
  long_in_stock: "Long in stock: review the price and the advert",
  performing: "Performing well",
  average: "About average",
};

export interface CarPerformance {
  views: number;
  /** Leads about the car and taps on the dealer's number from its page. */
  enquiries: number;
  daysInStock: number;
}

export interface SiteAverage {
  /** The mean views of the site's cars in stock over the same range. */
  views: number;
  /** The site's enquiries per view over the same range (0 when it had no views). */
  enquiriesPerView: number;
}

export function rateCar(car: CarPerformance, site: SiteAverage): CarRating {
  const verdict = (code: CarRatingCode): CarRating => ({ code, advice: ADVICE[code] });
  if (car.daysInStock < NEW_LISTING_DAYS) return verdict("too_new");
  if (site.views > 0) {
    if (car.views >= MANY_VIEWS_RATIO * site.views && car.enquiries === 0) return verdict("many_views_no_enquiries");
    if (car.views <= FEW_VIEWS_RATIO * site.views) return verdict("few_views");
  }
  if (car.daysInStock >= LONG_IN_STOCK_DAYS) return verdict("long_in_stock");
  if (car.views > 0 && car.enquiries / car.views > site.enquiriesPerView) return verdict("performing");
  return verdict("average");
}

/** The site's average over its cars in stock: the yardstick each car is rated against. */
export function siteAverage(cars: readonly { views: number; enquiries: number }[]): SiteAverage {
  const views = cars.reduce((n, c) => n + c.views, 0);
  const enquiries = cars.reduce((n, c) => n + c.enquiries, 0);
  return { views: cars.length ? views / cars.length : 0, enquiriesPerView: views ? enquiries / views : 0 };
}

/** Whole days from listing to now (a car listed today has 0). */
export function daysInStock(listedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - listedAt.getTime()) / 86_400_000));
}
