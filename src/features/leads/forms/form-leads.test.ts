import { describe, expect, it } from "vitest";
import { ALL_RULES_ON, VALID_FORMS } from "@/features/leads/testing/valid-forms";
import type { LeadContext } from "./form-definition";
import { LEAD_FORM_KINDS, type LeadFormKind, type LeadFormRules } from "./form-kinds";
import { LEAD_FORMS } from "./lead-forms";

const context: LeadContext = { similarCar: false, offerName: null, formatSlot: (v) => `slot(${v})` };

function parsed(kind: LeadFormKind, over: Record<string, string> = {}, rules: LeadFormRules = ALL_RULES_ON) {
  const result = LEAD_FORMS[kind].parse({ ...VALID_FORMS[kind], ...over }, rules);
  if (!result.ok) throw new Error(`expected ${kind} to pass: ${JSON.stringify(result.error)}`);
  return result.value;
}
const leadOf = (kind: LeadFormKind, over: Record<string, string> = {}, more: Partial<LeadContext> = {}) =>
  parsed(kind, over).lead({ ...context, ...more });

describe("each form's definition files its lead under its own category", () => {
  it.each<[LeadFormKind, Record<string, string>, string, string | null]>([
    ["test-drive", {}, "Test Drive", null],
    ["make-an-offer", {}, "Vehicle Enquiry", "Make an Offer"],
    ["request-photos", {}, "Vehicle Enquiry", "Request Photos"],
    ["finance", {}, "Finance Enquiry", null],
    ["fleet", {}, "Fleet", null],
    ["location", {}, "General Enquiry", "Location Enquiry"],
    ["location", { offer_id: "12" }, "General Enquiry", "Offer Enquiry"],
    ["valuation", {}, "Trade-In", "1. Lead Captured"],
    ["parts", {}, "Parts", "Parts Order"],
    ["customer-feedback", {}, "General Enquiry", "Customer Feedback"],
  ])("files a %s lead (%j) under %s / %s", (kind, over, category, subcategory) => {
    expect(leadOf(kind, over)).toMatchObject({ category, subcategory });
  });

  it("files the customer feedback survey's rating and contact permission as answers the dealer reads", () => {
    expect(leadOf("customer-feedback").answers).toEqual({ Rating: "2 out of 5", "May we contact you": "Yes" });
    expect(leadOf("customer-feedback", { contact_ok: "false", phone: "" })).toMatchObject({
      answers: { Rating: "2 out of 5", "May we contact you": "No" },
      customer: { phone: "" },
    });
  });

  it("files an enquiry under the shopper's category, careers as General Enquiry / Career Enquiry", () => {
    expect(leadOf("enquiry")).toMatchObject({ category: "Vehicle Enquiry", subcategory: null });
    expect(leadOf("enquiry", { category: "Careers" })).toMatchObject({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
  });

  it("asks for something similar for a car that does not qualify, unless the page gave a subcategory", () => {
    expect(leadOf("enquiry", {}, { similarCar: true })).toMatchObject({ subcategory: "Find me something similar" });
    expect(leadOf("enquiry", { subcategory: "Clearance" }, { similarCar: true })).toMatchObject({
      subcategory: "Clearance",
    });
  });
});

describe("each form's answers for the dealer (e-mail and ADF comments)", () => {
  it("labels the extra answers and formats amounts as Australian dollars", () => {
    expect(leadOf("make-an-offer").answers).toEqual({ Offer: "$25,000.00" });
    expect(leadOf("finance").answers).toEqual({ "Vehicle price budget": "$30,000.00", "Vehicle condition": "used" });
    expect(leadOf("fleet").answers).toEqual({ Company: "Acme Pty Ltd", "Fleet size": "5-9" });
    expect(leadOf("valuation").answers).toEqual({ "Preferred contact method": "Email", "Would like finance": "No" });
    expect(leadOf("enquiry").answers).toEqual({ Rego: "1ABC234" });
    expect(leadOf("parts").answers).toEqual({
      Part: "Front brake pads",
      "Part number": "04465-0K390",
      Vehicle: "2021 Toyota HiLux SR5",
    });
    expect(leadOf("parts", { part_number: "", vehicle: "" }).answers).toEqual({ Part: "Front brake pads" });
  });

  it("keeps cents in an amount", () => {
    expect(leadOf("make-an-offer", { offer_from_client: "24999.5" }).answers).toEqual({ Offer: "$24,999.50" });
  });

  it("writes the test-drive time as the dealer reads it and the accepted terms as Yes", () => {
    expect(leadOf("test-drive").answers).toEqual({
      "Preferred test drive time": "slot(2025-03-01T10:30)",
      "Accepted the test drive terms": "Yes",
    });
  });

  it("leaves out answers not given: no time, no terms asked, an empty condition or budget, no Rego", () => {
    const { terms_agreed: _terms, ...noTerms } = VALID_FORMS["test-drive"];
    const lead = LEAD_FORMS["test-drive"].parse(
      { ...noTerms, dateTime: "" },
      { ...ALL_RULES_ON, testDriveTerms: false },
    );
    expect(lead.ok && lead.value.lead(context).answers).toEqual({});
    expect(leadOf("finance", { vehicle_condition: "", vehiclePriceBudget: "" }).answers).toEqual({});
    expect(leadOf("enquiry", { Rego: "" }).answers).toEqual({});
  });

  it("sends the photo request's default text as its Request", () => {
    const { request: _none, ...sent } = VALID_FORMS["request-photos"];
    expect(sent).not.toHaveProperty("request");
    expect(leadOf("request-photos").answers).toEqual({ Request: "Please send me more photos of this vehicle." });
  });

  it("names the special offer of an offer page's lead", () => {
    expect(leadOf("location", { offer_id: "12" }, { offerName: "Spring sale" }).answers).toEqual({
      "Special offer": "Spring sale",
    });
    expect(leadOf("location").answers).toEqual({});
  });
});

describe("each form's customer, consent and trade-in", () => {
  it("takes name, e-mail and mobile from every form; last name from the location form; postcode from it, the valuation and the new-car quote", () => {
    for (const kind of LEAD_FORM_KINDS)
      expect(leadOf(kind).customer, kind).toEqual({
        name: "Jo Citizen",
        lastName: kind === "location" ? "Citizen" : null,
        email: "jo@example.com",
        phone: "0412 000 123",
        postcode: kind === "location" || kind === "valuation" || kind === "new-car-quote" ? "6160" : null,
      });
  });

  it("reads an empty message as none, opt_in as given (ticked by default)", () => {
    expect(leadOf("fleet", { message: "Utes" })).toMatchObject({ message: "Utes", optIn: true });
    expect(leadOf("make-an-offer", { message: "", opt_in: "false" })).toMatchObject({ message: null, optIn: false });
  });

  it("keeps the finance and trade-in opt-ins of the forms that ask", () => {
    expect(leadOf("enquiry", { opt_in_finance: "on", opt_in_trade: "on" })).toMatchObject({
      optInFinance: true,
      optInTrade: true,
    });
    expect(leadOf("finance")).toMatchObject({ optInFinance: false, optInTrade: true });
  });

  it("starts the valuation's trade-in empty (the flow's later steps fill it) and opts in to trade", () => {
    expect(leadOf("valuation")).toMatchObject({
      tradeIn: { year: null, make: null, model: null, km: null, rego: null, regoState: null },
      optInTrade: true,
      optInFinance: false,
    });
    expect(leadOf("valuation", { finance: "Yes" })).toMatchObject({ optInFinance: true });
    for (const kind of LEAD_FORM_KINDS.filter((k) => k !== "valuation")) expect(leadOf(kind).tradeIn, kind).toBeNull();
  });
});

describe("each form's place: where the shopper asked the lead to go", () => {
  it.each<[LeadFormKind, Record<string, string>, object]>([
    ["enquiry", {}, { locationSlug: "fremantle-sales", dealershipSlug: "harbour-toyota" }],
    ["test-drive", {}, { locationSlug: "fremantle-sales", dealershipSlug: "harbour-toyota", slot: "2025-03-01T10:30" }],
    ["make-an-offer", {}, {}],
    ["request-photos", {}, {}],
    ["finance", {}, { dealershipSlug: "harbour-toyota" }],
    ["fleet", {}, { dealershipSlug: "harbour-toyota" }],
    ["location", { offer_id: "12" }, { locationId: 3, postcode: "6160", offerId: 12 }],
    ["valuation", {}, { locationId: 3, postcode: "6160" }],
    ["parts", {}, { locationSlug: "fremantle-sales" }],
  ])("%s %j asks for %j", (kind, over, place) => {
    const asked = parsed(kind, over).place;
    expect(Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined))).toEqual(place);
  });

  it("reads an empty optional location or dealership select as no choice", () => {
    const optional = { ...ALL_RULES_ON, locationRequired: false, dealershipRequired: false };
    expect(parsed("enquiry", { location: "", dealership_slug: "" }, optional).place).toEqual({
      locationSlug: undefined,
      dealershipSlug: undefined,
    });
  });

  it("asks the parts order form for a description of the part", () => {
    expect(LEAD_FORMS.parts.parse({ ...VALID_FORMS.parts, part: " " }, ALL_RULES_ON)).toMatchObject({
      ok: false,
      error: { part: "Please describe the part you need" },
    });
  });

  it("answers invalid fields with field -> message instead of a place", () => {
    expect(LEAD_FORMS.fleet.parse({ name: "Jo" }, ALL_RULES_ON)).toMatchObject({
      ok: false,
      error: { email: "Please enter a valid e-mail address", company: "Please enter your company name" },
    });
  });
});

describe("the registry", () => {
  it("files every form under its own kind, with its own submit label", () => {
    for (const kind of LEAD_FORM_KINDS) expect(LEAD_FORMS[kind].kind).toBe(kind);
    expect(new Set(LEAD_FORM_KINDS.map((k) => LEAD_FORMS[k].submitLabel)).size).toBe(LEAD_FORM_KINDS.length);
  });
});
