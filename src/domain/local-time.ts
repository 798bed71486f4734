/*
 * A form's local date and time (a datetime-local field's "2026-12-01T09:00") and the instant it names in a site's time
 * zone, both ways: what a special's start and end, and a publish's set time, are entered as.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall clock of an instant in a zone, as milliseconds of a UTC date with the same reading. */
function wallMs(at: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  for (const p of format.formatToParts(at)) parts[p.type] = p.value;
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
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
  // Guess with the zone's offset at the wall time read as UTC, then correct once with the offset at the guess.
  let guess = wall - (wallMs(new Date(wall), timeZone) - wall);
  guess = wall - (wallMs(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** An instant as the form shows it back in the site's time zone ("2026-12-01T09:00"). */
export function instantToLocalTime(at: Date, timeZone: string): string {
  return new Date(wallMs(at, timeZone)).toISOString().slice(0, 16);
}
