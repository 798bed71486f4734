import { describe, expect, it } from "vitest";
import {
  removedToast,
  savedCarNote,
  savedToast,
  showsSaveToggle,
  toggleLabel,
  watchlistMode,
  withCar,
} from "./watchlist-rules";

describe("where a site keeps saved cars", () => {
  it("keeps them in the shopper's account where favourites are on", () => {
    expect(watchlistMode({ favourites: true, favouritesOnDevice: false })).toBe("account");
  });
  it("keeps them on the device where the site says so (Tasman: the spec's Favourite entry, no account)", () => {
    expect(watchlistMode({ favourites: true, favouritesOnDevice: true })).toBe("device");
  });
  it("has no watchlist where favourites are off", () => {
    expect(watchlistMode({ favourites: false, favouritesOnDevice: true })).toBeNull();
    expect(watchlistMode({ favourites: false, favouritesOnDevice: false })).toBeNull();
  });
});

describe("the watchlist toggle", () => {
  it("shows on every available car, saved or not", () => {
    for (const status of ["in_stock", "coming_soon"]) {
      expect(showsSaveToggle({ status }, false)).toBe(true);
      expect(showsSaveToggle({ status }, true)).toBe(true);
    }
  });
  it("shows a Save button on a sold car only if it is already saved", () => {
    expect(showsSaveToggle({ status: "sold" }, false)).toBe(false);
    expect(showsSaveToggle({ status: "sold" }, true)).toBe(true);
  });
  it("reads Save, or Saved once saved", () => {
    expect(toggleLabel(false)).toBe("Save");
    expect(toggleLabel(true)).toBe("Saved");
  });
  it("adds the car at once (optimistic) and takes it out again on a failure, without repeats", () => {
    const saved = withCar([1, 2], 3, true);
    expect(saved).toEqual([1, 2, 3]);
    expect(withCar(saved, 3, true)).toEqual([1, 2, 3]);
    expect(withCar(saved, 3, false)).toEqual([1, 2]);
    expect(withCar([1, 2], 9, false)).toEqual([1, 2]);
  });
});

describe("the watchlist toasts", () => {
  it("'Car Saved In Watchlist' / '{car name} is now available in your watchlist'", () => {
    expect(savedToast("2021 Toyota RAV4 GX")).toEqual({
      title: "Car Saved In Watchlist",
      description: "2021 Toyota RAV4 GX is now available in your watchlist",
    });
  });
  it("'Car Removed' / '{car name} is no longer in your watchlist'", () => {
    expect(removedToast("2021 Toyota RAV4 GX")).toEqual({
      title: "Car Removed",
      description: "2021 Toyota RAV4 GX is no longer in your watchlist",
    });
  });
});

describe("the note beside a saved car", () => {
  const car = { shown: true, status: "in_stock", price: 30_000, savedPrice: 30_000 };
  it("notes nothing while the car is for sale at the price it was saved at", () => {
    expect(savedCarNote(car)).toBeNull();
  });
  it("notes a sold car", () => {
    expect(savedCarNote({ ...car, status: "sold", price: 28_000 })).toBe("Sold");
  });
  it("notes a price changed since the save, from the saved price to today's", () => {
    expect(savedCarNote({ ...car, price: 28_500 })).toBe("Price changed from $30,000 to $28,500");
    expect(savedCarNote({ ...car, price: 31_990 })).toBe("Price changed from $30,000 to $31,990");
  });
  it("compares only shown prices (no price or a placeholder is not a change)", () => {
    expect(savedCarNote({ ...car, savedPrice: 0 })).toBeNull();
    expect(savedCarNote({ ...car, savedPrice: null })).toBeNull();
    expect(savedCarNote({ ...car, price: 1 })).toBeNull();
  });
  it("notes a car the site no longer shows", () => {
    expect(savedCarNote({ ...car, shown: false, status: "sold" })).toBe("No longer available");
  });
});
