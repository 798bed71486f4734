/**
 * A moment as a shopper reads it: weekday, date, time and the zone's short name, in the site's time zone, so
 * a shopper in Perth reading about a Sydney dealer never has to guess whose 2 pm it is.
 */
export function siteMomentFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  });
}

/** A day as the site's pages write it ('12 November 2026'), in the site's time zone. */
export function siteDayFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" });
}
