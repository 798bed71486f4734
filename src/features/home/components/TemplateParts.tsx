import type { SiteConfig } from "@/platform/site/config-schema";
import { resolveHref } from "@/platform/site/link-href";
import { bodyLabel } from "@/domain/vehicle-kinds";
import { ContentPicture } from "@/features/images";
import { EMPTY_SEARCH, searchHref } from "@/features/search";
import { formatMoney } from "@/features/vehicle";
import { formatAddress, locationHref } from "@/features/locations";
import type { LocationDetail } from "@/features/locations/index.server";
import type { HomeData } from "@/features/home/home-data.server";
import { serviceBookingLink, TOW_BANDS } from "@/features/home/home-composition";

type Of<T extends HomeData["template"]> = Extract<HomeData, { template: T }>;

const wholeNumber = (n: number) => n.toLocaleString("en-AU");
const count = (n: number, one: string, many = `${one}s`) => `${wholeNumber(n)} ${n === 1 ? one : many}`;
const bodyHref = (config: SiteConfig, body: string) =>
  searchHref(config.stock.listingPath, { ...EMPTY_SEARCH, lists: { body: [body] } });

/** The franchise's range strip: the brand's models, each to its model page; a row that wraps, never scrolls sideways. */
export function RangeStrip({ data, headingClass }: { data: Of<"franchise">; headingClass: string }) {
  if (data.models.length === 0) return null;
  return (
    <section aria-labelledby="home-range" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="home-range" className={headingClass}>
        The {data.models[0]!.manufacturer.name} range
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8">
        {data.models.map((model) => (
          <li key={model.slug} className="min-w-0">
            <a href={model.path} className="block rounded border border-gray-200 p-2 text-center hover:border-accent">
              <ContentPicture
                image={model.image}
                alt=""
                sizes="(min-width: 1024px) 160px, 50vw"
                className="h-auto w-full"
              />
              <span className="mt-1 block font-semibold">{model.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The franchise's service call to action: book where the menu books, or call. */
export function ServiceCta({ config, headingClass }: { config: SiteConfig; headingClass: string }) {
  const booking = serviceBookingLink(config.navigation.header);
  return (
    <section aria-labelledby="home-service" className="bg-gray-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-8">
        <div>
          <h2 id="home-service" className={headingClass}>
            Book your next service
          </h2>
          <p className="mt-1">Factory-trained technicians and genuine parts, with capped-price servicing.</p>
        </div>
        <p className="flex flex-wrap gap-3">
          {booking ? (
            <a
              className="rounded bg-white px-5 py-3 font-semibold text-gray-900"
              href={resolveHref(booking, config.manufacturerBaseDomain)}
            >
              Book a service
            </a>
          ) : null}
          <a
            className="rounded border-2 border-white px-5 py-3 font-semibold"
            href={`tel:${config.contact.phone.replace(/[^\d+]/g, "")}`}
          >
            Call {config.contact.phone}
          </a>
        </p>
      </div>
    </section>
  );
}

/** The supermarket's stock counts: all of it, by body and by price band (with the band's lowest weekly repayment). */
export function StockCounts({
  data,
  config,
  scale,
}: {
  data: Of<"supermarket">;
  config: SiteConfig;
  scale: { heading: string; figure: string };
}) {
  return (
    <section aria-labelledby="home-counts" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="home-counts" className={scale.heading}>
        <span className={`${scale.figure} block text-accent`}>{wholeNumber(data.total)}</span> cars in stock now
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-lg font-bold">By body type</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {data.bodies.map((b) => (
              <li key={b.value} className="min-w-0">
                <a
                  href={bodyHref(config, b.value)}
                  className="block rounded-lg border-2 border-gray-200 p-3 hover:border-accent"
                >
                  <span className={`${scale.figure} block`}>{wholeNumber(b.count)}</span>
                  <span className="font-semibold">{bodyLabel(b.value) ?? b.value}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold">By price</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {data.bands.map((band) => (
              <li key={band.label} className="min-w-0">
                <a
                  href={searchHref(config.stock.listingPath, band.state)}
                  className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border-2 border-gray-200 p-3 hover:border-accent"
                >
                  <span>
                    <span className={`${scale.figure} block`}>{wholeNumber(band.count)}</span>
                    <span className="font-semibold">{band.label}</span>
                  </span>
                  {band.weekly !== null ? (
                    <span
                      className="rounded-full bg-accent px-3 py-1 text-sm font-bold text-white"
                      data-testid="finance-badge"
                    >
                      from {formatMoney(band.weekly)}/wk
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The caravan dealer's finder: vans by layout, by berths, and the vehicles that tow them. */
export function CaravanFinder({
  data,
  config,
  headingClass,
}: {
  data: Of<"caravan">;
  config: SiteConfig;
  headingClass: string;
}) {
  const vans = (lists: Record<string, string[]>, query = "") =>
    searchHref(config.stock.listingPath, { ...EMPTY_SEARCH, query, lists: { item_type: ["caravan"], ...lists } });
  return (
    <section aria-labelledby="home-vans" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="home-vans" className={headingClass}>
        Find your van <span className="text-base font-normal not-italic">({count(data.vans, "van")} in stock)</span>
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <nav aria-label="Vans by layout">
          <h3 className="text-lg font-bold">Layouts</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.layouts.map((l) => (
              <li key={l.value}>
                <a
                  className="inline-block rounded-full border border-gray-300 px-3 py-1 font-semibold hover:border-accent"
                  href={vans({ features: [l.value] })}
                >
                  {l.value} ({wholeNumber(l.count)})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Vans by berths">
          <h3 className="text-lg font-bold">Sleeps</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.sleeps.map((s) => (
              <li key={s.n}>
                <a
                  className="inline-block rounded-full border border-gray-300 px-3 py-1 font-semibold hover:border-accent"
                  href={searchHref(config.stock.listingPath, s.state)}
                >
                  Sleeps {s.n} ({wholeNumber(s.count)})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Towing">
          <h3 className="text-lg font-bold">Towing capacity</h3>
          <ul className="mt-2 space-y-2">
            {TOW_BANDS.map((band) => (
              <li key={band.label}>
                <a className="font-semibold text-accent underline" href={bodyHref(config, band.body)}>
                  {band.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

/** The dealer group's directory: each dealership with its makes and address, then every make in stock with its mark. */
export function GroupDirectory({
  data,
  config,
  places,
  headingClass,
}: {
  data: Of<"dealer-group">;
  config: SiteConfig;
  places: readonly LocationDetail[];
  headingClass: string;
}) {
  const dealerships = [...new Map(places.map((p) => [p.dealershipSlug, p])).values()];
  const makes = Object.entries(data.makes).sort(([a], [b]) => a.localeCompare(b));
  return (
    <>
      <section aria-labelledby="home-dealerships" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="home-dealerships" className={headingClass}>
          Our dealerships
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dealerships.map((d) => (
            <li key={d.dealershipSlug} className="min-w-0 rounded-lg border border-gray-200 p-4">
              <h3 className="text-lg font-semibold">
                <a className="underline" href={locationHref(d, config.features.locationsBySlug)}>
                  {d.dealershipName}
                </a>
              </h3>
              <p className="mt-1 text-sm text-gray-700">{formatAddress(d)}</p>
              {d.manufacturers.length > 0 ? (
                <p className="mt-2 text-sm font-semibold uppercase tracking-wide">{d.manufacturers.join(" · ")}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {makes.length > 0 ? (
        <section aria-labelledby="home-makes" className="mx-auto max-w-7xl px-4 pb-8">
          <h2 id="home-makes" className={headingClass}>
            Shop by make
          </h2>
          <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
            {makes.map(([make, n]) => (
              <li key={make} className="min-w-0">
                <a
                  className="make-card"
                  href={searchHref(config.stock.listingPath, { ...EMPTY_SEARCH, lists: { make: [make] } })}
                >
                  {data.logos[make] ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small SVG marks, served as they are
                    <img src={data.logos[make]} alt="" width={32} height={32} loading="lazy" className="h-8 w-8" />
                  ) : null}
                  <span>
                    {make} ({wholeNumber(n)})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
