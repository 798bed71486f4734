import { describe, expect, it } from "vitest";
import {
  enquiryDefaults,
  isAustralianMobile,
  leadEventId,
  normaliseCategory,
  offerAmountSchema,
  postcodeSchema,
} from "./enquiry-schema";
import { enquirySchema } from "./forms/enquiry";
import { SIMILAR_MESSAGE, SIMILAR_SUBCATEGORY, TERMS_MESSAGE } from "./lead-messages";

const base = {
  name: "Jo Citizen",
  email: "jo@example.com",
  phone: "0412 000 123",
  message: "Is it available?",
  terms_conditions: "on",
};
const strict = enquirySchema({ messageRequired: true, locationRequired: false, dealershipRequired: false });
const problems = (result: ReturnType<typeof strict.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));

describe("enquiry form rules", () => {
  it("accepts a complete enquiry, defaulting the category to General Enquiry and opt-in to true", () => {
    const result = strict.safeParse(base);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      category: "General Enquiry",
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: false,
      terms_conditions: true,
    });
  });
  it("requires agreeing to the terms with the spec's message", () => {
    expect(problems(strict.safeParse({ ...base, terms_conditions: undefined }))).toEqual({
      terms_conditions: TERMS_MESSAGE,
    });
  });
  it("requires the message unless the brand relaxes it", () => {
    expect(problems(strict.safeParse({ ...base, message: "" }))).toEqual({ message: "Please enter a message" });
    expect(
      enquirySchema({ messageRequired: false, locationRequired: false, dealershipRequired: false }).safeParse({
        ...base,
        message: "",
      }).success,
    ).toBe(true);
  });
  it("requires the location and preferred-dealership selects only when the rules say", () => {
    const both = enquirySchema({ messageRequired: true, locationRequired: true, dealershipRequired: true });
    expect(problems(both.safeParse(base))).toEqual({
      location: "Please choose a location",
      dealership_slug: "Please choose your preferred dealership",
    });
    expect(both.safeParse({ ...base, location: "fremantle-sales", dealership_slug: "harbour-toyota" }).success).toBe(
      true,
    );
  });
  it("validates Australian mobile numbers", () => {
    expect(isAustralianMobile("0412 000 123")).toBe(true);
    expect(isAustralianMobile("+61 412 000 123")).toBe(true);
    expect(isAustralianMobile("(08) 5550 1200")).toBe(false); // a landline
    expect(isAustralianMobile("12345")).toBe(false);
    expect(problems(strict.safeParse({ ...base, phone: "call me" }))).toEqual({
      phone: "Please enter a valid Australian mobile number",
    });
  });
  it("gives a missing required field its own message, not a generic one", () => {
    expect(problems(strict.safeParse({ terms_conditions: "on" }))).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid e-mail address",
      phone: "Please enter a valid Australian mobile number",
      message: "Please enter a message",
    });
  });
  it("names each bad field with its own message and rejects unknown fields", () => {
    const result = strict.safeParse({ ...base, name: "", email: "not-an-email", Rego: "<script>", extra: "x" });
    expect(problems(result)).toMatchObject({
      name: "Please enter your name",
      email: "Please enter a valid e-mail address",
      Rego: "Please enter a valid registration",
    });
    expect(result.success).toBe(false);
  });
  it("re-categorises careers enquiries to General Enquiry / Career Enquiry", () => {
    expect(normaliseCategory("Careers", null)).toEqual({ category: "General Enquiry", subcategory: "Career Enquiry" });
    expect(normaliseCategory("Finance Enquiry", "x")).toEqual({ category: "Finance Enquiry", subcategory: "x" });
  });
  it("sends the spec's event ids: 22 default, 17 Test Drive Only, 15 used, 14 otherwise, 51, 19, 48, 18, 25", () => {
    expect(leadEventId({ category: "General Enquiry" })).toBe(22);
    expect(leadEventId({ category: "Vehicle Enquiry", car: { carType: "demo", tag: "Test Drive Only" } })).toBe(17);
    expect(leadEventId({ category: "Vehicle Enquiry", car: { carType: "used", tag: null } })).toBe(15);
    expect(leadEventId({ category: "Vehicle Enquiry", car: { carType: "new", tag: null } })).toBe(14);
    expect(leadEventId({ category: "General Enquiry", subcategory: "Career Enquiry" })).toBe(51);
    expect(leadEventId({ category: "Fleet" })).toBe(19);
    expect(leadEventId({ category: "Test Drive", car: { carType: "new", tag: null } })).toBe(48);
    expect(leadEventId({ category: "Test Drive", car: { carType: "demo", tag: "Test Drive Only" } })).toBe(17);
    expect(leadEventId({ category: "Trade-In" })).toBe(18);
    expect(leadEventId({ category: "Call" })).toBe(25);
  });
  it("fills car-context defaults, asking for something similar when the car does not qualify", () => {
    const car = {
      id: 7,
      stocknum: "HTU1",
      make: "Toyota",
      model: "RAV4",
      carType: "used",
      status: "sold",
      dealershipSlug: "harbour-toyota",
      manufacturerSlug: "toyota",
    };
    expect(enquiryDefaults(car, true)).toMatchObject({
      stock_number: "HTU1",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "RAV4",
      car_id: 7,
      vehicle_status: "sold",
      opt_in: true,
    });
    expect(enquiryDefaults(car, true)).not.toHaveProperty("message");
    expect(enquiryDefaults(car, false)).toMatchObject({ message: SIMILAR_MESSAGE, subcategory: SIMILAR_SUBCATEGORY });
  });
  it("needs a postcode of exactly 4 digits", () => {
    expect(postcodeSchema.safeParse("6160").success).toBe(true);
    for (const bad of ["616", "61600", "61a0", ""])
      expect(postcodeSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        "Invalid postcode. Please enter a 4-digit number.",
      );
  });
  it("needs an offer as a currency amount", () => {
    expect(offerAmountSchema.parse("$25,000")).toBe(25000);
    expect(offerAmountSchema.parse("24999.50")).toBe(24999.5);
    expect(offerAmountSchema.safeParse("lots").success).toBe(false);
    expect(offerAmountSchema.safeParse(undefined).success).toBe(false);
  });
});
