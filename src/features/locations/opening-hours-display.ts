import type { OpeningHour } from "@/domain/location-types";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * Opening hours as shown (dealer-configuration.md §5): when Monday to Friday are identical they show
 * as one Mon-Fri line; Saturday shows 'By appointment only' when so, or 'Closed' when closed.
 */
export function openingHoursLines(entries: readonly OpeningHour[]): HoursLine[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]));
  const text = (e: OpeningHour | undefined) => {
    if (!e || e.status === "Closed") return "Closed";
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
