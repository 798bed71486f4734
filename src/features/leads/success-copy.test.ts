import { describe, expect, it } from "vitest";
import { successCopy } from "./success-copy";

describe("success page by category", () => {
  it("thanks the shopper for what they asked for", () => {
    expect(successCopy("Test Drive").heading).toBe("Your test drive request is in");
    expect(successCopy("Finance Enquiry").heading).toMatch(/finance enquiry/);
    expect(successCopy("Trade-In").heading).toMatch(/valuation/);
  });
  it("falls back to a general thank-you for other or unknown categories", () => {
    expect(successCopy("General Enquiry").heading).toBe("Thank you for your enquiry");
    expect(successCopy(undefined).heading).toBe("Thank you for your enquiry");
    expect(successCopy("<script>").heading).toBe("Thank you for your enquiry");
  });
});
