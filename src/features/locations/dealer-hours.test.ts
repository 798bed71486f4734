import { describe, expect, it } from "vitest";
import { holidayDate, localDate, specialHours, weekHours } from "./dealer-hours";

describe("dealer hours", () => {
  it("stores a week Sunday first, with the hours written as shoppers read them", () => {
    const week = weekHours(
      {
        sunday: "closed",
        monday: "08:00-17:30",
        tuesday: "08:00-17:30",
        wednesday: "08:00-17:30",
        thursday: "08:00-20:00",
        friday: "08:00-17:30",
        saturday: "by appointment",
      },
      "service",
    );
    expect(week.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[0]).toEqual({
      weekday: 0,
      department: "service",
      status: "Closed",
      formated_hours: "Closed",
      open: null,
      close: null,
    });
    expect(week[4]).toMatchObject({
      status: "Open",
      formated_hours: "8:00 am - 8:00 pm",
      open: "08:00",
      close: "20:00",
    });
    expect(week[6]).toMatchObject({ status: "Open", formated_hours: "By Appointment Only", open: null, close: null });
  });

  it("puts an every-year holiday on its next occurrence from today, and a dated one where it says", () => {
    expect(holidayDate("12-25", "2026-11-23")).toBe("2026-12-25");
    expect(holidayDate("12-25", "2026-12-25")).toBe("2026-12-25"); // today still counts
    expect(holidayDate("12-25", "2026-12-27")).toBe("2027-12-25");
    expect(holidayDate("01-01", "2026-11-23")).toBe("2027-01-01");
    expect(holidayDate("02-29", "2026-03-01")).toBe("2028-02-29");
    expect(holidayDate("2026-04-03", "2026-11-23")).toBe("2026-04-03");
  });

  it("takes today in the site's time zone, not the server's", () => {
    const now = new Date("2026-12-24T14:30:00Z"); // already Christmas Day in Perth and Hobart
    expect(localDate(now, "Australia/Perth")).toBe("2026-12-24");
    expect(localDate(now, "Australia/Hobart")).toBe("2026-12-25");
  });

  it("stores holiday hours in date order with the location's name", () => {
    const stored = specialHours(
      [
        { date: "01-01", label: "New Year's Day", hours: "closed", department: "all" },
        { date: "12-24", label: "Christmas Eve", hours: "08:00-14:00", department: "sales" },
      ],
      "Coastal Motors Geelong",
      "2026-11-23",
    );
    expect(stored).toEqual([
      {
        label: "Christmas Eve",
        date: "2026-12-24",
        status: "Open",
        start_hour: "08:00",
        end_hour: "14:00",
        department: "sales",
        location_name: "Coastal Motors Geelong",
      },
      {
        label: "New Year's Day",
        date: "2027-01-01",
        status: "Closed",
        start_hour: null,
        end_hour: null,
        department: "all",
        location_name: "Coastal Motors Geelong",
      },
    ]);
  });
});
