import { describe, expect, it } from "vitest";
import { filterSummary } from "./filter-summary";
import { savedSearchFilters } from "./saved-search-rules";

const summary = (href: string, names?: { make?: string; model?: string }) => {
  const filters = savedSearchFilters(href);
  if (!filters) throw new Error(`not a search: ${href}`);
  return filterSummary(filters, names);
};

describe("the saved search's filters in words", () => {
  it("reads condition, make and a price ceiling as 'Used · Toyota · under $30,000'", () => {
    expect(summary("/search/used-cars?make=Toyota&price=:30000")).toBe("Used · Toyota · under $30,000");
  });

  it("names the path's make and model as the stock names them, else by their slug", () => {
    expect(summary("/search/toyota/rav4", { make: "Toyota", model: "RAV4" })).toBe("Toyota RAV4");
    expect(summary("/search/toyota/rav4")).toBe("toyota rav4");
  });

  it("joins several values of one filter with 'or', and make_model as make and model", () => {
    expect(summary("/search?car_type=new&car_type=demo&make_model=Kia+>+Sportage&fuel=Hybrid&fuel=Electric")).toBe(
      "New or Demo · Kia Sportage · Hybrid or Electric",
    );
  });

  it("reads ranges from either end: from, under and between; years as newer and older", () => {
    expect(summary("/search?price=10000:")).toBe("from $10,000");
    expect(summary("/search?price=10000:25000&km=:50000&year=2018:")).toBe(
      "$10,000 to $25,000 · under 50,000 km · 2018 or newer",
    );
    expect(summary("/search?year=:2015")).toBe("2015 or older");
    expect(summary("/search?weekly_price_range=:200")).toBe("under $200 a week");
  });

  it("names body types, seats, the keyword and certification", () => {
    expect(summary("/search/suv?seats=7&query=towbar&certified=true")).toBe("SUV · “towbar” · 7 seats · Certified");
  });

  it("leaves the sort out (it is not a filter) and calls a search of everything 'All vehicles'", () => {
    expect(summary("/search?sortBy=price-asc")).toBe("All vehicles");
  });
});
