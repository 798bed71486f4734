import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEALERSHIP_NAME,
  DEFAULT_FIRST_NAME,
  FEEDBACK_NAME_MAX,
  reviewFeedbackNames,
  reviewLink,
  thankedDealership,
} from "./review-feedback";

describe("review feedback: first_name and dealership_name fall back to defaults", () => {
  it("uses the spec's defaults when the query names nobody", () => {
    expect(reviewFeedbackNames({})).toEqual({ firstName: "Valued Customer", dealershipName: "Our Dealership" });
    expect(DEFAULT_FIRST_NAME).toBe("Valued Customer");
    expect(DEFAULT_DEALERSHIP_NAME).toBe("Our Dealership");
  });

  it("reads both names from the query string", () => {
    expect(reviewFeedbackNames({ first_name: "Aroha", dealership_name: "Harbour Toyota" })).toEqual({
      firstName: "Aroha",
      dealershipName: "Harbour Toyota",
    });
  });

  it("treats an empty or blank value as missing, and takes the first of a repeated one", () => {
    expect(reviewFeedbackNames({ first_name: "   ", dealership_name: "" })).toEqual({
      firstName: DEFAULT_FIRST_NAME,
      dealershipName: DEFAULT_DEALERSHIP_NAME,
    });
    expect(reviewFeedbackNames({ first_name: ["Sam", "Alex"] }).firstName).toBe("Sam");
  });

  it("keeps markup as plain text, drops control characters and collapses spaces", () => {
    expect(reviewFeedbackNames({ first_name: "<b>Jo</b>\u0000\n  Smith" }).firstName).toBe("<b>Jo</b> Smith");
  });

  it(`cuts a name to ${FEEDBACK_NAME_MAX} characters`, () => {
    expect(reviewFeedbackNames({ first_name: "x".repeat(500) }).firstName).toHaveLength(60);
  });
});

describe("review feedback: 'I had a great experience' leads to the review page of the dealership it thanks", () => {
  const at = (name: string, dealershipName: string, primary: boolean, reviewUrl: string | null) => ({
    name,
    dealershipName,
    primary,
    reviewUrl,
  });
  const southern = [
    at("Southern Cross Toyota", "Southern Cross Toyota", true, "https://example.com/toyota"),
    at("Southern Cross Kia Service", "Southern Cross Kia", false, "https://example.com/kia-service"),
    at("Southern Cross Kia", "Southern Cross Kia", true, "https://example.com/kia"),
    at("Southern Cross Mazda", "Southern Cross Mazda", true, null),
  ];
  it("thanking Southern Cross Kia, links to Kia's review page, not the site's primary location's", () => {
    expect(reviewLink(southern, "Southern Cross Kia")).toBe("https://example.com/kia");
    expect(reviewLink(southern, "southern cross  kia")).toBe("https://example.com/kia");
  });
  it("a location's own name leads to that location's review page", () => {
    expect(reviewLink(southern, "Southern Cross Kia Service")).toBe("https://example.com/kia-service");
  });
  it("hides the button for a dealership with no review page, or a name that is none of the site's", () => {
    expect(reviewLink(southern, "Southern Cross Mazda")).toBeNull();
    expect(reviewLink(southern, "Bayside Ford")).toBeNull();
  });
  it("thanking nobody by name ('Our Dealership'), takes the primary location's link, else the first by name", () => {
    expect(thankedDealership({})).toBeNull();
    expect(thankedDealership({ dealership_name: "Southern Cross Kia" })).toBe("Southern Cross Kia");
    expect(
      reviewLink([at("A", "D", false, "https://example.com/a"), at("B", "D", true, "https://example.com/b")], null),
    ).toBe("https://example.com/b");
    expect(
      reviewLink(
        [
          at("Zed", "D", false, "https://example.com/z"),
          at("B", "D", true, null),
          at("Abe", "D", false, "https://example.com/a"),
        ],
        null,
      ),
    ).toBe("https://example.com/a");
    expect(reviewLink([at("A", "D", true, null)], null)).toBeNull();
    expect(reviewLink([], null)).toBeNull();
  });
});
