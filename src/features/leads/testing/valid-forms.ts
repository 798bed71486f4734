import type { LeadFormKind, LeadFormRules } from "@/features/leads/forms/form-kinds";

/** Every conditional field of every form switched on. */
export const ALL_RULES_ON: LeadFormRules = {
  messageRequired: true,
  locationRequired: true,
  dealershipRequired: true,
  testDriveTerms: true,
};

const contact = { name: "Jo Citizen", email: "jo@example.com", phone: "0412 000 123", terms_conditions: "on" };

/** A complete, valid submission of each form (as the browser sends it: text only) under ALL_RULES_ON. */
export const VALID_FORMS: Record<LeadFormKind, Record<string, string>> = {
  enquiry: {
    ...contact,
    category: "Vehicle Enquiry",
    message: "Is it available?",
    location: "fremantle-sales",
    dealership_slug: "harbour-toyota",
    Rego: "1ABC234",
    car_id: "7",
  },
  "test-drive": {
    ...contact,
    location: "fremantle-sales",
    dealership_slug: "harbour-toyota",
    dateTime: "2025-03-01T10:30",
    message: "Mornings suit",
    car_id: "7",
    terms_agreed: "on",
  },
  "make-an-offer": { ...contact, offer_from_client: "$25,000", message: "Cash buyer", car_id: "7" },
  "request-photos": { ...contact, message: "The boot, please", car_id: "7" },
  finance: {
    ...contact,
    vehiclePriceBudget: "30,000",
    dealership_slug: "harbour-toyota",
    vehicle_condition: "used",
    message: "Low deposit",
    car_id: "7",
    opt_in_trade: "on",
  },
  fleet: {
    ...contact,
    company: "Acme Pty Ltd",
    fleet_size: "5-9",
    dealership_slug: "harbour-toyota",
    message: "Utes for the crew",
  },
  location: { ...contact, last_name: "Citizen", postcode: "6160", location_id: "3", message: "Hello" },
  "new-car-quote": {
    ...contact,
    postcode: "6160",
    model: "Toyota RAV4",
    dealership_slug: "harbour-toyota",
    message: "Hybrid, please",
  },
  "customer-feedback": {
    name: "Jo Citizen",
    email: "jo@example.com",
    phone: "0412 000 123",
    location_id: "3",
    rating: "2",
    message: "Nobody called me back",
    contact_ok: "on",
    terms_conditions: "on",
  },
  valuation: {
    ...contact,
    PreferredContactMethod: "Email",
    finance: "No",
    location_id: "3",
    postcode: "6160",
  },
  parts: {
    ...contact,
    part: "Front brake pads",
    part_number: "04465-0K390",
    vehicle: "2021 Toyota HiLux SR5",
    location: "fremantle-sales",
    message: "Pick up in store",
  },
};
