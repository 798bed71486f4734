import { describe, expect, it } from "vitest";
import { PROTOTYPE_NAMES } from "@/features/search";
import { financePrefill } from "./finance-prefill";

describe("finance page pre-fill", () => {
  it("reads preferredDealership, vehiclePriceBudget, car_id and car_type", () => {
    expect(
      financePrefill({
        preferredDealership: "southern-cross-kia",
        vehiclePriceBudget: "$35,000",
        car_id: "2021-kia-ev6-scu10001",
        car_type: "used",
      }),
    ).toEqual({
      preferredDealership: "southern-cross-kia",
      vehiclePriceBudget: 35000,
      car_id: "2021-kia-ev6-scu10001",
      car_type: "used",
    });
  });
  it("drops each bad value on its own and keeps the good ones", () => {
    expect(
      financePrefill({
        vehiclePriceBudget: "lots",
        car_type: "nearly-new",
        car_id: "<script>",
        preferredDealership: "ok-one",
      }),
    ).toEqual({ preferredDealership: "ok-one" });
    expect(financePrefill({})).toEqual({});
  });
  it("drops a car_id that is no car slug (NUL, a lone surrogate, too long) and any prototype-named car_type, before the car is looked up", () => {
    for (const car_id of ["\u0000", "a\u0000b", "\ud800", "a".repeat(201), "A-B", "a--b"])
      expect(financePrefill({ car_id })).toEqual({});
    for (const name of PROTOTYPE_NAMES) {
      expect(
        financePrefill({ car_type: name, preferredDealership: name === "constructor" ? name : undefined }),
      ).toEqual(name === "constructor" ? { preferredDealership: name } : {});
    }
  });
});
