"use client";

import { useSyncExternalStore } from "react";
import { deviceFavourites } from "@/features/watchlist/client/device-favourites";
import { SavedCarRow } from "./SavedCarRow";
import { WatchlistEmpty } from "./WatchlistEmpty";

/** The favourites kept on this device (no account): read in the browser, removed there too. */
export function DeviceFavouritesList({ searchPath }: { searchPath: string }) {
  const favourites = useSyncExternalStore(deviceFavourites.subscribe, deviceFavourites.list, () => null);
  if (favourites === null) return <p>Loading your saved cars…</p>;
  if (favourites.length === 0) return <WatchlistEmpty searchPath={searchPath} />;
  return (
    <ul className="grid gap-3">
      {favourites.map((car) => (
        <SavedCarRow
          key={car.id}
          href={`/cars/${car.slug}`}
          title={car.name}
          picture={car.primary_image_url}
          action={
            <button
              type="button"
              onClick={() => void deviceFavourites.setSaved(car, false)}
              aria-label={`Remove: ${car.name}`}
              className="rounded border border-gray-400 px-3 py-1 text-sm font-semibold"
            >
              Remove
            </button>
          }
        >
          <p className="text-sm text-gray-700">
            {car.make} {car.model}
          </p>
        </SavedCarRow>
      ))}
    </ul>
  );
}
