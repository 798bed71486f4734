import "server-only";
import { getDb } from "@/platform/db/db.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { requestOrigin, siteOrigin } from "@/platform/site/site-origin";
import type { FeedCar, FeedSite } from "./feed-car";
import { listedFeedCars } from "./feed-stock.db";

/** Crawlers fetch feeds on a schedule: five minutes in any cache, so a sold car leaves the feed soon after. */
export const FEED_CACHE_CONTROL = "public, max-age=300";

/** A feed's cars and the site as it names itself and its origin (its own domain; the request's in development). */
export async function feedInput(site: CurrentSite, request: Request): Promise<{ cars: FeedCar[]; feedSite: FeedSite }> {
  const origin = siteOrigin(site.config, requestOrigin(request.headers)) ?? new URL(request.url).origin;
  const cars = await listedFeedCars(await getDb(), site);
  return { cars, feedSite: { name: site.config.name, origin } };
}
