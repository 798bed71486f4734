import { siteMomentFormat } from "@/platform/site/site-moment";

/**
 * A hold's end as the shopper reads it, in the site's time zone with the zone's name, because a shopper in
 * Perth reserving from a Sydney dealer must not guess whose 2 pm it is: 'Friday 27 November 2026, 2:30 pm AWST'.
 */
export function formatHoldEnd(endsAt: Date, timeZone: string): string {
  const parts = siteMomentFormat(timeZone).formatToParts(endsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()} ${part("timeZoneName")}`;
}

/** Today's date (YYYY-MM-DD) in the site's time zone: pick-up dates count from the dealer's today. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A pick-up date and time as the dealer and shopper read them: 'Thursday 3 December 2026, 10:30 am'. */
export function formatPickup(date: string, time: string): string {
  const [h, m] = time.split(":").map(Number);
  const day = new Intl.DateTimeFormat("en-AU", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
  const hour12 = ((h! + 11) % 12) + 1;
  return `${day}, ${hour12}:${String(m).padStart(2, "0")} ${h! < 12 ? "am" : "pm"}`;
}
