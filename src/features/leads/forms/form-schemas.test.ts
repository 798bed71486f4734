import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TERMS_MESSAGE } from "@/features/leads/lead-messages";
import { LEAD_FORM_KINDS, type LeadFormKind, type LeadFormRules } from "./form-kinds";
import { leadFormSchema, stepSchema } from "./lead-forms";
import { PHOTO_REQUEST_TEXT } from "./request-photos";
import { fieldErrors } from "./schema-parts";
import { TEST_DRIVE_STEPS, TEST_DRIVE_TERMS_MESSAGE } from "./test-drive";
import { ALL_RULES_ON as ALL_ON, VALID_FORMS as VALID } from "@/features/leads/testing/valid-forms";

const contact = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 000 123", terms_conditions: "on" };
const ALL_OFF: LeadFormRules = {
  messageRequired: false,
  locationRequired: false,
  dealershipRequired: false,
  testDriveTerms: false,
};

const schema = (kind: LeadFormKind, rules: LeadFormRules = ALL_ON) => leadFormSchema(kind, rules);
/** field -> first message (via fieldErrors), or {} when the input is valid. */
function errorsOf(
  kind: LeadFormKind,
  input: Record<string, unknown>,
  rules: LeadFormRules = ALL_ON,
): Record<string, string> {
  const result = schema(kind, rules).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
function dataOf(
  kind: LeadFormKind,
  input: Record<string, unknown>,
  rules: LeadFormRules = ALL_ON,
): Record<string, unknown> {
  const result = schema(kind, rules).safeParse(input);
  if (!result.success) throw new Error(`expected ${kind} to pass: ${JSON.stringify(fieldErrors(result.error))}`);
  return result.data as Record<string, unknown>;
}
const without = (input: Record<string, string>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(input).filter(([k]) => !keys.includes(k)));

describe("every lead form", () => {
  it.each(LEAD_FORM_KINDS)("accepts a complete valid %s submission with every rule on", (kind) => {
    expect(errorsOf(kind, VALID[kind])).toEqual({});
  });

  it.each(LEAD_FORM_KINDS)("shares the contact field rules and their messages (%s)", (kind) => {
    expect(errorsOf(kind, { ...VALID[kind], name: "  " })).toEqual({ name: "Please enter your name" });
    expect(errorsOf(kind, { ...VALID[kind], email: "not-an-email" })).toEqual({
      email: "Please enter a valid e-mail address",
    });
    expect(errorsOf(kind, { ...VALID[kind], phone: "(08) 5550 1200" })).toEqual({
      phone: "Please enter a valid Australian mobile number",
    });
    // The customer feedback survey asks for a phone number only if the customer wants to give one.
    const phoneOptional = kind === "customer-feedback";
    expect(errorsOf(kind, without(VALID[kind], "name", "email", "phone"))).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid e-mail address",
      ...(phoneOptional ? {} : { phone: "Please enter a valid Australian mobile number" }),
    });
  });

  it("customer feedback survey: the phone is optional, the rating is 1-5 and what went wrong is required", () => {
    const valid = VALID["customer-feedback"];
    expect(errorsOf("customer-feedback", { ...valid, phone: "" })).toEqual({});
    expect(errorsOf("customer-feedback", { ...valid, rating: "6" })).toEqual({
      rating: "Please choose a rating from 1 to 5",
    });
    expect(errorsOf("customer-feedback", without(valid, "rating", "message"))).toEqual({
      rating: "Please choose a rating from 1 to 5",
      message: "Please tell us what went wrong",
    });
  });

  it.each(LEAD_FORM_KINDS)("requires agreeing to the terms of use with the spec's message (%s)", (kind) => {
    expect(errorsOf(kind, without(VALID[kind], "terms_conditions"))).toEqual({ terms_conditions: TERMS_MESSAGE });
    expect(errorsOf(kind, { ...VALID[kind], terms_conditions: "false" })).toEqual({ terms_conditions: TERMS_MESSAGE });
  });

  it.each(LEAD_FORM_KINDS)("defaults opt_in to true and reads checkbox text as booleans (%s)", (kind) => {
    expect(dataOf(kind, VALID[kind])).toMatchObject({ opt_in: true, terms_conditions: true });
    expect(dataOf(kind, { ...VALID[kind], opt_in: "false" })).toMatchObject({ opt_in: false });
  });

  it.each(LEAD_FORM_KINDS)(
    "is strict: an unknown field is rejected as 'Unknown field: ...' under key 'form' (%s)",
    (kind) => {
      expect(errorsOf(kind, { ...VALID[kind], hacked: "1" })).toEqual({ form: "Unknown field: hacked" });
      expect(errorsOf(kind, { ...VALID[kind], a: "1", b: "2" })).toEqual({ form: "Unknown field: a, b" });
    },
  );
});

