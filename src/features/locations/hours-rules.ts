import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { wallDayAndMinutes } from "@/domain/local-time";

/**
 * What a location's hours say on a given day and at a given moment:
 * a department's special (holiday) hours override its weekly hours on their date; the alternating
 * Saturday is counted in two-week cycles from the week of 14 June 2025; open or closed is read on the
 * wall clock of the location's time zone. Pure and free of Node or React, so the server pages and the
 * sticky footer's browser island run the same rules.
 */

type Department = OpeningHour["department"];

/** The Monday of the week of 14 June 2025 (a Saturday): the first week of the first cycle. */
const CYCLE_START = "2025-06-09";
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date "YYYY-MM-DD" (no time zone: a date is a date). */
function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

/** Whether a date falls in a by-appointment week of the alternating cycle (that week included, then every second). */
export function isAlternateWeekOn(date: string): boolean {
  const week = Math.floor((dayNumber(date) - dayNumber(CYCLE_START)) / 7);
  return ((week % 2) + 2) % 2 === 0;
}

export interface DayReading {
  date: string;
  weekday: number;
  /** "Open" with hours, "Appointment" (by appointment only) or "Closed". */
  status: "Open" | "Appointment" | "Closed";
  /** As shown: "8:00 am - 5:30 pm", "By Appointment Only" or "Closed". */
  text: string;
  open: string | null;
  close: string | null;
  /** The special hours that decided this day, if any. */
  special: SpecialHours | null;
}

const CLOSED = { status: "Closed", text: "Closed", open: null, close: null } as const;

/** "08:00" -> "8:00 am", as the weekly hours are written. */
export function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${h >= 12 ? "pm" : "am"}`;
}

const weekdayOf = (date: string) => new Date(dayNumber(date) * DAY_MS).getUTCDay();

/** The special hours for a date and department: the department's own entry before an "all" one. */
function specialFor(special: readonly SpecialHours[], date: string, department: Department) {
  const matching = special.filter((s) => s.date === date && (s.department === "all" || s.department === department));
  return matching.find((s) => s.department === department) ?? matching[0] ?? null;
}

/** A department's weekly hours on a date, the alternating Saturday resolved, special hours not applied. */
export function weeklyReading(hours: readonly OpeningHour[], date: string, department: Department): DayReading {
  const weekday = weekdayOf(date);
  const entry = hours.find((h) => h.weekday === weekday && h.department === department);
  const base = { date, weekday, special: null };
  if (!entry || entry.status === "Closed") return { ...base, ...CLOSED };
  if (entry.alternate && !isAlternateWeekOn(date)) return { ...base, ...CLOSED };
  if (!entry.open || !entry.close)
    return { ...base, status: "Appointment", text: "By Appointment Only", open: null, close: null };
  return { ...base, status: "Open", text: entry.formated_hours, open: entry.open, close: entry.close };
}

/** What a department's hours say on a date: its special hours when it has some that day, else its week. */
export function dayReading(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  date: string,
  department: Department,
): DayReading {
  const weekly = weeklyReading(hours, date, department);
  const s = specialFor(special, date, department);
  if (!s) return weekly;
  if (s.status === "Closed") return { ...weekly, ...CLOSED, special: s };
  // An "Open" entry without hours only confirms the usual day.
  if (!s.start_hour || !s.end_hour) return { ...weekly, special: s };
  return {
    ...weekly,
    status: "Open",
    text: `${clock(s.start_hour)} - ${clock(s.end_hour)}`,
    open: s.start_hour,
    close: s.end_hour,
    special: s,
  };
}

/** The date ("YYYY-MM-DD") and minutes after midnight of an instant on the wall clock of a time zone. */
export const wallClock: (now: Date, timeZone: string) => { date: string; minutes: number } = wallDayAndMinutes;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** Open now: today's reading (special hours first) has hours and the local time is inside them. */
export function isOpenAt(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  department: Department,
  now: Date,
  timeZone: string,
): boolean {
  const { date, minutes } = wallClock(now, timeZone);
  const today = dayReading(hours, special, date, department);
  if (today.status !== "Open" || !today.open || !today.close) return false;
  return minutes >= minutesOf(today.open) && minutes < minutesOf(today.close);
}

/** The next `count` dates from today in the time zone: the days an hours table shows. */
export function daysFrom(now: Date, timeZone: string, count = 7): string[] {
  const start = dayNumber(wallClock(now, timeZone).date);
  return Array.from({ length: count }, (_, i) => new Date((start + i) * DAY_MS).toISOString().slice(0, 10));
}

/** The department whose hours speak for a location: its own type's, else the first it has (sales first). */
export function mainDepartment(type: string, hours: readonly OpeningHour[]): Department {
  const has = (d: Department) => hours.some((h) => h.department === d);
  if ((type === "sales" || type === "service" || type === "parts") && has(type)) return type;
  return (["sales", "service", "parts"] as const).find(has) ?? "sales";
}
