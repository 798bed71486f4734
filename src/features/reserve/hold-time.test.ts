import { describe, expect, it } from "vitest";
import { formatHoldEnd, formatPickup, todayIn } from "./hold-time";

describe("the hold's end is written in the site's time zone, with the zone's name", () => {
  it("writes a Perth dealer's end in AWST", () => {
    expect(formatHoldEnd(new Date("2026-11-27T06:30:00Z"), "Australia/Perth")).toBe(
      "Friday 27 November 2026, 2:30 pm AWST",
    );
  });
  it("crosses Sydney's daylight-saving start: 48 hours from Saturday 10:00 AEST ends Monday 11:00 AEDT", () => {
    expect(formatHoldEnd(new Date("2026-10-03T00:00:00Z"), "Australia/Sydney")).toBe(
      "Saturday 3 October 2026, 10:00 am AEST",
    );
    expect(formatHoldEnd(new Date("2026-10-05T00:00:00Z"), "Australia/Sydney")).toBe(
      "Monday 5 October 2026, 11:00 am AEDT",
    );
  });
  it("crosses daylight-saving's end: 48 hours from Saturday 10:00 AEDT ends Monday 9:00 AEST", () => {
    expect(formatHoldEnd(new Date("2026-04-03T23:00:00Z"), "Australia/Sydney")).toBe(
      "Saturday 4 April 2026, 10:00 am AEDT",
    );
    expect(formatHoldEnd(new Date("2026-04-05T23:00:00Z"), "Australia/Sydney")).toBe(
      "Monday 6 April 2026, 9:00 am AEST",
    );
  });
  it("keeps Brisbane on AEST all year (Queensland has no daylight saving)", () => {
    expect(formatHoldEnd(new Date("2026-10-05T00:00:00Z"), "Australia/Brisbane")).toBe(
      "Monday 5 October 2026, 10:00 am AEST",
    );
  });
});

describe("pick-up dates count from the dealer's today", () => {
  it("is already tomorrow in Sydney while it is still today in UTC", () => {
    expect(todayIn("Australia/Sydney", new Date("2026-11-25T14:00:00Z"))).toBe("2026-11-26");
    expect(todayIn("Australia/Perth", new Date("2026-11-25T14:00:00Z"))).toBe("2026-11-25");
  });
  it("writes a pick-up time as people read it", () => {
    expect(formatPickup("2026-12-03", "10:30")).toBe("Thursday 3 December 2026, 10:30 am");
    expect(formatPickup("2026-12-03", "12:00")).toBe("Thursday 3 December 2026, 12:00 pm");
    expect(formatPickup("2026-12-03", "17:00")).toBe("Thursday 3 December 2026, 5:00 pm");
  });
});
