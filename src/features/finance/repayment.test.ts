import { describe, expect, it } from "vitest";
import { annuityRepayment } from "./repayment";

describe("annuity repayment", () => {
  it("repays $30,000 over 5 years monthly at 12.94% with the standard formula", () => {
    // 30000 * r / (1 - (1+r)^-60), r = 0.1294/12
    expect(annuityRepayment(30000, 12.94, 60, 12)).toBeCloseTo(681.67, 2);
  });
  it("a balloon lowers the repayment by its present value", () => {
    const without = annuityRepayment(30000, 10, 60, 12);
    const withBalloon = annuityRepayment(30000, 10, 60, 12, 9000);
    expect(withBalloon).toBeLessThan(without);
    expect(withBalloon).toBeCloseTo(521.19, 2);
  });
  it("divides evenly when the rate is zero", () => {
    expect(annuityRepayment(12000, 0, 24, 12)).toBe(500);
  });
  it("rejects a term with no periods", () => {
    expect(() => annuityRepayment(1000, 5, 0, 12)).toThrow(RangeError);
  });
});
