"use client";

import { useSyncExternalStore } from "react";
import type { FavouriteEntry } from "@/features/watchlist/favourites";
import { showsSaveToggle, toggleLabel, type WatchlistMode } from "@/features/watchlist/watchlist-rules";
import { accountWatchlist } from "@/features/watchlist/client/account-watchlist";
import { deviceFavourites } from "@/features/watchlist/client/device-favourites";

/**
 * The watchlist toggle of a result card and the vehicle page (search-watchlist-detail.md §4): Save, or
 * Saved (pressed), named with the car for screen readers. The server renders it unsaved; the browser
 * then shows the shopper's own state. A sold car shows it only when already saved.
 */
export function SaveToggle({
  car,
  mode,
  status,
  className = "",
}: {
  car: FavouriteEntry;
  mode: WatchlistMode;
  status: string;
  className?: string;
}) {
  const store = mode === "device" ? deviceFavourites : accountWatchlist;
  const saved = useSyncExternalStore(
    store.subscribe,
    () => store.isSaved(car.id),
    () => false,
  );
  // Pressable once the page's script runs and knows the shopper's state: a tap never acts on a state not yet known.
  const settled = useSyncExternalStore(store.subscribe, store.isSettled, () => false);
  if (!showsSaveToggle({ status }, saved)) return null;
  return (
    <button
      type="button"
      aria-pressed={saved}
      // The visible word, then the car for screen readers (one name: a visually hidden span reads as a separate word).
      aria-label={`${toggleLabel(saved)}: ${car.name}`}
      disabled={!settled}
      onClick={() => void store.setSaved(car, !saved)}
      className={`inline-flex items-center gap-1 rounded-full border border-gray-400 bg-white px-3 py-1 text-sm font-semibold text-gray-900 shadow-sm ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="text-red-700">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.4 3.5 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {toggleLabel(saved)}
    </button>
  );
}
