import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts";
import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { dayReading } from "@/features/locations";

/**
 * A department's opening hours as schema.org OpeningHoursSpecification: the
 * weekly hours, then the special (holiday) hours to come, each on its own date. Honest about what a search
 * engine can read: a day open only by appointment, or only every second week (the alternating Saturday), is
 * not a day the place is open, so it is left out of the weekly hours; a closed special day is written as
 * opens = closes = 00:00 on that date, schema.org's way of saying closed all day.
 */

type Department = OpeningHour["department"];
type Spec = Exclude<OpeningHoursSpecification, string>;

const DAY_NAMES: readonly DayOfWeek[] = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
];
/** Monday first, as the week is written on the pages. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The days a department keeps the same hours every week, grouped by their hours (Mon-Fri 8:00-17:30 is one). */
function weeklySpecs(hours: readonly OpeningHour[], department: Department): Spec[] {
  const groups = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const weekday of WEEK_ORDER) {
    const entry = hours.find((h) => h.department === department && h.weekday === weekday);
    // Closed, by appointment only (no hours) or alternate weeks only: not open every week, so not listed.
    if (!entry || entry.status !== "Open" || entry.alternate || !entry.open || !entry.close) continue;
    if (!TIME.test(entry.open) || !TIME.test(entry.close)) continue;
    const key = `${entry.open}-${entry.close}`;
    const group = groups.get(key) ?? { opens: entry.open, closes: entry.close, days: [] };
    group.days.push(DAY_NAMES[weekday]!);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days.length === 1 ? g.days[0]! : g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

/**
 * The department's special hours from today on, one entry per date as the hours pages read them (the
 * department's own entry before an "all" one). An "Open" entry without hours confirms the usual day: it is
 * written with that day's usual hours when the day is open, and left out when it is by appointment.
 */
function specialSpecs(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  department: Department,
  today: string,
): Spec[] {
  const dates = [
    ...new Set(
      special
        .filter((s) => s.date >= today && (s.department === "all" || s.department === department))
        .map((s) => s.date),
    ),
  ].sort();
  const specs: Spec[] = [];
  for (const date of dates) {
    const day = dayReading(hours, special, date, department);
    if (day.status === "Closed") {
      specs.push({
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: date,
        validThrough: date,
      });
    } else if (day.status === "Open" && day.open && day.close && TIME.test(day.open) && TIME.test(day.close)) {
      specs.push({
        "@type": "OpeningHoursSpecification",
        opens: day.open,
        closes: day.close,
        validFrom: date,
        validThrough: date,
      });
    }
  }
  return specs;
}

/** A department's weekly and special opening hours (special hours from `today`, "YYYY-MM-DD" in the site's zone). */
export function openingHoursSpecification(
  hours: readonly OpeningHour[],
  special: readonly SpecialHours[],
  department: Department,
  today: string,
): Spec[] {
  return [...weeklySpecs(hours, department), ...specialSpecs(hours, special, department, today)];
}
