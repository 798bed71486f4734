import { describe, expect, it } from "vitest";
import { weekHours, SALES_WEEK, SERVICE_WEEK } from "@demo/opening-hours";
import { openingHoursLines } from "./opening-hours-display";

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
    const closedSaturday = weekHours([null, null, null, null, null, null, null], "sales");
    expect(openingHoursLines(closedSaturday).find((l) => l.days === "Saturday")?.hours).toBe("Closed");
  });
});
