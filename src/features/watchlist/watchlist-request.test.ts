import { describe, expect, it } from "vitest";
import { isShoppersPhone, watchlistCallBody } from "./watchlist-request";

const errors = (body: unknown) => {
  const parsed = watchlistCallBody.safeParse(body);
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the save-car and remove-car body (phone_number, car_id)", () => {
  it("takes the phone in E.164 or the local form, and the car id as a number or its digits", () => {
    expect(watchlistCallBody.parse({ phone_number: "0400 000 123", car_id: 42 })).toEqual({
      phone_number: "+61400000123",
      car_id: 42,
    });
    expect(watchlistCallBody.parse({ phone_number: "+61400000123", car_id: "42" })).toEqual({
      phone_number: "+61400000123",
      car_id: 42,
    });
  });
  it("names the phone number when it is missing or not an Australian mobile", () => {
    for (const phone of [undefined, null, 400000123, "", "abc", "08 5550 1234", "+1 202 555 0100", "0".repeat(40)])
      expect(errors({ phone_number: phone, car_id: 1 })).toEqual({
        phone_number: "must be an Australian mobile number",
      });
  });
  it("names the car id when it is missing, not a whole positive number, or beyond any id", () => {
    for (const id of [undefined, null, "", "abc", 0, -1, 1.5, "1e3", 2_147_483_648, [1], { id: 1 }])
      expect(Object.keys(errors({ phone_number: "0400000123", car_id: id }) ?? {})).toEqual(["car_id"]);
  });
  it("refuses fields it does not know, and a body that is not an object", () => {
    expect(errors({ phone_number: "0400000123", car_id: 1, user_id: "someone-else" })).toHaveProperty("");
    expect(errors([])).not.toBeNull();
    expect(errors(null)).not.toBeNull();
  });
});

describe("the phone must be the session's", () => {
  it("matches the session's number whichever way either is written", () => {
    expect(isShoppersPhone("+61400000123", "+61400000123")).toBe(true);
    expect(isShoppersPhone("+61400000123", "0400 000 123")).toBe(true);
    expect(isShoppersPhone("+61400000124", "+61400000123")).toBe(false);
  });
});
