import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { dayReading, isAlternateWeekOn, type DayReading } from "./hours-rules";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * Opening hours as shown: when Monday to Friday are identical they show
 * as one Mon-Fri line; Saturday shows 'By appointment only' when so, or 'Closed' when closed.
 */
export function openingHoursLines(entries: readonly OpeningHour[]): HoursLine[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]));
  const text = (e: OpeningHour | undefined) => {
    if (!e || e.status === "Closed") return "Closed";
    // The alternating Saturday's own words on its weeks; other weeks arrive here as Closed.
    if (e.alternate) return "By Appointment Only";
    if (/appointment/i.test(e.formated_hours)) return "By appointment only";
    return e.formated_hours;
  };
  const weekdays = [1, 2, 3, 4, 5].map((d) => text(byDay.get(d)));
  const lines: HoursLine[] = weekdays.every((h) => h === weekdays[0])
    ? [{ days: "Mon-Fri", hours: weekdays[0]! }]
    : weekdays.map((hours, i) => ({ days: DAY_NAMES[i + 1]!, hours }));
  lines.push({ days: "Saturday", hours: text(byDay.get(6)) });
  lines.push({ days: "Sunday", hours: text(byDay.get(0)) });
  return lines;
}

/**
 * One department's week as shown for the days shown (today and the six after): the alternating
 * Saturday read for the coming Saturday; special hours are not folded in here (the modal shows them).
 */
export function shownWeekLines(
  hours: readonly OpeningHour[],
  department: OpeningHour["department"],
  days: readonly string[],
): HoursLine[] {
  const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  return openingHoursLines(
    hours
      .filter((h) => h.department === department)
      .map((h): OpeningHour => {
        const date = days.find((d) => weekdayOf(d) === h.weekday);
        if (!h.alternate || !date || isAlternateWeekOn(date)) return h;
        return { ...h, status: "Closed", formated_hours: "Closed", alternate: undefined };
      }),
  );
}

/**
 * The days shown with their hours, special hours applied, when special hours apply to any of them
 * (the opening-hours modal is shown only then); otherwise null.
 */
export function specialWeek(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  department: OpeningHour["department"],
  days: readonly string[],
): DayReading[] | null {
  const readings = days.map((d) => dayReading(hours, special, d, department));
  return readings.some((r) => r.special) ? readings : null;
}

/** How far ahead a shopper may look at a week's hours (a year: every-year holidays fall inside it). */
const LOOK_AHEAD_DAYS = 366;

/**
 * The days an hours table shows: seven from `from` (a "YYYY-MM-DD" the shopper chose, e.g. the week
 * of a holiday) when it is a calendar date from today to a year ahead, else seven from today.
 */
export function shownDays(from: unknown, today: string): string[] {
  const dayMs = 86_400_000;
  const t = Date.parse(`${today}T00:00:00Z`);
  const f = typeof from === "string" && /^\d{4}-\d{2}-\d{2}$/.test(from) ? Date.parse(`${from}T00:00:00Z`) : NaN;
  const valid =
    !Number.isNaN(f) && new Date(f).toISOString().slice(0, 10) === from && f >= t && f <= t + LOOK_AHEAD_DAYS * dayMs;
  const start = valid ? f : t;
  return Array.from({ length: 7 }, (_, i) => new Date(start + i * dayMs).toISOString().slice(0, 10));
}
