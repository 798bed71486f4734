import { describe, expect, it } from "vitest";
import { modelSteps, searchSteps, vehicleSteps } from "./breadcrumb-steps";

const LISTING = "/search/new-used-and-demo-cars";

describe("breadcrumb trails (BreadcrumbList on vehicle, model and search pages)", () => {
  it("a vehicle page: Home / Stock / its title, as the visible breadcrumb", () => {
    expect(vehicleSteps(LISTING, "2021 Toyota RAV4 GXL", "/cars/2021-toyota-rav4-gxl-htu1")).toEqual([
      { name: "Home", path: "/" },
      { name: "Stock", path: LISTING },
      { name: "2021 Toyota RAV4 GXL", path: "/cars/2021-toyota-rav4-gxl-htu1" },
    ]);
  });
  it("a model page and its accessories", () => {
    const model = { name: "RAV4", manufacturer: { name: "Toyota" }, path: "/models/toyota-rav4", slug: "rav4" };
    expect(modelSteps(model, "page").map((s) => s.name)).toEqual(["Home", "Models", "Toyota RAV4"]);
    expect(modelSteps(model, "accessories").at(-1)).toEqual({ name: "Accessories", path: "/rav4/accessories" });
  });
  it("a search page: the listing alone, make and model steps, or a condition or body page's title", () => {
    expect(searchSteps(LISTING, LISTING, "New, Used and Demo Cars", {}, {})).toHaveLength(2);
    expect(
      searchSteps(
        LISTING,
        "/search/toyota/rav4",
        "Toyota RAV4 Cars for sale",
        { makeSlug: "toyota", modelSlug: "rav4" },
        { make: "Toyota", model: "RAV4" },
      ),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Stock", path: LISTING },
      { name: "Toyota", path: "/search/toyota" },
      { name: "RAV4", path: "/search/toyota/rav4" },
    ]);
    expect(searchSteps(LISTING, "/search/suv", "SUVs for sale", {}, {}).at(-1)).toEqual({
      name: "SUVs for sale",
      path: "/search/suv",
    });
  });
});
