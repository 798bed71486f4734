import { describe, expect, it } from "vitest";
import {
  carTable,
  dailyTable,
  keyedComparisonTable,
  keyedTable,
  responsesTable,
  tableCsv,
  totalsTable,
} from "./report-tables";

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

  it("sums each daily figure over the range beside the previous period's, with the change", () => {
    const table = totalsTable(
      [
        { metric: "vehicle_views", value: 10 },
        { metric: "vehicle_views", value: 15 },
        { metric: "calls", value: 2 },
      ],
      [{ metric: "vehicle_views", value: 20 }],
    );
    expect(table.columns).toEqual(["Figure", "This period", "Previous period", "Change"]);
    expect(table.rows.find((r) => r[0] === "Vehicle views")).toEqual(["Vehicle views", 25, 20, "+25%"]);
    expect(table.rows.find((r) => r[0] === "Calls")).toEqual(["Calls", 2, 0, "+2 (none before)"]);
    expect(table.rows.find((r) => r[0] === "Saves")).toEqual(["Saves", 0, 0, "no change"]);
  });

  it("keeps a key only the previous period had, so a campaign that stopped bringing leads shows", () => {
    const table = keyedComparisonTable(
      "Campaign",
      [{ key: "spring", value: 4 }],
      [
        { key: "spring", value: 2 },
        { key: "winter", value: 3 },
      ],
    );
    expect(table.rows).toEqual([
      ["spring", 4, 2, "+100%"],
      ["winter", 0, 3, "−100%"],
    ]);
  });

  it("shows first-response minutes whole, and no change where a period had no contacted lead", () => {
    const table = responsesTable(
      { leads: 4, contacted: 2, medianMinutes: 12.4, p90Minutes: 30.6 },
      { leads: 2, contacted: 0, medianMinutes: null, p90Minutes: null },
    );
    expect(table.rows).toEqual([
      ["Leads", 4, 2, "+100%"],
      ["Contacted", 2, 0, "+2 (none before)"],
      ["Median minutes to first contact", 12, null, null],
      ["90th percentile minutes to first contact", 31, null, null],
    ]);
  });
});
