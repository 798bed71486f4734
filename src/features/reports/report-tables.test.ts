import { describe, expect, it } from "vitest";
import { carTable, dailyTable, keyedTable, tableCsv } from "./report-tables";

const NOW = new Date("2026-11-21T02:00:00Z");
const listed = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000);

describe("the reports' tables and their CSV", () => {
  it("lists every day of the range, a day with nothing as zeros", () => {
    const table = dailyTable(
      [
        { day: "2026-11-01", metric: "vehicle_views", value: 12 },
        { day: "2026-11-03", metric: "leads_by_category", value: 2 },
      ],
      { from: "2026-11-01", to: "2026-11-03" },
    );
    expect(table.columns.slice(0, 3)).toEqual(["Day", "Search views", "Vehicle views"]);
    expect(table.rows.map((r) => [r[0], r[2], r[4]])).toEqual([
      ["2026-11-01", 12, 0],
      ["2026-11-02", 0, 0],
      ["2026-11-03", 0, 2],
    ]);
  });

  it("rates each car against the average of the cars in the table", () => {
    const car = (stocknum: string, views: number, leads: number, days: number) => ({
      stocknum,
      title: "2021 Toyota Corolla",
      listedAt: listed(days),
      views,
      saves: 0,
      leads,
      calls: 0,
    });
    const table = carTable([car("A1", 300, 0, 30), car("B2", 10, 1, 30), car("C3", 90, 3, 3)], NOW);
    expect(table.rows.map((r) => [r[0], r[6], r[7]])).toEqual([
      ["A1", 30, "Many views, no enquiries: check the price"],
      ["B2", 30, "Few views: check the photos and the first image"],
      ["C3", 3, "Too new to judge"],
    ]);
  });

  it("writes a campaign a shopper's link named like a formula as text, not a formula (formula injection)", () => {
    const csv = tableCsv(
      keyedTable("Campaign", [
        { key: '=HYPERLINK("http://evil.example")', value: 2 },
        { key: "", value: 1 },
      ]),
    );
    expect(csv).toBe('Campaign,Count\r\n"\'=HYPERLINK(""http://evil.example"")",2\r\n(none),1\r\n');
  });
});
