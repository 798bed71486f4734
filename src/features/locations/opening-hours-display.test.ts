import { describe, expect, it } from "vitest";
import { weekHours, type Week } from "./dealer-hours";
import { openingHoursLines } from "./opening-hours-display";

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
