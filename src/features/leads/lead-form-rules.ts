import type { LeadFormKind, LeadFormRules } from "./forms/form-kinds";
import { LEAD_FORMS } from "./forms/lead-forms";

/**
 * Which of a form's conditional fields are required, from the site's configuration and the page's
 * context. The page and the server action both call
 * this, so the form shows exactly the fields the server will insist on.
 */
export interface FormContext {
  kind: LeadFormKind;
  car: { carType: string } | null;
  locationCount: number;
  dealershipCount: number;
}

export interface FormSettings {
  enquiry: { messageRequired: boolean; locationRequiredForNewCars: boolean };
  leads: { testDriveDisclaimer: string | null };
}

export function leadFormRules(settings: FormSettings, ctx: FormContext): LeadFormRules {
  const asks = LEAD_FORMS[ctx.kind].asks;
  const hasLocations = ctx.locationCount > 0;
  // The enquiry's location select is required without a car, or for a new car where the brand asks for it.
  const locationRequired =
    asks.location === "enquiry"
      ? ctx.car === null || (ctx.car.carType === "new" && settings.enquiry.locationRequiredForNewCars)
      : asks.location === "without-car"
        ? ctx.car === null
        : asks.location === "always";
  return {
    messageRequired: asks.siteMessageRule === true && settings.enquiry.messageRequired,
    locationRequired: hasLocations && locationRequired,
    // A car already belongs to a dealership; otherwise a dealer with more than one asks which.
    dealershipRequired: asks.dealership === true && ctx.dealershipCount > 1 && ctx.car === null,
    testDriveTerms: asks.disclaimer === true && settings.leads.testDriveDisclaimer !== null,
  };
}