describe("enquiry form", () => {
  it("is the enquiry schema: message, location and dealership required per rules", () => {
    expect(errorsOf("enquiry", without(VALID.enquiry, "message", "location", "dealership_slug"))).toEqual({
      message: "Please enter a message",
      location: "Please choose a location",
      dealership_slug: "Please choose your preferred dealership",
    });
    expect(errorsOf("enquiry", without(VALID.enquiry, "message", "location", "dealership_slug"), ALL_OFF)).toEqual({});
  });
  it("requires the category to be one of the spec's categories", () => {
    expect(errorsOf("enquiry", { ...VALID.enquiry, category: "Complaints" })).toEqual({
      category: "Please choose a category",
    });
    expect(dataOf("enquiry", without(VALID.enquiry, "category"))).toMatchObject({ category: "General Enquiry" });
  });
});

describe("test-drive form", () => {
  it("requires the location and dealership only when the rules say", () => {
    expect(errorsOf("test-drive", without(VALID["test-drive"], "location", "dealership_slug"))).toEqual({
      location: "Please choose a location",
      dealership_slug: "Please choose your preferred dealership",
    });
    expect(
      errorsOf("test-drive", without(VALID["test-drive"], "location", "dealership_slug", "terms_agreed"), ALL_OFF),
    ).toEqual({});
  });
  it("needs dateTime as YYYY-MM-DDTHH:MM (or empty for any time)", () => {
    expect(dataOf("test-drive", VALID["test-drive"])).toMatchObject({ dateTime: "2025-03-01T10:30" });
    expect(errorsOf("test-drive", { ...VALID["test-drive"], dateTime: "" })).toEqual({});
    expect(errorsOf("test-drive", without(VALID["test-drive"], "dateTime"))).toEqual({});
    for (const bad of ["2025-03-01 10:30", "tomorrow", "2025-3-1T10:30", "2025-03-01T10:30:00"]) {
      expect(errorsOf("test-drive", { ...VALID["test-drive"], dateTime: bad })).toEqual({
        dateTime: "Please choose a time from the list",
      });
    }
  });
  it("requires accepting the test drive terms only when rules.testDriveTerms", () => {
    expect(errorsOf("test-drive", without(VALID["test-drive"], "terms_agreed"))).toEqual({
      terms_agreed: TEST_DRIVE_TERMS_MESSAGE,
    });
    expect(errorsOf("test-drive", { ...VALID["test-drive"], terms_agreed: "" })).toEqual({
      terms_agreed: TEST_DRIVE_TERMS_MESSAGE,
    });
    expect(dataOf("test-drive", VALID["test-drive"])).toMatchObject({ terms_agreed: true });
    const noTerms = { ...ALL_ON, testDriveTerms: false };
    expect(errorsOf("test-drive", without(VALID["test-drive"], "terms_agreed"), noTerms)).toEqual({});
    // without the rule the field does not exist, so sending it is an unknown field
    expect(errorsOf("test-drive", VALID["test-drive"], noTerms)).toEqual({ form: "Unknown field: terms_agreed" });
  });
  it("takes an optional car_id that must be a positive whole number", () => {
    expect(dataOf("test-drive", VALID["test-drive"])).toMatchObject({ car_id: 7 });
    expect(errorsOf("test-drive", without(VALID["test-drive"], "car_id"))).toEqual({});
    expect(errorsOf("test-drive", { ...VALID["test-drive"], car_id: "abc" })).toEqual({ car_id: "Unknown car" });
  });
});

