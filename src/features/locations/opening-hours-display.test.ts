import { describe, expect, it } from "vitest";
import { weekHours, type Week } from "./dealer-hours";
import { openingHoursLines, shownDays, shownWeekLines, specialWeek } from "./opening-hours-display";

const weekdays = (hours: string) => ({ monday: hours, tuesday: hours, wednesday: hours, thursday: hours });
const SALES_WEEK: Week = {
  sunday: "closed",
  ...weekdays("08:00-17:30"),
  friday: "08:00-17:30",
  saturday: "08:00-16:00",
};
const SERVICE_WEEK: Week = {
  sunday: "closed",
  ...weekdays("07:00-17:30"),
  friday: "07:00-17:00",
  saturday: "by appointment",
};

describe("opening hours display", () => {
  it("shows Monday to Friday as one Mon-Fri line when identical", () => {
    const lines = openingHoursLines(weekHours(SALES_WEEK, "sales"));
    expect(lines[0]).toEqual({ days: "Mon-Fri", hours: "8:00 am - 5:30 pm" });
    expect(lines).toContainEqual({ days: "Saturday", hours: "8:00 am - 4:00 pm" });
    expect(lines).toContainEqual({ days: "Sunday", hours: "Closed" });
  });
  it("lists each weekday when they differ", () => {
    const lines = openingHoursLines(weekHours(SERVICE_WEEK, "service"));
    expect(lines.map((l) => l.days)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(lines[4]).toEqual({ days: "Friday", hours: "7:00 am - 5:00 pm" });
  });
  it("shows Saturday as 'By appointment only' or 'Closed'", () => {
    expect(openingHoursLines(weekHours(SERVICE_WEEK, "service")).find((l) => l.days === "Saturday")?.hours).toBe(
      "By appointment only",
    );
    const closedSaturday = weekHours({ ...SALES_WEEK, saturday: "closed" }, "sales");
    expect(openingHoursLines(closedSaturday).find((l) => l.days === "Saturday")?.hours).toBe("Closed");
  });
});

describe("opening hours shown for the days shown", () => {
  const ALTERNATE: Week = { ...SERVICE_WEEK, saturday: "alternate by appointment" };
  const hours = weekHours(ALTERNATE, "service");
  // Fri 20 Jun 2025 .. Thu 26 Jun 2025: the Saturday is 21 June, the off week of the alternating cycle.
  const offWeek = ["2025-06-20", "2025-06-21", "2025-06-22", "2025-06-23", "2025-06-24", "2025-06-25", "2025-06-26"];
  const onWeek = ["2025-06-13", "2025-06-14", "2025-06-15", "2025-06-16", "2025-06-17", "2025-06-18", "2025-06-19"];
  const saturday = (days: string[]) => shownWeekLines(hours, "service", days).find((l) => l.days === "Saturday")?.hours;
  it("reads the alternating Saturday 'By Appointment Only' on its weeks and Closed on the others", () => {
    expect(saturday(onWeek)).toBe("By Appointment Only");
    expect(saturday(offWeek)).toBe("Closed");
  });
  it("shows the opening-hours modal's days only when special hours apply to the days shown", () => {
    const christmas = {
      status: "Closed" as const,
      date: "2025-06-24",
      start_hour: null,
      end_hour: null,
      department: "all" as const,
      location_name: "Service",
      label: "Closure",
    };
    expect(specialWeek(hours, [christmas], "service", offWeek)?.map((d) => d.text)).toEqual([
      "7:00 am - 5:00 pm",
      "Closed",
      "Closed",
      "7:00 am - 5:30 pm",
      "Closed",
      "7:00 am - 5:30 pm",
      "7:00 am - 5:30 pm",
    ]);
    expect(specialWeek(hours, [christmas], "service", onWeek)).toBeNull();
    expect(specialWeek(hours, [{ ...christmas, department: "sales" }], "service", offWeek)).toBeNull();
  });
});

describe("the days an hours table shows: this week, or a week the shopper chose within a year", () => {
  it("starts today without a choice, or with one that is not a date to come", () => {
    for (const from of [undefined, "", "2026-13-01", "2026-02-30", "2026-11-24", "2027-11-27", ["2026-12-21"], "x"])
      expect(shownDays(from, "2026-11-25")[0]).toBe("2026-11-25");
  });
  it("starts on the chosen date, across the year end", () => {
    expect(shownDays("2026-12-28", "2026-11-25")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(shownDays("2027-11-25", "2026-11-25")[0]).toBe("2027-11-25");
  });
});
