import { describe, expect, it } from "vitest";
import { daysInStock, rateCar, siteAverage } from "./car-rating";

const SITE = { views: 100, enquiriesPerView: 0.02 };
const car = (views: number, enquiries: number, days = 30) => ({ views, enquiries, daysInStock: days });

describe("a car's performance rating", () => {
  it("too new to judge: listed under 7 days ago, whatever its figures", () => {
    expect(rateCar(car(0, 0, 6), SITE).code).toBe("too_new");
    expect(rateCar(car(500, 0, 0), SITE).code).toBe("too_new");
  });

  it("many views, no enquiries: twice the site's average views or more and no lead or call => check the price", () => {
    expect(rateCar(car(200, 0), SITE)).toEqual({
      code: "many_views_no_enquiries",
      advice: "Many views, no enquiries: check the price",
    });
    expect(rateCar(car(199, 0), SITE).code).not.toBe("many_views_no_enquiries");
    expect(rateCar(car(300, 1), SITE).code).not.toBe("many_views_no_enquiries");
  });

  it("few views: half the site's average or fewer => check the photos and the first image", () => {
    expect(rateCar(car(50, 3), SITE)).toEqual({
      code: "few_views",
      advice: "Few views: check the photos and the first image",
    });
    expect(rateCar(car(51, 0), SITE).code).toBe("average");
  });

  it("long in stock: 60 days or more, when its views are neither many without enquiries nor few", () => {
    expect(rateCar(car(100, 5, 60), SITE).code).toBe("long_in_stock");
    expect(rateCar(car(100, 5, 59), SITE).code).toBe("performing");
    expect(rateCar(car(10, 0, 90), SITE).code).toBe("few_views");
  });

  it("performing well: more enquiries per view than the site as a whole; otherwise about average", () => {
    expect(rateCar(car(100, 3), SITE).code).toBe("performing");
    expect(rateCar(car(100, 2), SITE).code).toBe("average");
  });

  it("skips the view comparisons on a site whose cars had no views at all", () => {
    expect(rateCar(car(0, 0), { views: 0, enquiriesPerView: 0 }).code).toBe("average");
  });

  it("averages the site's views over its cars in stock, and enquiries per view over all their views", () => {
    expect(siteAverage([car(10, 1), car(30, 0), car(20, 2)])).toEqual({ views: 20, enquiriesPerView: 0.05 });
    expect(siteAverage([])).toEqual({ views: 0, enquiriesPerView: 0 });
  });

  it("counts whole days in stock", () => {
    const now = new Date("2026-11-21T02:00:00Z");
    expect(daysInStock(new Date("2026-11-20T03:00:00Z"), now)).toBe(0);
    expect(daysInStock(new Date("2026-10-22T02:00:00Z"), now)).toBe(30);
  });
});
