import { describe, expect, it } from "vitest";
import { isListed } from "./default-stock-filter";

const now = new Date("2026-11-21T00:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe("default stock filter", () => {
  it("lists in_stock and coming_soon cars shown on the dealer website", () => {
    expect(isListed({ status: "in_stock", soldAt: null, showOnDealerWebsite: true }, 3, now)).toBe(true);
    expect(isListed({ status: "coming_soon", soldAt: null, showOnDealerWebsite: true }, 3, now)).toBe(true);
  });
  it("hides any car not shown on the dealer website", () => {
    expect(isListed({ status: "in_stock", soldAt: null, showOnDealerWebsite: false }, 3, now)).toBe(false);
  });
  it("keeps sold cars for include_sold_cars_days days (3 by default)", () => {
    expect(isListed({ status: "sold", soldAt: hoursAgo(71), showOnDealerWebsite: true }, 3, now)).toBe(true);
    expect(isListed({ status: "sold", soldAt: hoursAgo(73), showOnDealerWebsite: true }, 3, now)).toBe(false);
    expect(isListed({ status: "sold", soldAt: hoursAgo(95), showOnDealerWebsite: true }, 4, now)).toBe(true);
  });
  it("hides sold cars at once when the site keeps them 0 days", () => {
    expect(isListed({ status: "sold", soldAt: hoursAgo(0.1), showOnDealerWebsite: true }, 0, now)).toBe(false);
  });
  it("hides a sold car with no sold date", () => {
    expect(isListed({ status: "sold", soldAt: null, showOnDealerWebsite: true }, 3, now)).toBe(false);
  });
});
