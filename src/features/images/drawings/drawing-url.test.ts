import { describe, expect, it } from "vitest";
import { demoPhotoUrl, drawingPath, drawingUrl, isDrawingUrl } from "./drawing-url";

describe("drawing and demo photo paths", () => {
  it("gives a demo car's photo the drawing's path as a JPEG under /media/photos/", () => {
    expect(drawingUrl("suv", "#1E3A8A", "side")).toBe("/media/drawings/suv/1e3a8a/side.svg");
    expect(demoPhotoUrl("suv", "#1E3A8A", "side")).toBe("/media/photos/suv/1e3a8a/side.jpg");
  });

  it("reads back what to draw from either path, and nothing from a path that is not one", () => {
    expect(drawingPath("/media/photos/suv/1e3a8a/side.jpg")).toMatchObject({
      kind: "photo",
      drawing: { body: "suv", itemType: "car", hex: "#1e3a8a", view: "side" },
    });
    expect(drawingPath("/media/drawings/caravan/f2f2ee/rear.svg")).toMatchObject({
      kind: "svg",
      drawing: { body: null, itemType: "caravan", view: "rear" },
    });
    for (const bad of [
      "/media/photos/suv/1e3a8a/side.svg", // a photo is a JPEG, a drawing an SVG
      "/media/drawings/suv/1e3a8a/side.jpg",
      "/media/photos/spaceship/1e3a8a/side.jpg",
      "/media/photos/suv/1E3A8A/side.jpg",
      "/media/photos/suv/1e3a8a/roof.jpg",
      "/media/photos/suv/1e3a8a/../side.jpg",
      "/media/photos/__proto__/1e3a8a/side.jpg",
    ])
      expect(drawingPath(bad), bad).toBeNull();
  });

  it("counts a demo photo as a placeholder, like the drawing it is made from (a feed export leaves it out)", () => {
    expect(isDrawingUrl("/media/photos/suv/1e3a8a/side.jpg")).toBe(true);
    expect(isDrawingUrl("https://photos.example/1.jpg")).toBe(false);
  });
});
