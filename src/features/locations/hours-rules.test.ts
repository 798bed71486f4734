import { describe, expect, it } from "vitest";
import { specialHours } from "@/platform/testing/special-hours";
import { tradingWeek } from "@/platform/testing/trading-week";
import { weekHours, type Week } from "./dealer-hours";
import {
  daysFrom,
  dayReading,
  isAlternateWeekOn,
  isOpenAt,
  mainDepartment,
  wallClock,
  weeklyReading,
} from "./hours-rules";

const SERVICE: Week = tradingWeek("07:00-17:30", "alternate by appointment", { friday: "07:00-17:00" });
const SALES: Week = tradingWeek("08:00-17:30", "08:00-16:00");
const hours = [...weekHours(SERVICE, "service"), ...weekHours(SALES, "sales")];
/** The service Saturday's reading at an instant in a time zone. */
const saturdayAt = (iso: string, timeZone: string) =>
  weeklyReading(hours, wallClock(new Date(iso), timeZone).date, "service").text;

describe("alternating Saturday service: two-week cycles from the week of 14 June 2025, that week included", () => {
  it("reads 'By Appointment Only' on 14 June 2025 and every second Saturday after, Closed between", () => {
    expect(weeklyReading(hours, "2025-06-14", "service").text).toBe("By Appointment Only");
    expect(weeklyReading(hours, "2025-06-21", "service").text).toBe("Closed");
    expect(weeklyReading(hours, "2025-06-28", "service").text).toBe("By Appointment Only");
    expect(weeklyReading(hours, "2025-06-14", "service").status).toBe("Appointment");
    expect(weeklyReading(hours, "2025-06-21", "service").status).toBe("Closed");
  });
  it("counts the anchor week from its Monday to its Sunday", () => {
    for (const d of ["2025-06-09", "2025-06-14", "2025-06-15"]) expect(isAlternateWeekOn(d)).toBe(true);
    expect(isAlternateWeekOn("2025-06-08")).toBe(false);
    expect(isAlternateWeekOn("2025-06-16")).toBe(false);
  });
  it("keeps the cycle across daylight saving in Sydney (starts 5 Oct 2025, ends 5 Apr 2026)", () => {
    // Sat 4 Oct 2025, 11:30 pm AEST, the night before clocks go forward: week 17 of the cycle.
    expect(saturdayAt("2025-10-04T13:30:00Z", "Australia/Sydney")).toBe("By Appointment Only");
    // Sat 11 Oct 2025, 11:30 pm AEDT, after the change.
    expect(saturdayAt("2025-10-11T12:30:00Z", "Australia/Sydney")).toBe("Closed");
    expect(saturdayAt("2025-10-18T01:00:00Z", "Australia/Sydney")).toBe("By Appointment Only");
    // Sat 4 Apr 2026, 11:30 pm AEDT, the night before clocks go back; Sat 11 Apr after.
    expect(saturdayAt("2026-04-04T12:30:00Z", "Australia/Sydney")).toBe("By Appointment Only");
    expect(saturdayAt("2026-04-11T13:30:00Z", "Australia/Sydney")).toBe("Closed");
  });
  it("keeps the cycle across the year end in Perth", () => {
    expect(saturdayAt("2025-12-20T01:00:00Z", "Australia/Perth")).toBe("Closed"); // Sat 20 Dec 2025, 9 am
    expect(saturdayAt("2025-12-27T01:00:00Z", "Australia/Perth")).toBe("By Appointment Only"); // Sat 27 Dec
    expect(saturdayAt("2026-01-02T20:00:00Z", "Australia/Perth")).toBe("Closed"); // Sat 3 Jan 2026, 4 am (Fri in UTC)
    expect(saturdayAt("2026-01-10T01:00:00Z", "Australia/Perth")).toBe("By Appointment Only"); // Sat 10 Jan 2026
    // Sat 26 Dec 2026 is 52 weeks after Sat 27 Dec 2025, Sat 2 Jan 2027 the week after.
    expect(weeklyReading(hours, "2026-12-26", "service").text).toBe("By Appointment Only");
    expect(weeklyReading(hours, "2027-01-02", "service").text).toBe("Closed");
  });
  it("runs the cycle backwards before the anchor too", () => {
    expect(weeklyReading(hours, "2025-06-07", "service").text).toBe("Closed");
    expect(weeklyReading(hours, "2025-05-31", "service").text).toBe("By Appointment Only");
  });
  it("leaves every other day and department as written", () => {
    expect(weeklyReading(hours, "2025-06-21", "sales").text).toBe("8:00 am - 4:00 pm");
    expect(weeklyReading(hours, "2025-06-20", "service").text).toBe("7:00 am - 5:00 pm");
  });
});

