import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day";

describe("a calendar day written YYYY-MM-DD", () => {
  it("is a day that exists on the calendar", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2026-04-31")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
  });

  it("is written with four-digit year, two-digit month and day, nothing else", () => {
    expect(isCalendarDay("2026-1-05")).toBe(false);
    expect(isCalendarDay("26-01-05")).toBe(false);
    expect(isCalendarDay(" 2026-01-05")).toBe(false);
    expect(isCalendarDay("2026-01-05T00:00")).toBe(false);
  });

  it("can be held to a first year (the console's lists start at 2000)", () => {
    expect(isCalendarDay("1999-12-31", 2000)).toBe(false);
    expect(isCalendarDay("2000-01-01", 2000)).toBe(true);
  });
});
