import type { ReactNode } from "react";
import { telHref } from "@/ui/tel-href";
import { formatAddress } from "@/features/locations/address";
import { mapPlaceUrl } from "@/features/locations/location-rules";
import type { LocationDetail } from "@/features/locations/locations.server";

/** The contact details block: address with its map link, phones, e-mail and licence numbers. */
function ContactDetails({ location: l }: { location: LocationDetail }) {
  const address = formatAddress(l);
  const phones = [
    { label: "Phone", number: l.phone },
    { label: "Landline", number: l.landlinePhone !== l.phone ? l.landlinePhone : null },
  ].filter((p): p is { label: string; number: string } => Boolean(p.number && telHref(p.number)));
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 [overflow-wrap:anywhere]">
      <dt className="font-semibold">Address</dt>
      <dd>
        <address className="not-italic">{address}</address>
        <a
          className="font-semibold text-accent underline"
          href={mapPlaceUrl({ placeUrl: l.placeUrl, placeId: l.placeId, address })}
          rel="noopener noreferrer"
          target="_blank"
        >
          Open in maps<span className="sr-only"> (new tab)</span>
        </a>
      </dd>
      {phones.map((p) => (
        <div key={p.label} className="contents">
          <dt className="font-semibold">{p.label}</dt>
          <dd>
            <a className="font-semibold underline" href={telHref(p.number)!}>
              {p.number}
            </a>
          </dd>
        </div>
      ))}
      {l.email ? (
        <>
          <dt className="font-semibold">E-mail</dt>
          <dd>
            <a className="underline" href={`mailto:${l.email}`}>
              {l.email}
            </a>
          </dd>
        </>
      ) : null}
      {l.dealerLicenseNumber ? (
        <>
          <dt className="font-semibold">Dealer licence</dt>
          <dd>{l.dealerLicenseNumber}</dd>
        </>
      ) : null}
      {l.motorVehicleRepairer && l.motorVehicleRepairer !== l.dealerLicenseNumber ? (
        <>
          <dt className="font-semibold">Motor vehicle repairer</dt>
          <dd>{l.motorVehicleRepairer}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A location page's "Contact details" section: the block, then one link onward (its page, or its team). */
export function ContactDetailsSection({ location, link }: { location: LocationDetail; link: ReactNode }) {
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details" className="mb-3 text-2xl font-bold">
        Contact details
      </h2>
      <ContactDetails location={location} />
      <p className="mt-4">{link}</p>
    </section>
  );
}
