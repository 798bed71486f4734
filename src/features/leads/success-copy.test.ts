import { describe, expect, it } from "vitest";
import { ENQUIRY_CATEGORIES } from "./enquiry-schema";
import { LEAD_FORM_KINDS } from "./forms/form-kinds";
import { LEAD_FORMS } from "./forms/lead-forms";
import { ALL_RULES_ON, VALID_FORMS } from "./testing/valid-forms";
import { GENERAL_SUCCESS_COPY, successCategory, successCopy } from "./success-copy";

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
  it("never finds an object's own properties by name (constructor, __proto__, toString)", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype"])
      expect(successCopy(name)).toBe(GENERAL_SUCCESS_COPY);
  });
});

describe("successCategory", () => {
  it("keeps every category a form files a lead under", () => {
    for (const c of ENQUIRY_CATEGORIES) expect(successCategory(c)).toBe(c);
    for (const kind of LEAD_FORM_KINDS) {
      const parsed = LEAD_FORMS[kind].parse(VALID_FORMS[kind], ALL_RULES_ON);
      if (!parsed.ok) throw new Error(`${kind} should be valid: ${JSON.stringify(parsed.error)}`);
      const { category } = parsed.value.lead({ similarCar: false, offerName: null, formatSlot: String });
      expect(successCategory(category), kind).toBe(category);
    }
  });
  it("reports anything else as General Enquiry", () => {
    for (const c of ["", "constructor", "__proto__", "<script>", "test drive", "Call"])
      expect(successCategory(c)).toBe("General Enquiry");
  });
});
