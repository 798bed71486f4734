import type { SpecialHours } from "@/domain/location-types";
import { clock } from "@/features/locations/hours-rules";

const dayFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

/** The location's special (holiday) hours to come, each linking to the hours of the days from its date. */
export function UpcomingSpecialHours({ special, today }: { special: SpecialHours[]; today: string }) {
  const upcoming = special.filter((s) => s.date >= today);
  if (upcoming.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 font-semibold">Holiday hours</h3>
      <ul className="mt-1 space-y-1">
        {upcoming.map((s) => (
          <li key={`${s.date}-${s.department}`}>
            <a className="underline" href={`?from=${s.date}#hours`}>
              {s.label}, {dayFormat.format(new Date(`${s.date}T00:00:00Z`))}
            </a>
            :{" "}
            {s.status === "Closed"
              ? "Closed"
              : s.start_hour && s.end_hour
                ? `${clock(s.start_hour)} - ${clock(s.end_hour)}`
                : "Usual hours"}
            {s.department !== "all" ? ` (${s.department})` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}
