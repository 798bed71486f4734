import { describe, expect, it } from "vitest";
import { fromWeekly, homeTemplate, PRICE_BANDS, rangeStrip, serviceBookingLink, topCounts } from "./home-composition";

describe("home compositions", () => {
  it("gives each known template its own home and an unknown one the franchise's", () => {
    expect(homeTemplate("supermarket")).toBe("supermarket");
    expect(homeTemplate("dealer-group")).toBe("dealer-group");
    expect(homeTemplate("boutique")).toBe("franchise");
  });

  it("quotes a band's finance from its lowest known weekly repayment, none when no car has one", () => {
    expect(fromWeekly([120, null, 95, 0])).toBe(95);
    expect(fromWeekly([null, null])).toBeNull();
    expect(fromWeekly([])).toBeNull();
  });

  it("has price bands that meet without overlapping, from nothing to no limit", () => {
    expect(PRICE_BANDS[0]!.min).toBeNull();
    expect(PRICE_BANDS.at(-1)!.max).toBeNull();
    for (let i = 1; i < PRICE_BANDS.length; i++) expect(PRICE_BANDS[i]!.min).toBe(PRICE_BANDS[i - 1]!.max! + 1);
  });

  it("lists body counts largest first, leaving out empty ones", () => {
    expect(topCounts({ suv: 3, ute: 9, van: 0, sedan: 3 }, 3)).toEqual([
      { value: "ute", count: 9 },
      { value: "sedan", count: 3 },
      { value: "suv", count: 3 },
    ]);
    expect(topCounts(undefined, 3)).toEqual([]);
  });

  it("strips the range to models on sale, then coming soon, never discontinued", () => {
    const m = (slug: string, status: string) => ({ slug, status });
    const strip = rangeStrip([m("a", "coming_soon"), m("b", "discontinued"), m("c", "available")]);
    expect(strip.map((x) => x.slug)).toEqual(["c", "a"]);
  });
});

describe("the franchise's service call to action", () => {
  it("books through the menu's service booking link, nested or not; none without one", () => {
    const menu = [
      { label: "Home", href: "/" },
      {
        label: "Service",
        children: [{ label: "Online Service Booking", href: "/genuine-service", baseDomainPath: "/service/booking" }],
      },
    ];
    expect(serviceBookingLink(menu)).toEqual({ href: "/genuine-service", baseDomainPath: "/service/booking" });
    expect(serviceBookingLink([{ label: "Home", href: "/" }])).toBeNull();
  });
});
