import "server-only";
import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { localDate } from "./dealer-hours";
import { draftLocationHours, withDraftHours } from "./previewed-hours";

/**
 * The site's locations as this request shows them: as published, or in a preview of a draft of the site's dealer
 * document, with the draft's hours and special days (as of today in the site's time zone, as a publish now would write
 * them). A preview is rendered per request and never cached (site-preview.server.ts), so no draft reaches the page cache.
 */
export function previewHours<T extends { slug: string; openingHours: OpeningHour[]; specialHours: SpecialHours[] }>(
  site: CurrentSite,
  rows: T[],
): T[] {
  if (!site.preview || site.dealerDraft === undefined) return rows;
  return withDraftHours(rows, draftLocationHours(site.dealerDraft, localDate(new Date(), site.config.timeZone)));
}
