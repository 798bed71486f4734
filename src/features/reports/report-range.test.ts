import { describe, expect, it } from "vitest";
import { changeFrom, changeText, daysIn, parseReportQuery, reportHref } from "./report-range";

const SITES = ["harbour-toyota", "bigbox-used"];
const TODAY = "2026-11-29";
const parse = (query: Record<string, string | string[]>) => parseReportQuery(query, SITES, () => TODAY);

describe("a report's date range (parseReportQuery)", () => {
  it("defaults to the member's first site and the 30 days to today, compared with the 30 days before", () => {
    expect(parse({})).toEqual({
      ok: true,
      range: {
        site: "harbour-toyota",
        from: "2026-10-31",
        to: "2026-11-29",
        previous: { from: "2026-10-01", to: "2026-10-30" },
      },
    });
  });

  it("takes the days asked for, both included, and compares with as many days just before", () => {
    const parsed = parse({ site: "bigbox-used", from: "2026-11-01", to: "2026-11-07" });
    expect(parsed).toEqual({
      ok: true,
      range: {
        site: "bigbox-used",
        from: "2026-11-01",
        to: "2026-11-07",
        previous: { from: "2026-10-25", to: "2026-10-31" },
      },
    });
  });

  it("completes one date alone: from alone runs to today, to alone starts 29 days before", () => {
    expect(parse({ from: "2026-11-20" })).toMatchObject({ ok: true, range: { from: "2026-11-20", to: TODAY } });
    expect(parse({ to: "2026-02-28" })).toMatchObject({ ok: true, range: { from: "2026-01-30", to: "2026-02-28" } });
  });

  it("refuses bad dates, a reversed range, a range over 366 days and another's site, each naming its field", () => {
    const errors = (query: Record<string, string | string[]>) => {
      const parsed = parse(query);
      return parsed.ok ? [] : parsed.errors.map((e) => e.message);
    };
    expect(errors({ from: "2026-02-30", to: "yesterday" })).toEqual([
      "Date from: enter a date as YYYY-MM-DD.",
      "Date to: enter a date as YYYY-MM-DD.",
    ]);
    expect(errors({ from: "2026-11-10", to: "2026-11-09" })).toEqual(["Date to: must be on or after the date from."]);
    expect(errors({ from: "2025-01-01", to: "2026-01-02" })).toEqual(["Date to: keep the range to 366 days or fewer."]);
    expect(errors({ from: "2025-01-01", to: "2026-01-01" })).toEqual([]);
    expect(errors({ site: "southern-cross-motors" })).toEqual(["Site: choose one of your sites."]);
    expect(errors({ from: ["2026-11-01", "2026-11-02"] })).toEqual(["Date from: give one value only."]);
  });

  it("counts the days of a range, both ends included, across a month's end", () => {
    expect(daysIn("2026-10-31", "2026-11-01")).toBe(2);
    expect(daysIn("2026-11-01", "2026-11-01")).toBe(1);
  });

  it("writes a report's link with its range and extra parameters, in a steady order", () => {
    expect(
      reportHref("/reports/export.csv", { site: "a", from: "2026-11-01", to: "2026-11-02" }, { table: "cars" }),
    ).toBe("/reports/export.csv?site=a&from=2026-11-01&to=2026-11-02&table=cars");
  });
});

describe("the change from the previous period (changeFrom, changeText)", () => {
  it("is the difference and its whole percentage of the previous figure", () => {
    expect(changeFrom(200, 250)).toEqual({ difference: 50, percent: 25 });
    expect(changeFrom(3, 2)).toEqual({ difference: -1, percent: -33 });
    expect(changeText(changeFrom(200, 250))).toBe("+25%");
    expect(changeText(changeFrom(10, 9))).toBe("−10%");
  });

  it("has no percentage when the previous figure was 0, and says so", () => {
    expect(changeFrom(0, 3)).toEqual({ difference: 3, percent: null });
    expect(changeText(changeFrom(0, 3))).toBe("+3 (none before)");
    expect(changeText(changeFrom(0, 0))).toBe("no change");
    expect(changeText(changeFrom(7, 7))).toBe("no change");
  });
});
