import { describe, expect, it } from "vitest";
import { instantToLocalTime, localTimeToInstant, wallDayAndMinutes, wallInstant, zoneOffsetMs } from "./local-time";

const HOUR = 3_600_000;

describe("wall clocks of a site's time zone", () => {
  it("a zone's offset is taken at the instant: Sydney is +11 in summer and +10 in winter, Perth +8 all year", () => {
    expect(zoneOffsetMs(Date.parse("2026-12-01T00:00:00Z"), "Australia/Sydney")).toBe(11 * HOUR);
    expect(zoneOffsetMs(Date.parse("2026-07-01T00:00:00Z"), "Australia/Sydney")).toBe(10 * HOUR);
    expect(zoneOffsetMs(Date.parse("2026-12-01T00:00:00Z"), "Australia/Perth")).toBe(8 * HOUR);
  });

  it("the instant a wall time names has the offset of that time, not of the moment it was asked", () => {
    // 9 am on 1 December in Sydney (daylight saving) and on 1 July (standard time).
    expect(new Date(wallInstant(Date.UTC(2026, 11, 1, 9), "Australia/Sydney")).toISOString()).toBe(
      "2026-11-30T22:00:00.000Z",
    );
    expect(new Date(wallInstant(Date.UTC(2026, 6, 1, 9), "Australia/Sydney")).toISOString()).toBe(
      "2026-06-30T23:00:00.000Z",
    );
  });

  it("a time the clocks skip (2:30 am as Sydney goes forward on 4 October 2026) lands in the hour after it", () => {
    const at = localTimeToInstant("2026-10-04T02:30", "Australia/Sydney")!;
    expect(instantToLocalTime(at, "Australia/Sydney")).toBe("2026-10-04T03:30");
  });

  it("a form's local time goes to an instant and back unchanged; a date that does not exist is no time", () => {
    const at = localTimeToInstant("2026-12-24T17:45", "Australia/Hobart")!;
    expect(at.toISOString()).toBe("2026-12-24T06:45:00.000Z");
    expect(instantToLocalTime(at, "Australia/Hobart")).toBe("2026-12-24T17:45");
    expect(localTimeToInstant("2026-02-30T09:00", "Australia/Hobart")).toBeNull();
    expect(localTimeToInstant("9am tomorrow", "Australia/Hobart")).toBeNull();
  });

  it("an instant's day and minutes after midnight are the zone's, across midnight UTC", () => {
    expect(wallDayAndMinutes(new Date("2026-12-01T14:30:00Z"), "Australia/Sydney")).toEqual({
      date: "2026-12-02",
      minutes: 90,
    });
    expect(wallDayAndMinutes(new Date("2026-12-01T14:30:00Z"), "Australia/Perth")).toEqual({
      date: "2026-12-01",
      minutes: 22 * 60 + 30,
    });
  });
});
