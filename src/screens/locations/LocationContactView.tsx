import type { CurrentSite } from "@/platform/site/current-site.server";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { localDate } from "@/features/locations/dealer-hours";
import { locationHref } from "@/features/locations/location-rules";
import type { LocationDetail } from "@/features/locations/locations.server";
import { shownDays } from "@/features/locations/opening-hours-display";
import { ContactDetailsSection } from "@/features/locations/components/ContactDetails";
import { OpeningHours } from "@/features/locations/components/OpeningHours";
import { FormPanel } from "@/ui/FormPanel";

const TEAMS = { sales: "sales", service: "service", parts: "parts" } as const;

/**
 * One location's contact page (/contact-us/{slug}) or team page (/teams/{slug}): its contact details
 * and this week's hours per department, then an enquiry form for it.
 */
export function LocationContactView({
  site,
  location: l,
  view,
}: {
  site: CurrentSite;
  location: LocationDetail;
  view: "contact" | "team";
}) {
  const { config } = site;
  const days = shownDays(undefined, localDate(new Date(), config.timeZone));
  const teams = (["sales", "service", "parts"] as const).filter((d) => l.openingHours.some((h) => h.department === d));
  const teamWords = teams.map((d) => TEAMS[d]).join(" and ") || "our";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{view === "team" ? `Our team at ${l.name}` : `Contact ${l.name}`}</h1>
      <p className="mt-2">
        {view === "team"
          ? `The ${teamWords} team at ${l.name}, part of ${l.dealershipName}, is here to help. Call, e-mail or send us a message, or visit us during the hours below.`
          : `Call, e-mail or send ${l.name} a message, or visit us during the hours below.`}
      </p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <ContactDetailsSection
          location={l}
          link={
            <a className="font-semibold text-accent underline" href={locationHref(l, config.features.locationsBySlug)}>
              View Location<span className="sr-only">: {l.name}</span>
            </a>
          }
        />
        <section aria-labelledby="opening-hours">
          <h2 id="opening-hours" className="mb-3 text-2xl font-bold">
            Opening hours
          </h2>
          <OpeningHours name={l.name} hours={l.openingHours} special={l.specialHours} days={days} />
        </section>
      </div>
      <FormPanel headingId="location-lead-heading" heading={<>Send {l.name} a message</>} className="mt-10">
        <LeadFormSection site={site} kind="location" id="location-form" hidden={{ location_id: String(l.id) }} />
      </FormPanel>
    </div>
  );
}
