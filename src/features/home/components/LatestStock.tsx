import { VehicleCard } from "@/features/vehicle";
import type { HomeData } from "@/features/home/home-data.server";

/** The latest cars, as cards; the first card's picture is the page's main one only where no slider leads the page. */
export function LatestStock({
  cars,
  listingPath,
  noPriceText,
  headingClass,
  eagerFirst,
}: {
  cars: HomeData["latest"];
  listingPath: string;
  noPriceText: string;
  headingClass: string;
  eagerFirst: boolean;
}) {
  return (
    <section aria-labelledby="latest-stock" className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="latest-stock" className={headingClass}>
          Latest stock
        </h2>
        <a className="font-semibold text-accent underline" href={listingPath}>
          View all stock
        </a>
      </div>
      {cars.length === 0 ? (
        <p className="mt-4">New stock is on its way. Please check back soon.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cars.map((car, index) => (
            <li key={car.id} className="min-w-0">
              <VehicleCard car={car} noPriceText={noPriceText} eager={eagerFirst && index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
