import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { clock } from "./hours-rules";

/**
 * Opening and holiday hours as a dealer writes them in its dealer file, and the stored shape the
 * pages and the test-drive booking read (Opening-hour and Special hours).
 */

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export const DEPARTMENTS = ["sales", "service", "parts"] as const;

/** "08:00-17:30", "closed", "by appointment" or (Saturday only) "alternate by appointment". */
type DayHours = string;
export type Week = Record<(typeof WEEKDAYS)[number], DayHours>;

export interface HolidayEntry {
  /** "YYYY-MM-DD" for one day, or "MM-DD" for the same day every year. */
  date: string;
  label: string;
  /** "closed" or "HH:MM-HH:MM". */
  hours: string;
  department: SpecialHours["department"];
}

/** Saturday by appointment every other week (two-week cycles, see hours-rules.ts). */
export const ALTERNATE = "alternate by appointment";

const TIME_RANGE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
export const ONE_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const EVERY_YEAR = /^\d{2}-\d{2}$/;

/** Why a day's hours cannot be read, or null when they can. */
export function dayHoursProblem(value: string): string | null {
  if (value === "closed" || value === "by appointment" || value === ALTERNATE) return null;
  const match = TIME_RANGE.exec(value);
  if (!match) return 'must be "HH:MM-HH:MM", "closed", "by appointment" or (saturday) "alternate by appointment"';
  const [, oh, om, ch, cm] = match;
  return Number(oh) * 60 + Number(om) < Number(ch) * 60 + Number(cm) ? null : "must open before it closes";
}

/** One department's week, Sunday first, as stored. */
export function weekHours(week: Week, department: OpeningHour["department"]): OpeningHour[] {
  return WEEKDAYS.map((day, weekday): OpeningHour => {
    const value = week[day];
    if (value === "closed")
      return { weekday, department, status: "Closed", formated_hours: "Closed", open: null, close: null };
    if (value === "by appointment" || value === ALTERNATE)
      return {
        weekday,
        department,
        status: "Open",
        formated_hours: "By Appointment Only",
        open: null,
        close: null,
        ...(value === ALTERNATE ? { alternate: true as const } : {}),
      };
    const [open = "", close = ""] = value.split("-");
    return {
      weekday,
      department,
      status: "Open",
      formated_hours: `${clock(open)} - ${clock(close)}`,
      open,
      close,
    };
  });
}

/** Whether "YYYY-MM-DD" names a day of the calendar (no 31 April, 29 February only in leap years). */
export function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Today's date ("YYYY-MM-DD") in the site's time zone. */
export function localDate(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * The day a holiday entry falls on: a dated entry as written; an every-year entry ("12-25") on its
 * next occurrence from today, so a dealer writes Christmas once and it is always the coming one.
 * An every-year 29 February falls only in leap years.
 */
export function holidayDate(date: string, today: string): string {
  if (!EVERY_YEAR.test(date)) return date;
  let year = Number(today.slice(0, 4));
  for (;;) {
    const candidate = `${year}-${date}`;
    if (isCalendarDate(candidate) && candidate >= today) return candidate;
    year += 1;
  }
}

/** The stored holiday hours of one location, in date order. */
export function specialHours(entries: readonly HolidayEntry[], locationName: string, today: string): SpecialHours[] {
  return entries
    .map((e): SpecialHours => {
      const closed = e.hours === "closed";
      const [start = null, end = null] = closed ? [] : e.hours.split("-");
      return {
        label: e.label,
        date: holidayDate(e.date, today),
        status: closed ? "Closed" : "Open",
        start_hour: start,
        end_hour: end,
        department: e.department,
        location_name: locationName,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
