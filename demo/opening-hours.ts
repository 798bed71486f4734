import type { OpeningHour, SpecialHours } from "@/domain/location-types";

type Department = OpeningHour["department"];
/** [open, close] per weekday 0 (Sunday) .. 6 (Saturday); null closed; "appointment" by appointment only. */
export type WeekPlan = readonly ([string, string] | null | "appointment")[];

/** "08:00" -> "8:00 am". */
function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function weekHours(plan: WeekPlan, department: Department): OpeningHour[] {
  return plan.map((day, weekday) => {
    if (day === null)
      return { weekday, department, status: "Closed", formated_hours: "Closed", open: null, close: null };
    if (day === "appointment") {
      return { weekday, department, status: "Open", formated_hours: "By Appointment Only", open: null, close: null };
    }
    const [open, close] = day;
    return {
      weekday,
      department,
      status: "Open",
      formated_hours: `${formatClock(open)} - ${formatClock(close)}`,
      open,
      close,
    };
  });
}

export const SALES_WEEK: WeekPlan = [
  null,
  ["08:00", "17:30"],
  ["08:00", "17:30"],
  ["08:00", "17:30"],
  ["08:00", "17:30"],
  ["08:00", "17:30"],
  ["08:00", "16:00"],
];
export const SERVICE_WEEK: WeekPlan = [
  null,
  ["07:00", "17:30"],
  ["07:00", "17:30"],
  ["07:00", "17:30"],
  ["07:00", "17:30"],
  ["07:00", "17:00"],
  "appointment",
];
export const PARTS_WEEK: WeekPlan = [
  null,
  ["07:30", "17:00"],
  ["07:30", "17:00"],
  ["07:30", "17:00"],
  ["07:30", "17:00"],
  ["07:30", "17:00"],
  ["08:00", "12:00"],
];
export const SUPERMARKET_WEEK: WeekPlan = [
  ["10:00", "16:00"],
  ["08:30", "18:00"],
  ["08:30", "18:00"],
  ["08:30", "18:00"],
  ["08:30", "20:00"],
  ["08:30", "18:00"],
  ["08:30", "17:00"],
];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Holiday hours for the coming season, dated from `now` so the demo always has some ahead:
 * Christmas Eve short day, Christmas and Boxing Day closed, New Year's Day closed, Australia Day
 * closed for service.
 */
export function upcomingSpecialHours(now: Date, locationName: string): SpecialHours[] {
  // Christmas of this year if it has not passed, otherwise next year's.
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 26 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const day = (y: number, m: number, d: number) => isoDate(new Date(Date.UTC(y, m - 1, d)));
  return [
    {
      label: "Christmas Eve",
      date: day(year, 12, 24),
      status: "Open",
      start_hour: "08:00",
      end_hour: "14:00",
      department: "sales",
      location_name: locationName,
    },
    {
      label: "Christmas Day",
      date: day(year, 12, 25),
      status: "Closed",
      start_hour: null,
      end_hour: null,
      department: "all",
      location_name: locationName,
    },
    {
      label: "Boxing Day",
      date: day(year, 12, 26),
      status: "Closed",
      start_hour: null,
      end_hour: null,
      department: "all",
      location_name: locationName,
    },
    {
      label: "New Year's Day",
      date: day(year + 1, 1, 1),
      status: "Closed",
      start_hour: null,
      end_hour: null,
      department: "all",
      location_name: locationName,
    },
    {
      label: "Australia Day",
      date: day(year + 1, 1, 26),
      status: "Closed",
      start_hour: null,
      end_hour: null,
      department: "service",
      location_name: locationName,
    },
  ];
}
