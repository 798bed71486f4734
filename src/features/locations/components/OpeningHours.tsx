import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { shownWeekLines, specialWeek } from "@/features/locations/opening-hours-display";
import { SpecialHoursDialog } from "./SpecialHoursDialog";

const DEPARTMENT_NAMES = { sales: "Sales", service: "Service", parts: "Parts" } as const;
const dayFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

/**
 * A location's opening hours, per department, for the days shown (today and the six after): Mon-Fri
 * on one line when identical, the alternating Saturday read for the coming Saturday. When special
 * hours apply to those days, a button opens the opening-hours modal with each day's actual hours.
 */
export function OpeningHours({
  name,
  hours,
  special,
  days,
}: {
  name: string;
  hours: OpeningHour[];
  special: SpecialHours[];
  /** The days shown (shownDays). */
  days: string[];
}) {
  const departments = (["sales", "service", "parts"] as const).filter((d) => hours.some((h) => h.department === d));
  if (departments.length === 0) return <p>Please call us for our opening hours.</p>;
  const specials = departments.flatMap((d) => {
    const week = specialWeek(hours, special, d, days);
    return week ? [{ department: d, week }] : [];
  });
  return (
    <div>
      <div className="grid gap-6 sm:grid-cols-2">
        {departments.map((d) => (
          <table key={d} className="text-left" data-testid={`hours-${d}`}>
            <caption className="mb-1 text-left font-semibold">
              {DEPARTMENT_NAMES[d]} opening hours<span className="sr-only"> of {name}</span>
            </caption>
            <tbody>
              {shownWeekLines(hours, d, days).map((line) => (
                <tr key={line.days}>
                  <th scope="row" className="py-1 pr-6 font-medium">
                    {line.days}
                  </th>
                  <td>{line.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {specials.length > 0 ? (
        <SpecialHoursDialog label="Special hours apply to these days" title={`Special hours at ${name}`}>
          {specials.map(({ department, week }) => (
            <table key={department} className="mt-4 w-full text-left">
              <caption className="text-left font-semibold">{DEPARTMENT_NAMES[department]}</caption>
              <tbody>
                {week.map((day) => (
                  <tr key={day.date} className={day.special ? "font-semibold" : undefined}>
                    <th scope="row" className="py-1 pr-4 font-medium">
                      {dayFormat.format(new Date(`${day.date}T00:00:00Z`))}
                    </th>
                    <td>
                      {day.text}
                      {day.special ? ` (${day.special.label})` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </SpecialHoursDialog>
      ) : null}
    </div>
  );
}
