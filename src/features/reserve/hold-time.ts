/**
 * A hold's end as the shopper reads it, in the site's time zone with the zone's name, because a shopper in
 * Perth reserving from a Sydney dealer must not guess whose 2 pm it is: 'Friday 27 November 2026, 2:30 pm AWST'.
 */
export function formatHoldEnd(endsAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  }).formatToParts(endsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()} ${part("timeZoneName")}`;
}
