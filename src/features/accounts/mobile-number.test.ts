import { describe, expect, it } from "vitest";
import { australianMobile, localMobile } from "./mobile-number";

describe("sign-in takes an Australian mobile number", () => {
  it.each([
    ["0400 000 001", "+61400000001"],
    ["0412-345-678", "+61412345678"],
    ["+61 400 000 001", "+61400000001"],
    ["61400000001", "+61400000001"],
    [" (04) 0000 0001 ", "+61400000001"],
  ])("reads %j as %s", (input, expected) => {
    expect(australianMobile(input)).toBe(expected);
  });

  it.each(["(08) 5550 1234", "+64 21 123 4567", "0400 000 00", "0400 000 0011", "abc", "", "1300 555 000"])(
    "refuses %j",
    (input) => {
      expect(australianMobile(input)).toBeNull();
    },
  );

  it.each([
    "call 0412 000 000 please",
    "0412 000 000 please",
    "mobile: 0412000000",
    "0412 000 000 ext 5",
    "tel:0412000000",
  ])(
    "refuses a number with anything but digits, spaces, brackets, dashes, dots and a leading plus around it: %j",
    (input) => {
      expect(australianMobile(input)).toBeNull();
    },
  );

  it("refuses what is not text", () => {
    expect(australianMobile(400000001)).toBeNull();
    expect(australianMobile(null)).toBeNull();
  });

  it("shows a number back in the local form", () => {
    expect(localMobile("+61400000001")).toBe("0400 000 001");
  });
});

describe("every 04xx prefix is a mobile, allocated yet or not", () => {
  it("takes 0400 to 0499", () => {
    for (let ab = 0; ab < 100; ab++) {
      const prefix = String(ab).padStart(2, "0");
      expect(australianMobile(`04${prefix} 000 123`)).toBe(`+614${prefix}000123`);
    }
  });
});
