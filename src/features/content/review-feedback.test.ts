import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEALERSHIP_NAME,
  DEFAULT_FIRST_NAME,
  FEEDBACK_NAME_MAX,
  reviewFeedbackNames,
  reviewLink,
} from "./review-feedback";

describe("review feedback: first_name and dealership_name fall back to defaults (dealer-configuration.md §5)", () => {
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

describe("review feedback: 'I had a great experience' leads to the dealership's review page", () => {
  const at = (name: string, primary: boolean, reviewUrl: string | null) => ({ name, primary, reviewUrl });
  it("takes the primary location's review link", () => {
    expect(reviewLink([at("A", false, "https://example.com/a"), at("B", true, "https://example.com/b")])).toBe(
      "https://example.com/b",
    );
  });
  it("else the first location by name that has one", () => {
    expect(
      reviewLink([
        at("Zed", false, "https://example.com/z"),
        at("B", true, null),
        at("Abe", false, "https://example.com/a"),
      ]),
    ).toBe("https://example.com/a");
  });
  it("is null (the button is hidden) when no location has a review link", () => {
    expect(reviewLink([at("A", true, null)])).toBeNull();
    expect(reviewLink([])).toBeNull();
  });
});
