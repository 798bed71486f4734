import { describe, expect, it } from "vitest";
import { maskPhone } from "./phone-reveal";

describe("phone masking", () => {
  it("keeps the first 5 characters and hides the rest with X, keeping spaces and length", () => {
    expect(maskPhone("(08) 5550 1200")).toBe("(08) XXXX XXXX");
    expect(maskPhone("(08) 5550 1200")).toHaveLength("(08) 5550 1200".length);
    expect(maskPhone("0412 000 678")).toBe("0412 XXX XXX");
    expect(maskPhone("+61 8 5550 1200")).toBe("+61 8 XXXX XXXX");
  });
  it("hides every non-space character after the first 5, not only digits", () => {
    expect(maskPhone("1300-123-456")).toBe("1300-XXXXXXX");
  });
  it("trims surrounding whitespace so it cannot use up the visible characters", () => {
    expect(maskPhone("  (08) 5550 1200 ")).toBe("(08) XXXX XXXX");
  });
  it("leaves a number of 5 characters or fewer as it is", () => {
    expect(maskPhone("000")).toBe("000");
    expect(maskPhone("")).toBe("");
  });
});
