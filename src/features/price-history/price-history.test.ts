import { describe, expect, it } from "vitest";
import { daysListedLine, priceDropLine, priceHistoryRows, type PriceChange } from "./price-history";

const HOBART = "Australia/Hobart";
const PERTH = "Australia/Perth";
const change = (oldPrice: number | null, newPrice: number | null, iso: string): PriceChange => ({
  oldPrice,
  newPrice,
  at: new Date(iso),
});

describe("the price-drop line", () => {
  it("names the latest drop's amount and its day in the site's time zone", () => {
    // 15:30 UTC on the 11th is 2:30 am on the 12th in Hobart (UTC+11 in summer), 11:30 pm on the 11th in Perth.
    const changes = [change(32990, 31490, "2026-11-11T15:30:00Z"), change(33990, 32990, "2026-11-01T01:00:00Z")];
    expect(priceDropLine(changes, HOBART)).toBe("Price dropped $1,500 on 12 November 2026");
    expect(priceDropLine(changes, PERTH)).toBe("Price dropped $1,500 on 11 November 2026");
  });

  it("shows no line when the latest change was a rise, even after an earlier drop", () => {
    const changes = [change(31490, 32490, "2026-11-20T01:00:00Z"), change(32990, 31490, "2026-11-11T01:00:00Z")];
    expect(priceDropLine(changes, HOBART)).toBeNull();
  });

  it("shows no line when the price never changed, nor for a change to or from no price", () => {
    expect(priceDropLine([], HOBART)).toBeNull();
    expect(priceDropLine([change(null, 25000, "2026-11-20T01:00:00Z")], HOBART)).toBeNull();
    expect(priceDropLine([change(25000, null, "2026-11-20T01:00:00Z")], HOBART)).toBeNull();
  });
});

describe("the days listed", () => {
  const now = new Date("2026-11-29T02:00:00Z"); // 1 pm on the 29th in Hobart
  it("counts the site's calendar days since the first listing: today, 1 day (singular), N days (plural)", () => {
    expect(daysListedLine(new Date("2026-11-28T23:00:00Z"), now, HOBART)).toBe("Listed today");
    expect(daysListedLine(new Date("2026-11-28T10:00:00Z"), now, HOBART)).toBe("Listed 1 day ago");
    expect(daysListedLine(new Date("2026-11-19T02:00:00Z"), now, HOBART)).toBe("Listed 10 days ago");
  });

  it("counts the day in the site's zone: the same instant is yesterday in Perth but today in Hobart", () => {
    const listed = new Date("2026-11-28T14:00:00Z"); // 1 am on the 29th in Hobart, 10 pm on the 28th in Perth
    expect(daysListedLine(listed, now, HOBART)).toBe("Listed today");
    expect(daysListedLine(listed, now, PERTH)).toBe("Listed 1 day ago");
  });

  it("says nothing for a listing date in the future or unreadable", () => {
    expect(daysListedLine(new Date("2026-12-01T00:00:00Z"), now, HOBART)).toBeNull();
    expect(daysListedLine(new Date("not a date"), now, HOBART)).toBeNull();
  });
});

describe("the price history rows", () => {
  const changes = [change(31490, 32490, "2026-11-20T01:00:00Z"), change(32990, 31490, "2026-11-11T01:00:00Z")];
  const listedAt = new Date("2026-11-01T01:00:00Z");

  it("lists each change newest first with what it changed by, then the listing price when the history is complete", () => {
    expect(priceHistoryRows(changes, { listedAt, complete: true }, HOBART, "Enquire")).toEqual([
      { date: "20 November 2026", price: "$32,490", change: "+$1,000" },
      { date: "11 November 2026", price: "$31,490", change: "−$1,500" },
      { date: "1 November 2026", price: "$32,990", change: "Listed" },
    ]);
  });

  it("leaves out the listing row when older changes are cut off, and shows the site's text for no price", () => {
    const rows = priceHistoryRows(
      [change(31490, null, "2026-11-20T01:00:00Z")],
      { listedAt, complete: false },
      HOBART,
      "Enquire",
    );
    expect(rows).toEqual([{ date: "20 November 2026", price: "Enquire", change: null }]);
  });

  it("is empty when the price never changed", () => {
    expect(priceHistoryRows([], { listedAt, complete: true }, HOBART, "Enquire")).toEqual([]);
  });
});
