"use client";

import { useSyncExternalStore } from "react";
import type { FavouriteEntry } from "@/features/watchlist/favourites";
import { showsSaveToggle, toggleLabel, type WatchlistMode } from "@/features/watchlist/watchlist-rules";
import { accountWatchlist } from "@/features/watchlist/client/account-watchlist";
import { deviceFavourites } from "@/features/watchlist/client/device-favourites";

/**
 * The watchlist toggle of a result card and the vehicle page: Save, or
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
      className={`save-toggle${className ? ` ${className}` : ""}`}
    >
      <span aria-hidden="true" className="save-heart" />
      {toggleLabel(saved)}
    </button>
  );
}
