import { describe, expect, it } from "vitest";
import type { PhotosLayer, PresentationValues } from "@/domain/stock-presentation";
import type { VehicleImage } from "@/domain/vehicle-types";
import { arrangedPhotos, changePhotos, EMPTY_PHOTOS_LAYER, shownPhotos } from "./photo-arrangement";
import { effectivePresentation } from "./presentation";

const photo = (key: string): VehicleImage => ({
  image_key: key,
  url: `https://cdn.example/${key}.jpg`,
  width: 800,
  height: 600,
  alt: key,
});
const feed = [photo("a"), photo("b"), photo("c")];
const upload = { ...photo("u1"), url: "/media/uploads/u1.jpg" };
const keys = (images: VehicleImage[]) => images.map((image) => image.image_key);
const layer = (over: Partial<PhotosLayer>): PhotosLayer => ({ ...EMPTY_PHOTOS_LAYER, ...over });

describe("the dealer arranges a car's photos over the feed's", () => {
  it("shows the arranged photos first, then feed photos not yet arranged in the feed's order", () => {
    expect(keys(arrangedPhotos([...feed, photo("d")], layer({ order: ["c", "a"] })))).toEqual(["c", "a", "b", "d"]);
  });

  it("drops a feed photo the feed no longer sends, without a trace", () => {
    expect(keys(arrangedPhotos([photo("a"), photo("c")], layer({ order: ["b", "c", "a"], hidden: ["b"] })))).toEqual([
      "c",
      "a",
    ]);
  });

  it("arranges uploads among the feed's photos", () => {
    expect(keys(arrangedPhotos(feed, layer({ order: ["u1", "b"], uploads: [upload] })))).toEqual(["u1", "b", "a", "c"]);
  });

  it("leaves hidden photos out of what shoppers see and puts the main one first", () => {
    expect(keys(shownPhotos(feed, layer({ hidden: ["a"], main: "c" })))).toEqual(["c", "b"]);
  });

  it("moves a photo one place up or down, and not past either end", () => {
    expect(
      keys(arrangedPhotos(feed, changePhotos(feed, EMPTY_PHOTOS_LAYER, { kind: "move", key: "b", by: -1 })!)),
    ).toEqual(["b", "a", "c"]);
    expect(changePhotos(feed, EMPTY_PHOTOS_LAYER, { kind: "move", key: "c", by: 1 })!.order).toEqual(["a", "b", "c"]);
  });

  it("places photos in a dragged order, ignoring keys that are not the car's", () => {
    expect(changePhotos(feed, EMPTY_PHOTOS_LAYER, { kind: "place", order: ["c", "zz", "a"] })!.order).toEqual([
      "c",
      "a",
      "b",
    ]);
  });

  it("refuses a change naming no photo of the car", () => {
    expect(changePhotos(feed, EMPTY_PHOTOS_LAYER, { kind: "hide", key: "zz" })).toBeNull();
    expect(changePhotos(feed, EMPTY_PHOTOS_LAYER, { kind: "remove", key: "a" })).toBeNull();
  });

  it("showing a hidden photo as main unhides it; hiding the main one leaves no main", () => {
    const main = changePhotos(feed, layer({ hidden: ["b"] }), { kind: "main", key: "b" })!;
    expect(main).toMatchObject({ main: "b", hidden: [] });
    expect(changePhotos(feed, main, { kind: "hide", key: "b" })).toMatchObject({ main: null, hidden: ["b"] });
  });

  it("adds an upload at the end and removes it everywhere", () => {
    const added = changePhotos(feed, EMPTY_PHOTOS_LAYER, { kind: "upload", image: upload })!;
    expect(keys(arrangedPhotos(feed, added))).toEqual(["a", "b", "c", "u1"]);
    const removed = changePhotos(feed, { ...added, main: "u1" }, { kind: "remove", key: "u1" })!;
    expect(removed).toEqual({ order: ["a", "b", "c"], hidden: [], main: null, uploads: [] });
  });

  it("sets the car's images, primary picture and photo count from the arranged photos", () => {
    const values = { images: feed, primaryImageUrl: feed[0]!.url, photosCount: 3 } as PresentationValues;
    const shown = effectivePresentation(values, { photos: layer({ hidden: ["a"], main: "u1", uploads: [upload] }) });
    expect(keys(shown.images)).toEqual(["u1", "b", "c"]);
    expect(shown.primaryImageUrl).toBe("/media/uploads/u1.jpg");
    expect(shown.photosCount).toBe(3);
  });
});