describe("make-an-offer form", () => {
  it("requires the offer with 'Please enter your offer' when it is missing", () => {
    expect(errorsOf("make-an-offer", without(VALID["make-an-offer"], "offer_from_client"))).toEqual({
      offer_from_client: "Please enter your offer",
    });
  });
  // BUG: the rendered offer box sends "" when left empty, and that gets the format message
  // ("Please enter your offer in dollars, e.g. 25000"), not "Please enter your offer"; every other
  // required field gives the same message whether missing or empty (enquiry-schema.ts `required`).
  it("gives an empty offer the same 'Please enter your offer' message as a missing one", () => {
    expect(errorsOf("make-an-offer", { ...VALID["make-an-offer"], offer_from_client: "" })).toEqual({
      offer_from_client: "Please enter your offer",
    });
  });
  it("reads the offer as a currency amount: '$25,000' is 25000", () => {
    expect(dataOf("make-an-offer", VALID["make-an-offer"])).toMatchObject({ offer_from_client: 25000 });
    expect(dataOf("make-an-offer", { ...VALID["make-an-offer"], offer_from_client: "24999.50" })).toMatchObject({
      offer_from_client: 24999.5,
    });
    expect(dataOf("make-an-offer", { ...VALID["make-an-offer"], offer_from_client: "$ 25 000" })).toMatchObject({
      offer_from_client: 25000,
    });
  });
  it("rejects an offer that is not dollars ('25k', '25.505', '-5')", () => {
    for (const bad of ["25k", "25.505", "-5", "lots"]) {
      expect(errorsOf("make-an-offer", { ...VALID["make-an-offer"], offer_from_client: bad })).toEqual({
        offer_from_client: "Please enter your offer in dollars, e.g. 25000",
      });
    }
  });
  it("requires the car_id, a positive whole number", () => {
    expect(errorsOf("make-an-offer", without(VALID["make-an-offer"], "car_id"))).toEqual({ car_id: "Unknown car" });
    for (const bad of ["0", "1.5", "abc", "-3"])
      expect(errorsOf("make-an-offer", { ...VALID["make-an-offer"], car_id: bad })).toEqual({ car_id: "Unknown car" });
    expect(dataOf("make-an-offer", VALID["make-an-offer"])).toMatchObject({ car_id: 7 });
  });
});

describe("request-photos form", () => {
  it("defaults the hidden request to PHOTO_REQUEST_TEXT", () => {
    expect(dataOf("request-photos", VALID["request-photos"])).toMatchObject({ request: PHOTO_REQUEST_TEXT });
    expect(dataOf("request-photos", { ...VALID["request-photos"], request: PHOTO_REQUEST_TEXT })).toMatchObject({
      request: PHOTO_REQUEST_TEXT,
    });
  });
  it("rejects any other request text", () => {
    const errors = errorsOf("request-photos", { ...VALID["request-photos"], request: "Please call me about finance" });
    expect(Object.keys(errors)).toEqual(["request"]);
  });
  it("requires the car_id", () => {
    expect(errorsOf("request-photos", without(VALID["request-photos"], "car_id"))).toEqual({ car_id: "Unknown car" });
  });
});

describe("finance form", () => {
  it("reads the optional budget as a whole number, ignoring commas and spaces", () => {
    expect(dataOf("finance", VALID.finance)).toMatchObject({ vehiclePriceBudget: 30000, opt_in_trade: true });
    expect(dataOf("finance", { ...VALID.finance, vehiclePriceBudget: "" }).vehiclePriceBudget).toBeUndefined();
    expect(errorsOf("finance", { ...VALID.finance, vehiclePriceBudget: "30k" })).toEqual({
      vehiclePriceBudget: "Please enter Vehicle price budget as a whole number",
    });
    expect(errorsOf("finance", { ...VALID.finance, vehiclePriceBudget: "30000.50" })).toEqual({
      vehiclePriceBudget: "Please enter Vehicle price budget as a whole number",
    });
  });
  it("caps the budget at 10,000,000", () => {
    expect(errorsOf("finance", { ...VALID.finance, vehiclePriceBudget: "10,000,000" })).toEqual({});
    expect(errorsOf("finance", { ...VALID.finance, vehiclePriceBudget: "10000001" })).toEqual({
      vehiclePriceBudget: "Vehicle price budget must be at most 10,000,000",
    });
  });
  it("takes the vehicle condition as new, used, demo or empty", () => {
    for (const ok of ["new", "used", "demo", ""])
      expect(errorsOf("finance", { ...VALID.finance, vehicle_condition: ok })).toEqual({});
    expect(errorsOf("finance", { ...VALID.finance, vehicle_condition: "old" })).toEqual({
      vehicle_condition: "Please choose new, used or demo",
    });
  });
  it("requires the dealership only when the rules say, and defaults opt_in_trade to false", () => {
    expect(errorsOf("finance", without(VALID.finance, "dealership_slug"))).toEqual({
      dealership_slug: "Please choose your preferred dealership",
    });
    expect(dataOf("finance", without(VALID.finance, "dealership_slug", "opt_in_trade"), ALL_OFF)).toMatchObject({
      opt_in_trade: false,
    });
  });
});

