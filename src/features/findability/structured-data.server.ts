import "server-only";
import { localDate } from "@/features/locations";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteOrigin } from "@/platform/site/site-origin";

/**
 * What a page's structured data needs: the site's own origin (its first domain; never the request's, so a cached page
 * is the same whichever host it was reached by) and today in its time zone.
 */
export async function structuredDataContext(site: CurrentSite): Promise<{ origin: string; today: string }> {
  const origin = siteOrigin(site.config, null) ?? "";
  return { origin, today: localDate(new Date(), site.config.timeZone) };
}
