import type { CurrentSite } from "@/platform/site/current-site.server";
import { qualifies, type LeadCar } from "@/features/vehicle";
import { appointmentDays } from "@/features/leads/appointment-slots";
import { enquiryDefaults } from "@/features/leads/enquiry-schema";
import { DEFAULT_CATEGORY } from "@/features/leads/lead-messages";
import { leadDealerships, leadLocations } from "@/features/locations/index.server";
import type { LeadFormKind } from "@/features/leads/forms/form-kinds";
import { LEAD_FORMS } from "@/features/leads/forms/lead-forms";
import { leadFormRules } from "@/features/leads/lead-form-rules";
import { LeadForm } from "./LeadForm";

/**
 * A lead form with everything it needs from the server: the rules for this site and car, the
 * choices (locations, dealerships, test-drive times), the car's context defaults and whether it has a spam check. Rendered on the server, so the form works before (and without) JavaScript.
 */
export async function LeadFormSection({
  site,
  kind,
  id,
  car = null,
  hidden = {},
  defaults = {},
  models,
}: {
  site: CurrentSite;
  kind: LeadFormKind;
  id: string;
  car?: LeadCar | null;
  hidden?: Record<string, string>;
  defaults?: Record<string, string>;
  /** The models a new-car quote can be for (value and label: the model's name). */
  models?: { value: string; label: string }[];
}) {
  const [locations, dealerships] = await Promise.all([leadLocations(site), leadDealerships(site)]);
  // The puzzle itself is fetched by the form (SpamCheck): the page may be cached for everyone (docs/adr/0008).
  const spam = site.config.spamCheck.enabled ? { difficulty: site.config.spamCheck.difficulty } : null;
  const form = LEAD_FORMS[kind];
  const visible = dealerships.filter((d) => !d.hidden);
  const rules = leadFormRules(site.config, {
    kind,
    car,
    locationCount: locations.length,
    dealershipCount: visible.length,
  });
  const steps = form.fields({
    rules,
    locations: locations.map((l) => ({ value: l.slug, label: l.name })),
    locationIds: locations.map((l) => ({ value: String(l.id), label: l.name })),
    dealerships: visible.map((d) => ({ value: d.slug, label: d.name })),
    testDriveDisclaimer: site.config.leads.testDriveDisclaimer,
    models,
  });
  const context: Record<string, string> = {};
  let starting: Record<string, string> = { category: DEFAULT_CATEGORY };
  if (car) {
    const d = enquiryDefaults({ ...car, manufacturerSlug: car.manufacturerSlug }, qualifies(car));
    for (const [key, value] of Object.entries(d)) {
      // The message and subcategory defaults belong to the enquiry form; other forms file their own category.
      if (key === "message" || key === "opt_in" || (key === "subcategory" && !form.takesSubcategory)) continue;
      if (value !== null && value !== undefined) context[key] = String(value);
    }
    if (form.takesSubcategory && d.message) starting = { ...starting, message: d.message };
  }
  if (locations.length === 1)
    starting = { ...starting, location: locations[0]!.slug, location_id: String(locations[0]!.id) }; // a single option is chosen for the shopper

  let slots: Record<string, { label: string; options: { value: string; label: string }[] }[]> | undefined;
  if (form.asks.slots) {
    const now = new Date();
    const at = (l: (typeof locations)[number]) =>
      appointmentDays({ hours: l.openingHours, special: l.specialHours, now, timeZone: site.config.timeZone }).map(
        (d) => ({ label: d.label, options: d.slots }),
      );
    slots = Object.fromEntries(locations.map((l) => [l.slug, at(l)]));
    const own = locations.find((l) => l.id === car?.locationId) ?? locations[0];
    if (own) slots[""] = at(own);
  }
  return (
    <LeadForm
      id={id}
      kind={kind}
      rules={rules}
      steps={steps}
      stepTitles={form.stepTitles}
      hidden={{ ...context, ...form.hidden, ...hidden }}
      defaults={{ ...starting, ...defaults }}
      submitLabel={form.submitLabel}
      spam={spam}
      termsNotice={site.config.enquiry.termsNotice}
      slots={slots}
    />
  );
}