describe("fleet form", () => {
  it("requires the company name", () => {
    expect(errorsOf("fleet", without(VALID.fleet, "company"))).toEqual({ company: "Please enter your company name" });
    expect(errorsOf("fleet", { ...VALID.fleet, company: " " })).toEqual({ company: "Please enter your company name" });
  });
  it("requires a fleet size from the list", () => {
    expect(errorsOf("fleet", without(VALID.fleet, "fleet_size"))).toEqual({
      fleet_size: "Please choose your fleet size",
    });
    expect(errorsOf("fleet", { ...VALID.fleet, fleet_size: "100" })).toEqual({
      fleet_size: "Please choose your fleet size",
    });
  });
  it("requires the message and dealership only when the rules say", () => {
    expect(errorsOf("fleet", without(VALID.fleet, "message", "dealership_slug"))).toEqual({
      dealership_slug: "Please choose your preferred dealership",
      message: "Please enter a message",
    });
    expect(errorsOf("fleet", without(VALID.fleet, "message", "dealership_slug"), ALL_OFF)).toEqual({});
  });
  it("has no car_id field", () => {
    expect(errorsOf("fleet", { ...VALID.fleet, car_id: "7" })).toEqual({ form: "Unknown field: car_id" });
  });
});

describe("location form", () => {
  it("requires a 4-digit postcode with the spec's message", () => {
    for (const bad of ["123", "12345", "abcd", "", "61 60"]) {
      expect(errorsOf("location", { ...VALID.location, postcode: bad })).toEqual({
        postcode: "Invalid postcode. Please enter a 4-digit number.",
      });
    }
    expect(errorsOf("location", without(VALID.location, "postcode"))).toEqual({
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
    expect(dataOf("location", { ...VALID.location, postcode: " 6160 " })).toMatchObject({ postcode: "6160" });
  });
  it("requires the last name", () => {
    expect(errorsOf("location", without(VALID.location, "last_name"))).toEqual({
      last_name: "Please enter your last name",
    });
  });
  it("takes optional location_id and offer_id as positive whole numbers", () => {
    expect(dataOf("location", { ...VALID.location, offer_id: "12" })).toMatchObject({ location_id: 3, offer_id: 12 });
    expect(errorsOf("location", without(VALID.location, "location_id"))).toEqual({});
    expect(errorsOf("location", { ...VALID.location, location_id: "x" })).toEqual({
      location_id: "Please choose a location",
    });
    expect(Object.keys(errorsOf("location", { ...VALID.location, offer_id: "0" }))).toEqual(["offer_id"]);
  });
});

describe("valuation form", () => {
  it("defaults PreferredContactMethod to 'Phone' and accepts only Phone, Email or SMS", () => {
    expect(dataOf("valuation", without(VALID.valuation, "PreferredContactMethod"))).toMatchObject({
      PreferredContactMethod: "Phone",
    });
    expect(dataOf("valuation", VALID.valuation)).toMatchObject({ PreferredContactMethod: "Email" });
    expect(errorsOf("valuation", { ...VALID.valuation, PreferredContactMethod: "Fax" })).toEqual({
      PreferredContactMethod: "Please choose how we should contact you",
    });
  });
  it("requires the finance answer (Yes or No), with no default", () => {
    expect(errorsOf("valuation", without(VALID.valuation, "finance"))).toEqual({
      finance: "Please say whether you would like finance",
    });
    expect(errorsOf("valuation", { ...VALID.valuation, finance: "Maybe" })).toEqual({
      finance: "Please say whether you would like finance",
    });
    expect(dataOf("valuation", { ...VALID.valuation, finance: "Yes" })).toMatchObject({ finance: "Yes" });
  });
  it("requires a location_id", () => {
    expect(errorsOf("valuation", without(VALID.valuation, "location_id"))).toEqual({
      location_id: "Please choose a location",
    });
    expect(errorsOf("valuation", { ...VALID.valuation, location_id: "" })).toEqual({
      location_id: "Please choose a location",
    });
    expect(dataOf("valuation", VALID.valuation)).toMatchObject({ location_id: 3 });
  });
  it("requires a 4-digit postcode with the spec's message", () => {
    expect(dataOf("valuation", VALID.valuation)).toMatchObject({ postcode: "6160" });
    for (const bad of ["616", "61600", "abcd", ""])
      expect(errorsOf("valuation", { ...VALID.valuation, postcode: bad })).toEqual({
        postcode: "Invalid postcode. Please enter a 4-digit number.",
      });
  });
  it("may name the stock car it would be traded in towards (car_id), and nothing else", () => {
    expect(dataOf("valuation", { ...VALID.valuation, car_id: "7" })).toMatchObject({ car_id: 7, postcode: "6160" });
    expect(errorsOf("valuation", { ...VALID.valuation, car_id: "seven" })).toHaveProperty("car_id");
  });
});

describe("stepSchema", () => {
  it("validates only the first test-drive step's fields", () => {
    const step0 = stepSchema("test-drive", ALL_ON, TEST_DRIVE_STEPS[0]!);
    const result = step0.safeParse({});
    expect(result.success).toBe(false);
    // no name/email/phone/terms errors: those belong to the second step
    expect(fieldErrors(result.error!)).toEqual({
      location: "Please choose a location",
      dealership_slug: "Please choose your preferred dealership",
    });
    expect(fieldErrors(step0.safeParse({ location: "a", dealership_slug: "b", dateTime: "soon" }).error!)).toEqual({
      dateTime: "Please choose a time from the list",
    });
  });
  it("ignores (strips) the other step's fields rather than rejecting them", () => {
    const step0 = stepSchema("test-drive", ALL_ON, TEST_DRIVE_STEPS[0]!);
    const result = step0.safeParse({
      location: "fremantle-sales",
      dealership_slug: "harbour-toyota",
      name: "",
      extra: "x",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ location: "fremantle-sales", dealership_slug: "harbour-toyota" });
  });
  it("validates only the second step's fields, including terms_agreed when rules.testDriveTerms", () => {
    const step1 = stepSchema("test-drive", ALL_ON, TEST_DRIVE_STEPS[1]!);
    expect(fieldErrors(step1.safeParse({}).error!)).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid e-mail address",
      phone: "Please enter a valid Australian mobile number",
      terms_conditions: TERMS_MESSAGE,
      terms_agreed: TEST_DRIVE_TERMS_MESSAGE,
    });
    expect(step1.safeParse({ ...contact, terms_agreed: "on" }).success).toBe(true);
  });
  it("skips step fields the schema does not have (terms_agreed without rules.testDriveTerms)", () => {
    const step1 = stepSchema("test-drive", { ...ALL_ON, testDriveTerms: false }, TEST_DRIVE_STEPS[1]!);
    expect(Object.keys(step1.shape).sort()).toEqual(["email", "name", "opt_in", "phone", "terms_conditions"]);
    expect(step1.safeParse(contact).success).toBe(true);
  });
});

