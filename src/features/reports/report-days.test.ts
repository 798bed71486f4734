import { describe, expect, it } from "vitest";
import { localDayBounds, localDayOf, localDaysOfHour, previousPeriod } from "./report-days";

describe("a site's report days", () => {
  it("counts a day from local midnight to local midnight in the site's zone", () => {
    expect(localDayBounds("2026-11-21", "Australia/Perth")).toEqual({
      start: new Date("2026-11-20T16:00:00Z"),
      end: new Date("2026-11-21T16:00:00Z"),
    });
  });

  it("gives the day daylight saving starts on 23 hours", () => {
    const { start, end } = localDayBounds("2026-10-04", "Australia/Sydney");
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });

  it("re-rolls both local days of a UTC hour that straddles a half-hour zone's midnight", () => {
    // Adelaide is UTC+10:30 in summer: 13:00-14:00 UTC is 23:30-00:30 local.
    expect(localDaysOfHour(new Date("2026-11-21T13:00:00Z"), "Australia/Adelaide")).toEqual([
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(localDaysOfHour(new Date("2026-11-21T13:00:00Z"), "Australia/Sydney")).toEqual(["2026-11-22"]);
  });

  it("puts an instant on the site's own day, not the server's", () => {
    expect(localDayOf(new Date("2026-11-21T15:30:00Z"), "Australia/Perth")).toBe("2026-11-21");
    expect(localDayOf(new Date("2026-11-21T15:30:00Z"), "Australia/Sydney")).toBe("2026-11-22");
  });

  it("compares a range with the same number of days just before it", () => {
    expect(previousPeriod("2026-11-01", "2026-11-30")).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(previousPeriod("2026-03-01", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });
});
