import type { ReactNode } from "react";
import { priceLine, vehicleTitle } from "@/features/vehicle";
import type { SavedCar } from "@/features/watchlist/watchlist.db";
import { savedCarNote } from "@/features/watchlist/watchlist-rules";
import { RemoveSavedCar } from "./RemoveSavedCar";
import { SavedCarRow } from "./SavedCarRow";
import { WatchlistEmpty } from "./WatchlistEmpty";

/** The signed-in shopper's saved cars, each with a note when it was sold or its price changed, and Remove. */
export function SavedCarList({
  cars,
  noPriceText,
  searchPath,
  alerts,
}: {
  cars: SavedCar[];
  noPriceText: string;
  searchPath: string;
  /** What the garage shows of each car's alerts (settings and messages sent), above the link to change them. */
  alerts?: (car: SavedCar) => ReactNode;
}) {
  if (cars.length === 0) return <WatchlistEmpty searchPath={searchPath} />;
  return (
    <ul className="grid gap-3">
      {cars.map((car) => {
        const title = vehicleTitle(car);
        const note = savedCarNote(car);
        return (
          <SavedCarRow
            key={car.id}
            href={car.shown ? `/cars/${car.slug}` : null}
            title={title}
            picture={car.shown ? car.primaryImageUrl : null}
            action={<RemoveSavedCar car={{ id: car.id, name: title }} />}
          >
            {car.shown ? <p className="text-lg font-bold">{priceLine(car, noPriceText).price}</p> : null}
            {note ? <p className="text-sm font-semibold text-red-800">{note}</p> : null}
            {alerts?.(car)}
            <p className="text-sm">
              {/* The car's alerts (price drop, reserved, sold) are set on their own page, next to the car here; the
                row's heading names the car, so the link's words need not repeat it. */}
              <a className="underline" href={`/watchlist/${car.id}/alerts`}>
                {car.alertsOn ? "Change alerts about this car" : "Get alerts about this car"}
              </a>
            </p>
          </SavedCarRow>
        );
      })}
    </ul>
  );
}
