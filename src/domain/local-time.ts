/*
 * A form's local date and time (a datetime-local field's "2026-12-01T09:00") and the instant it names in a site's time
 * zone, both ways: what a special's start and end, and a publish's set time, are entered as.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** One formatter per zone: making one costs far more than using it, and these run for every lead, hour and slot. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone, as milliseconds of a UTC date with the same reading (seconds whole). */
export function wallMs(at: Date | number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of wallFormat(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

/** The offset of a zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffsetMs(at: number, timeZone: string): number {
  return wallMs(at, timeZone) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant whose wall clock in a zone reads `wall` (ms of a UTC date with that reading): guessed with the zone's
 * offset at the wall time read as UTC, then corrected once with the offset at the guess, so daylight saving is
 * taken at the time itself. A time that a clock change skips lands in the hour after it.
 */
export function wallInstant(wall: number, timeZone: string): number {
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/** The date (YYYY-MM-DD) and minutes after midnight of an instant's wall clock in a zone. */
export function wallDayAndMinutes(at: Date | number, timeZone: string): { date: string; minutes: number } {
  const wall = wallMs(at, timeZone);
  return { date: new Date(wall).toISOString().slice(0, 10), minutes: Math.floor((wall % 86_400_000) / 60_000) };
}

/**
 * The instant a form's local date and time ("2026-12-01T09:00", as a datetime-local field sends it) names in the
 * site's time zone, or null when it is no such time. A time that a clock change skips is read as the hour after it.
 */
export function localTimeToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +(s ?? 0));
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h! > 23 || +mi! > 59) return null;
  return new Date(wallInstant(wall, timeZone));
}

/** An instant as the form shows it back in the site's time zone ("2026-12-01T09:00"). */
export function instantToLocalTime(at: Date, timeZone: string): string {
  return new Date(wallMs(at, timeZone)).toISOString().slice(0, 16);
}
