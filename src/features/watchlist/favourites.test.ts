import { describe, expect, it } from "vitest";
import { addFavourite, parseFavourites, removeFavourite, type FavouriteEntry } from "./favourites";

const car = (id: number, extra: Partial<FavouriteEntry> = {}): FavouriteEntry => ({
  id,
  name: `Caravan ${id}`,
  slug: `caravan-${id}`,
  make: "Jayco",
  model: "Journey",
  primary_image_url: `/media/drawings/${id}.svg`,
  ...extra,
});

describe("favourites on the device", () => {
  it("toggles between added and removed", () => {
    const added = addFavourite([], car(1));
    expect(added).toEqual([car(1)]);
    expect(removeFavourite(added, 1)).toEqual([]);
  });
  it("puts the newest first and never repeats a car", () => {
    expect(addFavourite([car(1), car(2)], car(2)).map((f) => f.id)).toEqual([2, 1]);
  });
  it("keeps at most 100", () => {
    let list: FavouriteEntry[] = [];
    for (let id = 1; id <= 120; id++) list = addFavourite(list, car(id));
    expect(list).toHaveLength(100);
    expect(list[0]!.id).toBe(120);
  });
  it("reads back what it stored, in the spec's fields only", () => {
    const stored = JSON.stringify([{ ...car(1), extra: "x" }, car(2, { primary_image_url: null })]);
    expect(parseFavourites(stored)).toEqual([car(1), car(2, { primary_image_url: null })]);
  });
  it("starts afresh on anything malformed, and never keeps a link or picture off the site", () => {
    for (const bad of [
      null,
      "",
      "{",
      "{}",
      JSON.stringify([{ id: "1" }]),
      JSON.stringify([car(1, { slug: "../../admin" })]),
      JSON.stringify([car(1, { slug: "//evil.example" })]),
      JSON.stringify([car(1, { primary_image_url: "javascript:alert(1)" })]),
      JSON.stringify([car(1, { primary_image_url: "//evil.example/x.png" })]),
      JSON.stringify([car(-1)]),
    ])
      expect(parseFavourites(bad)).toEqual([]);
  });
});
