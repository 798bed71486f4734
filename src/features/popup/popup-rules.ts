/**
 * The site's popup: visible
 * by default, hidden once the visitor closes it (or clicks its image), remembered per site in the browser, and
 * never shown after its expiry date. The expiry date is a day in the site's time zone: the popup shows until
 * that day is over there.
 */
export interface PopupDates {
  /** The last day the popup shows, YYYY-MM-DD. */
  expiryDate: string;
}

/**
 * The popup image's size: the content desk crops every popup image to it, so the popup gives its image this
 * box before the image arrives (the dialog does not grow, and nothing in it moves, once the image loads).
 */
export const POPUP_IMAGE_SIZE = { width: 600, height: 400 } as const;

/** Where the browser remembers that the visitor closed this site's popup (one key per site). */
export const popupStorageKey = (siteSlug: string) => `forecourt:popup-dismissed:${siteSlug}`;

/** The day an instant falls on in a time zone, YYYY-MM-DD. */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether the popup shows: there is one, the visitor has not closed it, and its expiry day is not over in the site's zone. */
export function popupShown(
  popup: PopupDates | null,
  now: Date,
  dismissed: boolean,
  timeZone: string,
): popup is PopupDates {
  if (!popup || dismissed) return false;
  return dayIn(now, timeZone) <= popup.expiryDate;
}
