import type { CurrentSite } from "@/platform/site/current-site.server";
import { VehicleCard, priceLine, vehicleTitle, type AskingPrice } from "@/features/vehicle";
import { listItems } from "@/features/search/search.server";
import { similarCarsQuery } from "@/features/search/similar-cars";

interface Props {
  site: CurrentSite;
  car: { id: number; body: string | null; price: AskingPrice; itemType: string };
  /** "strip": a row of cards under the page; "list": a compact list of links for the SOLD panel. */
  variant: "strip" | "list";
}

/**
 * 'Similar cars': the item-list search's cars of the same body and price band, nearest price first
 * (similar-cars.ts). Rendered on the server, no script; nothing at all when there is none to show.
 */
export async function SimilarCars({ site, car, variant }: Props) {
  const query = similarCarsQuery(car);
  if (!query) return null;
  const cars = await listItems(site, query);
  if (cars.length === 0) return null;
  const { noPriceText } = site.config.stock;
  const headingId = `similar-cars-${variant}`;
  const list = variant === "list";
  return (
    <section aria-labelledby={headingId} className={list ? "mt-4" : "mt-10"} data-testid="similar-cars">
      <h2 id={headingId} className={list ? "text-lg font-bold" : "text-2xl font-bold"}>
        Similar cars
      </h2>
      {list ? (
        <ul className="mt-2 divide-y divide-gray-200">
          {cars.map((similar) => (
            <li key={similar.id} className="py-2">
              <a href={`/cars/${similar.slug}`} className="font-semibold underline">
                {vehicleTitle(similar)}
              </a>
              <span className="block text-sm">{priceLine(similar, noPriceText).price}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cars.map((similar) => (
            <li key={similar.id}>
              <VehicleCard car={similar} noPriceText={noPriceText} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
