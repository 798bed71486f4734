import type { LeadFormKind, LeadFormRules } from "./forms/form-kinds";

/**
 * Which of a form's conditional fields are required, from the site's configuration and the page's
 * context (dealer-configuration.md §5 'Enquiry form'). The page and the server action both call
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
  const hasLocations = ctx.locationCount > 0;
  // The location select is required without a car, or for a new car where the brand asks for it.
  const locationForEnquiry =
    hasLocations && (ctx.car === null || (ctx.car.carType === "new" && settings.enquiry.locationRequiredForNewCars));
  return {
    messageRequired: ctx.kind === "enquiry" || ctx.kind === "fleet" ? settings.enquiry.messageRequired : false,
    locationRequired:
      ctx.kind === "enquiry"
        ? locationForEnquiry
        : ctx.kind === "test-drive"
          ? hasLocations && ctx.car === null
          : ctx.kind === "valuation"
            ? hasLocations
            : false,
    // A car already belongs to a dealership; otherwise a dealer with more than one asks which.
    dealershipRequired:
      ctx.dealershipCount > 1 &&
      ctx.car === null &&
      (ctx.kind === "enquiry" || ctx.kind === "finance" || ctx.kind === "fleet" || ctx.kind === "test-drive"),
    testDriveTerms: ctx.kind === "test-drive" && settings.leads.testDriveDisclaimer !== null,
  };
}