describe("fieldErrors", () => {
  it("keeps the first message per field", () => {
    // Rego breaks two checks at once: too long, then bad characters
    const result = schema("enquiry").safeParse({ ...VALID.enquiry, Rego: "<script>alert(1)</script>" });
    expect(result.error!.issues.filter((i) => i.path[0] === "Rego")).toHaveLength(2);
    expect(fieldErrors(result.error!)).toEqual({ Rego: "must be at most 10 characters" });
  });
  it("lists fields in the order their issues appear, joins nested paths and puts pathless issues under 'form'", () => {
    const error = new z.ZodError([
      { code: "custom", path: ["b"], message: "B first", input: undefined },
      { code: "custom", path: ["a", "x"], message: "nested", input: undefined },
      { code: "custom", path: ["b"], message: "B second", input: undefined },
      { code: "custom", path: [], message: "whole form", input: undefined },
      { code: "unrecognized_keys", path: [], keys: ["zz"], message: "ignored", input: undefined },
    ]);
    const errors = fieldErrors(error);
    expect(errors).toEqual({ b: "B first", "a.x": "nested", form: "whole form" });
    expect(Object.keys(errors)).toEqual(["b", "a.x", "form"]);
  });
  it("orders a whole form's errors as its fields appear", () => {
    expect(Object.keys(errorsOf("make-an-offer", {}))).toEqual([
      "name",
      "email",
      "phone",
      "offer_from_client",
      "car_id",
      "terms_conditions",
    ]);
  });
});
