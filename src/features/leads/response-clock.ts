import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { wallInstant, zoneOffsetMs } from "@/domain/local-time";
import { dayReading, mainDepartment } from "@/features/locations";

/*
 * The first-response clock: a lead is due its first contact once the site's target has run, counted only while the
 * lead's location is open (its weekly hours, its special hours first), on the wall clock of the site's zone. A 9 pm
 * enquiry is due the next opening morning plus the target; a holiday closed by special hours does not count.
 */

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
/** How far ahead a clock looks for open hours: a location closed for longer counts every minute instead. */
const HORIZON_DAYS = 60;

export interface ResponseClockInput {
  arrivedAt: Date;
  targetMinutes: number;
  timeZone: string;
  /** The location's hours; empty (no location, or no hours known) counts every minute. */
  hours: readonly OpeningHour[];
  special: readonly SpecialHours[];
  /** The location's type, which picks the department whose hours count (features/locations mainDepartment). */
  locationType?: string;
}

/** The instant a wall-clock time of a day has in a zone (a time skipped by a DST change lands just after it). */
export function zonedInstant(date: string, hhmm: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h = 0, min = 0] = hhmm.split(":").map(Number);
  return wallInstant(Date.UTC(y, m - 1, d, h, min), timeZone);
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
function localDay(at: number, timeZone: string): string {
  return new Date(at + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 10);
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** When a lead that arrived at `arrivedAt` is due its first contact. */
export function responseDueAt(input: ResponseClockInput): Date {
  const start = input.arrivedAt.getTime();
  const plain = new Date(start + input.targetMinutes * MINUTE);
  if (input.hours.length === 0) return plain;
  const department = mainDepartment(input.locationType ?? "", input.hours);
  let left = input.targetMinutes * MINUTE;
  let date = localDay(start, input.timeZone);
  for (let i = 0; i < HORIZON_DAYS; i += 1, date = nextDay(date)) {
    const day = dayReading(input.hours, input.special, date, department);
    if (day.status !== "Open" || !day.open || !day.close) continue;
    const opens = Math.max(zonedInstant(date, day.open, input.timeZone), start);
    const closes = zonedInstant(date, day.close, input.timeZone);
    if (closes <= opens) continue;
    if (closes - opens >= left) return new Date(opens + left);
    left -= closes - opens;
  }
  return plain;
}

export type ResponseState =
  | { kind: "answered"; minutes: number }
  | { kind: "overdue"; minutes: number }
  | { kind: "due"; minutes: number }
  | { kind: "none" };

/**
 * Where a lead stands on its clock: answered (minutes from arrival to first contact), overdue (minutes past due) or
 * due (minutes left); none for a lead stored before the clock existed.
 */
export function responseState(
  lead: { createdAt: Date; responseDueAt: Date | null; firstContactedAt: Date | null },
  now: Date,
): ResponseState {
  if (lead.firstContactedAt)
    return {
      kind: "answered",
      minutes: Math.max(0, Math.round((lead.firstContactedAt.getTime() - lead.createdAt.getTime()) / MINUTE)),
    };
  if (!lead.responseDueAt) return { kind: "none" };
  const diff = Math.round((lead.responseDueAt.getTime() - now.getTime()) / MINUTE);
  return diff < 0 ? { kind: "overdue", minutes: -diff } : { kind: "due", minutes: diff };
}

/** Minutes as people say them: "45 min", "3 h 5 min", "2 d 4 h". */
function spokenMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The clock as the list and the lead page say it. */
export function responseLabel(state: ResponseState): string | null {
  switch (state.kind) {
    case "answered":
      return `Answered in ${spokenMinutes(state.minutes)}`;
    case "overdue":
      return `Overdue by ${spokenMinutes(state.minutes)}`;
    case "due":
      return `${spokenMinutes(state.minutes)} left`;
    default:
      return null;
  }
}
