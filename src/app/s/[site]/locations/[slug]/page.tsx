import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationBySlug } from "@/features/locations/locations.server";
import { openingHoursLines } from "@/features/locations/opening-hours-display";
import { telHref } from "@/features/search/card-rules";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { requireSite } from "@/platform/site/current-site.server";

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  const found = await locationBySlug(site, (await params).slug);
  return { title: found ? found.location.name : "Location not found" };
}

export default async function LocationPage({ params }: Props) {
  const site = await requireSite(params);
  const found = await locationBySlug(site, (await params).slug);
  if (!found) notFound();
  const { location } = found;
  const tel = telHref(location.phone);
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{location.name}</h1>
      <p className="mt-1 text-gray-700">{found.dealershipName}</p>
      <address className="mt-4 not-italic">
        {location.street}, {location.city} {location.state.toUpperCase()} {location.postcode}
        {tel ? (
          <>
            <br />
            <a className="font-semibold underline" href={tel}>
              {location.phone}
            </a>
          </>
        ) : null}
        {location.email ? (
          <>
            <br />
            <a className="underline" href={`mailto:${location.email}`}>
              {location.email}
            </a>
          </>
        ) : null}
      </address>
      {location.reviewUrl ? (
        <p className="mt-4">
          <a className="underline" href={location.reviewUrl} rel="noopener noreferrer">
            Write a review of {location.name}
          </a>
        </p>
      ) : null}
      <h2 className="mt-8 text-2xl font-bold">Opening hours</h2>
      <table className="mt-2">
        <caption className="sr-only">Opening hours of {location.name}</caption>
        <tbody>
          {openingHoursLines(location.openingHours).map((line) => (
            <tr key={line.days}>
              <th scope="row" className="py-1 pr-6 text-left font-medium">
                {line.days}
              </th>
              <td>{line.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {location.specialHours.length > 0 ? (
        <>
          <h2 className="mt-8 text-2xl font-bold">Holiday hours</h2>
          <ul className="mt-2 space-y-1">
            {location.specialHours.map((s) => (
              <li key={`${s.date}-${s.department}`}>
                {s.label} ({s.date}): {s.status === "Closed" ? "Closed" : `${s.start_hour} - ${s.end_hour}`}
                {s.department !== "all" ? ` (${s.department})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <section aria-labelledby="location-lead-heading" className="mt-8 rounded-lg bg-surface p-5">
        <h2 id="location-lead-heading" className="mb-4 text-2xl font-bold">
          Get in touch with {location.name}
        </h2>
        <LeadFormSection site={site} kind="location" id="location-form" hidden={{ location_id: String(location.id) }} />
      </section>
      {location.dealerLicenseNumber ? (
        <p className="mt-8 text-sm text-gray-700">Dealer licence {location.dealerLicenseNumber}</p>
      ) : null}
    </article>
  );
}
