import { describe, expect, it } from "vitest";
import { arrivingSoonNotice } from "./arriving-soon";
import { demoPhotoUrl, drawingUrl } from "@/features/images";

const drawing = drawingUrl("suv", "#ffffff", "side");
const photo = "https://cdn.example.com/stock/T100-1.jpg";

describe("'Arriving soon, please enquire for photos'", () => {
  it("shows on a coming-soon car without photos where the site asks for it", () => {
    expect(arrivingSoonNotice({ status: "coming_soon", primaryImageUrl: null }, true)).toBe(
      "Arriving soon, please enquire for photos",
    );
    expect(arrivingSoonNotice({ status: "coming_soon", primaryImageUrl: drawing }, true)).toBe(
      "Arriving soon, please enquire for photos",
    );
  });
  it("does not show where the site does not ask for it", () => {
    expect(arrivingSoonNotice({ status: "coming_soon", primaryImageUrl: null }, false)).toBeNull();
  });
  it("does not show on a car with photos, or on a car in stock or sold", () => {
    expect(arrivingSoonNotice({ status: "coming_soon", primaryImageUrl: photo }, true)).toBeNull();
    // The demo stock's pictures stand for a feed's photos.
    expect(
      arrivingSoonNotice({ status: "coming_soon", primaryImageUrl: demoPhotoUrl("suv", "#ffffff", "side") }, true),
    ).toBeNull();
    expect(arrivingSoonNotice({ status: "in_stock", primaryImageUrl: null }, true)).toBeNull();
    expect(arrivingSoonNotice({ status: "sold", primaryImageUrl: drawing }, true)).toBeNull();
  });
});
