/**
 * Test-drive appointment slots derived from a location's opening hours.
 *
 * Pure (no React, Next or database) so the form that offers slots and the server action that
 * accepts them run the same rules. Every date and time here is wall-clock in the site's IANA zone;
 * instants are only used to apply the lead time, because "two hours from now" is real time even
 * across a daylight-saving change.
 */
import type { OpeningHour, SpecialHours } from "@/domain/location-types";

export const SLOT_MINUTES = 30;
export const DAYS_AHEAD = 14;
/** Sales staff need notice to get a car washed and fuelled, so nothing sooner than this. */
export const LEAD_TIME_MINUTES = 120;

type Department = OpeningHour["department"];

interface AppointmentSlot {
  /** "YYYY-MM-DDTHH:MM", wall-clock in the site's zone (what the form submits). */
  value: string;
  /** "9:30 am". */
  label: string;
}

export interface AppointmentDay {
  /** "YYYY-MM-DD" in the site's zone. */
  date: string;
  /** "Sat 22 Nov" (en-AU). */
  label: string;
  slots: AppointmentSlot[];
}

export interface AppointmentInput {
  hours: readonly OpeningHour[];
  special: readonly SpecialHours[];
  now: Date;
  timeZone: string;
  /** Test drives are booked with sales, so sales hours unless told otherwise. */
  department?: Department;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** "HH:MM" -> minutes after midnight; null for anything else so bad data yields no slots, not NaN. */
function minutesOf(hhmm: string | null): number | null {
  const match = hhmm ? /^(\d{1,2}):(\d{2})$/.exec(hhmm) : null;
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h <= 24 && m < 60 ? h * 60 + m : null;
}

/** Minutes after midnight -> "9:30 am" (same style as the opening hours shown on the site). */
function clockLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad(minutes % 60)} ${h >= 12 ? "pm" : "am"}`;
}

/** Wall-clock fields of an instant in `timeZone` (Intl, so no date library and no host-zone leaks). */
function wallClock(format: Intl.DateTimeFormat, instant: number) {
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return { y: parts.year!, m: parts.month!, d: parts.day!, min: parts.hour! * 60 + parts.minute! };
}

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
}

/** Offset of the zone from UTC at an instant, in ms (seconds dropped: historic LMT offsets do not matter here). */
function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const w = wallClock(format, instant);
  return Date.UTC(w.y, w.m - 1, w.d, 0, w.min) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time happens, or null if it never does (skipped by a spring-forward).
 * Offsets a day either side cover both sides of any transition; when the clock falls back and the
 * time happens twice, the earlier one is taken.
 */
function instantOf(format: Intl.DateTimeFormat, y: number, m: number, d: number, min: number): number | null {
  const wall = Date.UTC(y, m - 1, d, 0, min);
  const candidates = [wall - offsetAt(format, wall - 86_400_000), wall - offsetAt(format, wall + 86_400_000)];
  const real = candidates.filter((t) => {
    const w = wallClock(format, t);
    return Date.UTC(w.y, w.m - 1, w.d, 0, w.min) === wall;
  });
  return real.length ? Math.min(...real) : null;
}

/** [open, close] minutes for a date, or null when there is nothing to book. */
function hoursFor(input: AppointmentInput, date: string, weekday: number): [number, number] | null {
  const department = input.department ?? "sales";
  const matching = input.special.filter(
    (s) => s.date === date && (s.department === "all" || s.department === department),
  );
  // A department's own entry is more specific than an "all departments" one.
  const special = matching.find((s) => s.department === department) ?? matching[0];
  if (special?.status === "Closed") return null;
  if (special && special.start_hour && special.end_hour) {
    const open = minutesOf(special.start_hour);
    const close = minutesOf(special.end_hour);
    return open !== null && close !== null ? [open, close] : null;
  }
  // An "Open" special without hours only confirms the usual day, so fall through to the weekday.
  const day = input.hours.find((h) => h.weekday === weekday && h.department === department);
  if (!day || day.status !== "Open") return null;
  // null open/close is "By Appointment Only": the shopper must phone, there is no grid to offer.
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  return open !== null && close !== null ? [open, close] : null;
}

const dayLabelFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const yearFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", year: "numeric" });

/** "Sat 22 Nov" from parts, because en-AU's own punctuation ("Sat, 22 Nov") varies between ICU versions. */
function dayLabel(utcMidnight: number): string {
  const parts = dayLabelFormat.formatToParts(utcMidnight);
  return ["weekday", "day", "month"].map((t) => parts.find((p) => p.type === t)?.value ?? "").join(" ");
}

/** Bookable days from today (in the site's zone) for DAYS_AHEAD days; days with no slot are left out. */
export function appointmentDays(input: AppointmentInput): AppointmentDay[] {
  const format = zoneFormat(input.timeZone);
  const earliest = input.now.getTime() + LEAD_TIME_MINUTES * 60_000;
  const today = wallClock(format, input.now.getTime());
  const days: AppointmentDay[] = [];
  for (let i = 0; i < DAYS_AHEAD; i++) {
    // Calendar arithmetic on the local date (Date.UTC normalises day overflow), so a 23- or
    // 25-hour day at a DST change can neither skip nor repeat a date.
    const midnight = Date.UTC(today.y, today.m - 1, today.d + i);
    const cal = new Date(midnight);
    const [y, m, d] = [cal.getUTCFullYear(), cal.getUTCMonth() + 1, cal.getUTCDate()];
    const date = isoDate(y, m, d);
    const hours = hoursFor(input, date, cal.getUTCDay());
    if (!hours) continue;
    const slots: AppointmentSlot[] = [];
    // A slot must end by closing time, so the last one starts SLOT_MINUTES before close.
    for (let min = hours[0]; min + SLOT_MINUTES <= hours[1]; min += SLOT_MINUTES) {
      const at = instantOf(format, y, m, d, min);
      if (at === null || at < earliest) continue;
      slots.push({ value: `${date}T${pad(Math.floor(min / 60))}:${pad(min % 60)}`, label: clockLabel(min) });
    }
    if (slots.length) days.push({ date, label: dayLabel(midnight), slots });
  }
  return days;
}

/** Server-side guard: only a slot the form offered may be booked (no off-grid, past or made-up times). */
export function isBookableSlot(value: string, days: readonly AppointmentDay[]): boolean {
  return typeof value === "string" && days.some((day) => day.slots.some((slot) => slot.value === value));
}

const SLOT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-11-22T09:30" -> "Sun 22 Nov 2026, 9:30 am" for e-mails; anything unparseable is returned as is. */
export function slotLabel(value: string): string {
  const match = SLOT_PATTERN.exec(value);
  if (!match) return value;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  const cal = new Date(midnight);
  // Reject 2026-02-31 and 25:00 rather than print a date that Date.UTC silently rolled over.
  if (cal.getUTCMonth() !== m - 1 || cal.getUTCDate() !== d || h > 23 || min > 59) return value;
  return `${dayLabel(midnight)} ${yearFormat.format(midnight)}, ${clockLabel(h * 60 + min)}`;
}
