import { describe, expect, it } from "vitest";
import { daysListed, parseStockListQuery, stockListHref } from "./stock-list-query";

const SITES = ["harbour-toyota", "tasman-caravans"];

describe("the stock list's URL filters (parseStockListQuery)", () => {
  it("reads every filter a link can carry", () => {
    const parsed = parseStockListQuery(
      {
        site: "harbour-toyota",
        dealership: "3",
        location: "7",
        carType: "used",
        status: "sold",
        shown: "hidden",
        make: "Toyota",
        model: "corolla",
        priceFrom: "10000",
        priceTo: "30000",
        yearFrom: "2018",
        yearTo: "2022",
        override: "1",
        q: "  ABC123 ",
        after: "99",
      },
      SITES,
    );
    expect(parsed).toEqual({
      ok: true,
      filters: {
        site: "harbour-toyota",
        dealership: 3,
        location: 7,
        carType: "used",
        status: "sold",
        shown: "hidden",
        make: "toyota",
        model: "corolla",
        priceFrom: 10000,
        priceTo: 30000,
        yearFrom: 2018,
        yearTo: 2022,
        override: true,
        q: "ABC123",
        after: 99,
      },
    });
  });
  it("an empty query is the whole list", () => {
    const parsed = parseStockListQuery({}, SITES);
    expect(parsed.ok && parsed.filters.site === null && parsed.filters.override === false).toBe(true);
  });
  it("refuses a site not the member's, like one that does not exist, naming the field", () => {
    expect(parseStockListQuery({ site: "southern-cross-motors" }, SITES)).toEqual({
      ok: false,
      errors: [{ field: "site", message: "Site: choose one of your sites." }],
    });
  });
  it("refuses bad values, each naming its field, and a range the wrong way round", () => {
    const parsed = parseStockListQuery(
      {
        carType: "boat",
        status: "gone",
        priceFrom: "-5",
        yearFrom: "2022",
        yearTo: "2020",
        after: "x",
        q: "q".repeat(101),
      },
      SITES,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors.map((e) => e.field).sort()).toEqual(
        ["after", "carType", "priceFrom", "q", "status", "yearTo"].sort(),
      );
  });
  it("refuses a repeated value", () => {
    const parsed = parseStockListQuery({ status: ["sold", "in_stock"] }, SITES);
    expect(parsed.ok ? null : parsed.errors[0]!.message).toBe("Status: give one value only.");
  });
  it("writes a list URL with only the filters set, and the export's with its path", () => {
    expect(stockListHref({ q: "hilux", override: true, status: null, after: 5 })).toBe(
      "/stock?override=1&q=hilux&after=5",
    );
    expect(stockListHref({}, "/stock/export.csv")).toBe("/stock/export.csv");
  });
});

describe("days listed", () => {
  it("counts whole days since the car was listed, never below 0", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(daysListed(new Date("2026-11-28T01:00:00Z"), now)).toBe(0);
    expect(daysListed(new Date("2026-11-25T11:59:00Z"), now)).toBe(3);
    expect(daysListed(new Date("2026-11-29T00:00:00Z"), now)).toBe(0);
  });
});
