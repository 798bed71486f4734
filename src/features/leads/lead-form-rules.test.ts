import { describe, expect, it } from "vitest";
import { LEAD_FORM_KINDS, type LeadFormKind } from "./forms/form-kinds";
import { leadFormRules, type FormContext, type FormSettings } from "./lead-form-rules";

const settings = (
  messageRequired: boolean,
  locationRequiredForNewCars: boolean,
  testDriveDisclaimer: string | null = null,
): FormSettings => ({
  enquiry: { messageRequired, locationRequiredForNewCars },
  leads: { testDriveDisclaimer },
});
const ctx = (kind: LeadFormKind, over: Partial<FormContext> = {}): FormContext => ({
  kind,
  car: null,
  locationCount: 2,
  dealershipCount: 1,
  ...over,
});
const NEW_CAR = { carType: "new" };
const USED_CAR = { carType: "used" };
const DEMO_CAR = { carType: "demo" };
const ALL_ON = settings(true, true, "Drivers must hold a full licence.");

describe("leadFormRules: messageRequired", () => {
  it.each<LeadFormKind>(["enquiry", "fleet"])("follows the brand's messageRequired flag for the %s form", (kind) => {
    expect(leadFormRules(settings(true, false), ctx(kind)).messageRequired).toBe(true);
    expect(leadFormRules(settings(false, false), ctx(kind)).messageRequired).toBe(false);
  });
  it.each(LEAD_FORM_KINDS.filter((k) => k !== "enquiry" && k !== "fleet"))(
    "never requires the message on the %s form",
    (kind) => {
      expect(leadFormRules(ALL_ON, ctx(kind)).messageRequired).toBe(false);
    },
  );
});

describe("leadFormRules: locationRequired (enquiry)", () => {
  it("requires the location without a car", () => {
    expect(leadFormRules(settings(true, false), ctx("enquiry")).locationRequired).toBe(true);
  });
  it("requires the location for a new car only when the brand flag is on", () => {
    expect(leadFormRules(settings(true, true), ctx("enquiry", { car: NEW_CAR })).locationRequired).toBe(true);
    expect(leadFormRules(settings(true, false), ctx("enquiry", { car: NEW_CAR })).locationRequired).toBe(false);
  });
  it("does not require the location for a used or demo car, even with the brand flag on", () => {
    expect(leadFormRules(settings(true, true), ctx("enquiry", { car: USED_CAR })).locationRequired).toBe(false);
    expect(leadFormRules(settings(true, true), ctx("enquiry", { car: DEMO_CAR })).locationRequired).toBe(false);
  });
  it("never requires the location when the site has no locations", () => {
    expect(leadFormRules(settings(true, true), ctx("enquiry", { locationCount: 0 })).locationRequired).toBe(false);
    expect(
      leadFormRules(settings(true, true), ctx("enquiry", { locationCount: 0, car: NEW_CAR })).locationRequired,
    ).toBe(false);
  });
  it("requires it with a single location too", () => {
    expect(leadFormRules(settings(true, false), ctx("enquiry", { locationCount: 1 })).locationRequired).toBe(true);
  });
});

describe("leadFormRules: locationRequired (other forms)", () => {
  it("requires the location on the test-drive form only without a car, and only with locations", () => {
    expect(leadFormRules(ALL_ON, ctx("test-drive")).locationRequired).toBe(true);
    expect(leadFormRules(ALL_ON, ctx("test-drive", { car: NEW_CAR })).locationRequired).toBe(false);
    expect(leadFormRules(ALL_ON, ctx("test-drive", { car: USED_CAR })).locationRequired).toBe(false);
    expect(leadFormRules(ALL_ON, ctx("test-drive", { locationCount: 0 })).locationRequired).toBe(false);
  });
  it("requires the valuation form's location whenever the site has locations", () => {
    expect(leadFormRules(ALL_ON, ctx("valuation")).locationRequired).toBe(true);
    expect(leadFormRules(ALL_ON, ctx("valuation", { locationCount: 0 })).locationRequired).toBe(false);
  });
  it.each<LeadFormKind>(["make-an-offer", "request-photos", "finance", "fleet", "location"])(
    "never requires the location select on the %s form",
    (kind) => {
      expect(leadFormRules(ALL_ON, ctx(kind)).locationRequired).toBe(false);
      expect(leadFormRules(ALL_ON, ctx(kind, { car: NEW_CAR })).locationRequired).toBe(false);
    },
  );
});

describe("leadFormRules: dealershipRequired", () => {
  it.each<LeadFormKind>(["enquiry", "finance", "fleet", "test-drive"])(
    "requires the dealership on the %s form with more than one dealership and no car",
    (kind) => {
      expect(leadFormRules(ALL_ON, ctx(kind, { dealershipCount: 2 })).dealershipRequired).toBe(true);
      expect(leadFormRules(ALL_ON, ctx(kind, { dealershipCount: 1 })).dealershipRequired).toBe(false);
      expect(leadFormRules(ALL_ON, ctx(kind, { dealershipCount: 0 })).dealershipRequired).toBe(false);
      expect(leadFormRules(ALL_ON, ctx(kind, { dealershipCount: 3, car: USED_CAR })).dealershipRequired).toBe(false);
    },
  );
  it.each<LeadFormKind>(["make-an-offer", "request-photos", "location", "valuation"])(
    "never requires the dealership on the %s form",
    (kind) => {
      expect(leadFormRules(ALL_ON, ctx(kind, { dealershipCount: 5 })).dealershipRequired).toBe(false);
    },
  );
});

describe("leadFormRules: testDriveTerms", () => {
  it("asks for the test drive terms on the test-drive form when a disclaimer exists", () => {
    expect(
      leadFormRules(settings(true, true, "Drivers must hold a full licence."), ctx("test-drive")).testDriveTerms,
    ).toBe(true);
    expect(
      leadFormRules(settings(true, true, "Drivers must hold a full licence."), ctx("test-drive", { car: NEW_CAR }))
        .testDriveTerms,
    ).toBe(true);
  });
  it("does not ask without a disclaimer", () => {
    expect(leadFormRules(settings(true, true, null), ctx("test-drive")).testDriveTerms).toBe(false);
  });
  it.each(LEAD_FORM_KINDS.filter((k) => k !== "test-drive"))("never asks on the %s form", (kind) => {
    expect(leadFormRules(ALL_ON, ctx(kind)).testDriveTerms).toBe(false);
  });
});
