import "server-only";
import { headers } from "next/headers";
import { localDate } from "@/features/locations/dealer-hours";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { requestOrigin, siteOrigin } from "@/platform/site/site-origin";

/** What a page's structured data needs from the request: the site's origin and today in its time zone. */
export async function structuredDataContext(site: CurrentSite): Promise<{ origin: string; today: string }> {
  const origin = siteOrigin(site.config, requestOrigin(await headers())) ?? "";
  return { origin, today: localDate(new Date(), site.config.timeZone) };
}