describe("special (holiday) hours by department override the weekly hours on their date", () => {
  const christmas = specialHours({ date: "2025-12-25", department: "all", label: "Christmas Day" });
  const eveSales = specialHours({
    date: "2025-12-24",
    department: "sales",
    status: "Open",
    start_hour: "08:00",
    end_hour: "14:00",
  });
  it("closes every department on an 'all' closed day", () => {
    expect(dayReading(hours, [christmas], "2025-12-25", "sales")).toMatchObject({ text: "Closed", special: christmas });
    expect(dayReading(hours, [christmas], "2025-12-25", "service").text).toBe("Closed");
  });
  it("changes only its own department's hours", () => {
    expect(dayReading(hours, [eveSales], "2025-12-24", "sales").text).toBe("8:00 am - 2:00 pm");
    expect(dayReading(hours, [eveSales], "2025-12-24", "service").text).toBe("7:00 am - 5:30 pm");
    expect(dayReading(hours, [eveSales], "2025-12-24", "service").special).toBeNull();
  });
  it("prefers the department's own entry to an 'all' entry on the same date", () => {
    const allClosed = specialHours({ date: "2025-12-24", department: "all" });
    expect(dayReading(hours, [allClosed, eveSales], "2025-12-24", "sales").text).toBe("8:00 am - 2:00 pm");
  });
  it("overrides the alternating Saturday on its date", () => {
    const open = specialHours({
      date: "2025-06-21",
      department: "service",
      status: "Open",
      start_hour: "08:00",
      end_hour: "12:00",
    });
    expect(dayReading(hours, [open], "2025-06-21", "service").text).toBe("8:00 am - 12:00 pm");
  });
  it("leaves other dates alone", () => {
    expect(dayReading(hours, [christmas], "2025-12-26", "sales").text).toBe("8:00 am - 5:30 pm");
  });
});

describe("open now, in the location's time zone", () => {
  it("is open inside today's hours and closed outside them (Perth)", () => {
    // Wed 19 Nov 2025: 7:59 am, 8:00 am, 5:29 pm and 5:30 pm in Perth (UTC+8).
    expect(isOpenAt(hours, [], "sales", new Date("2025-11-18T23:59:00Z"), "Australia/Perth")).toBe(false);
    expect(isOpenAt(hours, [], "sales", new Date("2025-11-19T00:00:00Z"), "Australia/Perth")).toBe(true);
    expect(isOpenAt(hours, [], "sales", new Date("2025-11-19T09:29:00Z"), "Australia/Perth")).toBe(true);
    expect(isOpenAt(hours, [], "sales", new Date("2025-11-19T09:30:00Z"), "Australia/Perth")).toBe(false);
  });
  it("reads the same instant on each zone's own clock", () => {
    // 6 pm UTC on Wed 19 Nov 2025: 2 am Thursday in Perth (closed), 8 am Wednesday in Honolulu (open).
    const instant = new Date("2025-11-19T18:00:00Z");
    expect(isOpenAt(hours, [], "sales", instant, "Australia/Perth")).toBe(false);
    expect(isOpenAt(hours, [], "sales", instant, "Pacific/Honolulu")).toBe(true);
  });
  it("is closed all day on a closed holiday, and never 'open' by appointment", () => {
    const christmas = specialHours({ date: "2025-12-25", department: "all" });
    expect(isOpenAt(hours, [christmas], "sales", new Date("2025-12-25T02:00:00Z"), "Australia/Perth")).toBe(false);
    expect(isOpenAt(hours, [], "service", new Date("2025-06-14T02:00:00Z"), "Australia/Perth")).toBe(false);
    expect(isOpenAt(hours, [], "sales", new Date("2025-06-15T02:00:00Z"), "Australia/Perth")).toBe(false); // Sunday
  });
});

describe("the days an hours table shows", () => {
  it("are the next seven dates from today on the location's clock", () => {
    expect(daysFrom(new Date("2025-12-29T17:00:00Z"), "Australia/Perth")).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
      "2026-01-04",
      "2026-01-05",
    ]);
  });
  it("speak for a location in its own department's hours, else the first it has", () => {
    expect(mainDepartment("service", hours)).toBe("service");
    expect(mainDepartment("", hours)).toBe("sales");
    expect(mainDepartment("parts", weekHours(SERVICE, "service"))).toBe("service");
  });
});
