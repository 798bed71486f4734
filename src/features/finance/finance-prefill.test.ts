import { describe, expect, it } from "vitest";
import { financePrefill } from "./finance-prefill";

describe("finance page pre-fill", () => {
  it("reads preferredDealership, vehiclePriceBudget, car_id and car_type", () => {
    expect(financePrefill({ preferredDealership: "southern-cross-kia", vehiclePriceBudget: "$35,000", car_id: "2021-kia-ev6-scu10001", car_type: "used" })).toEqual({
      preferredDealership: "southern-cross-kia", vehiclePriceBudget: 35000, car_id: "2021-kia-ev6-scu10001", car_type: "used",
    });
  });
  it("drops each bad value on its own and keeps the good ones", () => {
    expect(financePrefill({ vehiclePriceBudget: "lots", car_type: "nearly-new", car_id: "<script>", preferredDealership: "ok-one" })).toEqual({ preferredDealership: "ok-one" });
    expect(financePrefill({})).toEqual({});
  });
});
