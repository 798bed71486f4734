import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VehicleFacts } from "../../../../../features/vehicle/components/VehicleFacts";
import { formatKm, priceText, vehicleTitle, wasPrice } from "../../../../../features/vehicle/vehicle-display";
import { vehicleBySlug } from "../../../../../features/vehicle/vehicles.server";
import { requireSite } from "../../../../../platform/site/current-site.server";

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  const found = await vehicleBySlug(site, (await params).slug);
  return found ? { title: vehicleTitle(found.vehicle), alternates: { canonical: `/cars/${found.vehicle.slug}` } } : { title: "Vehicle not found" };
}

/** The vehicle page's foundation: headline, price, pictures and details (the full page is its own issue). */
export default async function VehiclePage({ params }: Props) {
  const site = await requireSite(params);
  const found = await vehicleBySlug(site, (await params).slug);
  if (!found) notFound();
  const { vehicle: car, location } = found;
  const available = car.status === "in_stock" || car.status === "coming_soon";
  const was = wasPrice(car);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{vehicleTitle(car)}</h1>
      <p className="mt-2 text-2xl font-bold">
        {priceText(car, site.config.stock.noPriceText)}
        {car.price > 10 && car.priceType ? <span className="ml-2 text-base font-normal text-gray-700">{car.priceType}</span> : null}
        {was ? <span className="ml-3 text-base font-normal text-gray-700">Was <s>{was}</s></span> : null}
      </p>
      {car.itemType !== "caravan" ? <p className="mt-1 text-gray-700">{formatKm(car.km)}</p> : null}
      {!available ? (
        <p role="status" className="mt-4 rounded border border-gray-300 bg-gray-50 p-4 font-semibold">
          Unfortunately this {car.itemType === "car" ? "vehicle" : car.itemType} recently sold
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos">
        {car.images.map((image, i) => (
          <li key={image.image_key}>
            {/* eslint-disable-next-line @next/next/no-img-element -- local SVG drawings */}
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading={i === 0 ? "eager" : "lazy"} className="w-full rounded" />
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="details" className="lg:col-span-2">
          <h2 id="details" className="text-2xl font-bold">Vehicle details</h2>
          <VehicleFacts car={car} config={site.config} />
          <h2 className="mt-8 text-2xl font-bold">Our Comments</h2>
          <p className="mt-2 whitespace-pre-line">{car.dealerComments || "Dealer comments are pending. Please check back here later."}</p>
        </section>
        {location ? (
          <aside aria-labelledby="where" className="rounded-lg border border-gray-200 p-4">
            <h2 id="where" className="text-xl font-bold">Where to see it</h2>
            <p className="mt-2">{location.name}</p>
            <p className="text-gray-700">{location.street}, {location.city}</p>
            <a className="mt-2 inline-block font-semibold text-accent underline" href={`/locations/${location.slug}`}>View Location</a>
          </aside>
        ) : null}
      </div>
    </article>
  );
}
