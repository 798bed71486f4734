import type { SiteOffer } from "@/platform/content/site-content";

/** The site's current special offers, each linking its offer page. */
export function OffersBlock({ heading, offers }: { heading: string; offers: readonly SiteOffer[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold">{heading}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {offers.map((o) => (
          <li key={o.id}>
            <a className="font-semibold underline" href={`/offers/${o.id}`}>
              {o.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
