import { describe, expect, it } from "vitest";
import { COUNT_CAP, displayedCount } from "./count-display";

describe("result count display", () => {
  it("shows a count of 1999 or less as it is", () => {
    expect(displayedCount(COUNT_CAP, 5000, { new: 10 })).toBe(1999);
    expect(displayedCount(0, 5000, null)).toBe(0);
  });
  it("replaces a count above 1999 with the site's configured stock count", () => {
    expect(displayedCount(2000, 3500, { new: 1000, used: 1500 })).toBe(3500);
  });
  it("replaces a count above 1999 with the sum of facet counts when no stock count is configured", () => {
    expect(displayedCount(2000, null, { new: 1000, used: 1500, demo: 20 })).toBe(2520);
  });
  it("adds only the chosen values of a facet the shopper filtered on, whose counts include the others (disjunctive)", () => {
    expect(displayedCount(2100, null, { new: 1000, used: 2100, demo: 20 }, ["used"])).toBe(2100);
    expect(displayedCount(2200, null, { new: 1000, used: 2100, demo: 100 }, ["used", "demo"])).toBe(2200);
  });
  it("keeps a count above 1999 when there is neither a configured stock count nor facet counts", () => {
    expect(displayedCount(2000, null, null)).toBe(2000);
    expect(displayedCount(2000, null, {})).toBe(2000);
  });
});
