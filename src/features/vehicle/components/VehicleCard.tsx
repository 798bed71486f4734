import { cardFacts, priceLine, vehicleTitle } from "@/features/vehicle/vehicle-display";
import type { CardVehicle } from "@/features/vehicle/vehicle-projections";
import { CardPicture } from "./CardPicture";

/** The home page shows four cards a row on wide screens. */
const HOME_CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";

export function VehicleCard({
  car,
  noPriceText,
  eager = false,
}: {
  car: CardVehicle;
  noPriceText: string;
  /** In the first row: loaded at once, the page's largest picture. */ eager?: boolean;
}) {
  const title = vehicleTitle(car);
  const price = priceLine(car, noPriceText);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {car.primaryImageUrl ? <CardPicture src={car.primaryImageUrl} eager={eager} sizes={HOME_CARD_SIZES} /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          <a href={`/cars/${car.slug}`} className="hover:underline">
            {title}
          </a>
        </h3>
        <p className="text-xl font-bold">
          {price.price}{" "}
          {price.priceType ? <span className="text-sm font-normal text-gray-700">{price.priceType}</span> : null}
        </p>
        <p className="text-sm text-gray-700">{cardFacts(car)}</p>
        {car.city ? <p className="mt-auto text-sm text-gray-700">{car.city}</p> : null}
      </div>
    </article>
  );
}
