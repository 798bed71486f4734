import type { CurrentSite } from "@/platform/site/current-site.server";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { telHref } from "@/ui/tel-href";
import { locationDetails } from "@/features/locations/locations.server";
import { mapsKey } from "@/features/locations/static-map";
import { LocationGrid } from "@/features/locations/components/LocationGrid";
import { StaticMap } from "@/features/locations/components/StaticMap";
import { FormPanel } from "@/ui/FormPanel";

/** /contact-us: the dealer's phone and e-mail, every location as a card (and on a map, with a maps key), and the enquiry form. */
export async function ContactUsView({ site }: { site: CurrentSite }) {
  const { config } = site;
  const locations = await locationDetails(site);
  const tel = telHref(config.contact.phone);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <p className="mt-2">
        Call{" "}
        {tel ? (
          <a className="font-semibold underline" href={tel}>
            {config.contact.phone}
          </a>
        ) : (
          config.contact.phone
        )}
        , e-mail{" "}
        <a className="underline" href={`mailto:${config.contact.email}`}>
          {config.contact.email}
        </a>{" "}
        or send us a message below.
      </p>
      <section aria-labelledby="our-locations" className="mt-8">
        <h2 id="our-locations" className="mb-4 text-2xl font-bold">
          Our Locations
        </h2>
        <div className="mb-6">
          <StaticMap places={locations} mapKey={mapsKey(config.maps, process.env)} />
        </div>
        <LocationGrid
          locations={locations}
          context={{ now: new Date(), timeZone: config.timeZone, bySlug: config.features.locationsBySlug }}
        />
      </section>
      <FormPanel headingId="enquiry-heading" heading="Send us an enquiry" className="mt-10">
        <LeadFormSection site={site} kind="enquiry" id="contact-form" />
      </FormPanel>
    </div>
  );
}
