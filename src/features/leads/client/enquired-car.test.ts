import { describe, expect, it } from "vitest";
import { enquiredCarFrom } from "./enquired-car";

const carFields = {
  car_id: "42",
  stock_number: "HTU1",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "RAV4",
  car_type: "used",
  name: "Jo Citizen",
  message: "Is it still available?",
};

describe("the enquired car kept on the device", () => {
  it("keeps the car a lead was about, from the form's car fields only", () => {
    expect(enquiredCarFrom(carFields)).toEqual({
      id: 42,
      stocknum: "HTU1",
      make: "Toyota",
      model: "RAV4",
      car_type: "used",
    });
  });
  it("keeps nothing for a lead about no car, or a car id that is not one", () => {
    for (const car_id of [undefined, "", "0", "-1", "1.5", "abc", "99999999999"])
      expect(enquiredCarFrom({ ...carFields, car_id: car_id as string })).toBeNull();
  });
});
