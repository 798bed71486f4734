import { describe, expect, it } from "vitest";
import { sampleShownVehicle } from "./testing/sample-vehicle";
import { vehicleViewJsonLd } from "@/features/findability";
import { vehicleView, type ViewConfig } from "./vehicle-view-model";

const config: ViewConfig = {
  name: "Harbour Toyota",
  phones: { override: null, new: null, used: null, demo: null },
  stock: { noPriceText: "Enquire for price." },
  features: { showComplianceDate: false, showInteriorColour: false },
};

describe("the vehicle view (page, print page and PDF)", () => {
  it("titles the car by year, make, model, badge and series and prices it with its type", () => {
    const view = vehicleView(sampleShownVehicle(), config, "https://harbour-toyota.example");
    expect(view.title).toBe("2021 Toyota RAV4 GXL AXAH54R");
    expect(view.price).toEqual({ price: "$38,990", priceType: "Drive Away" });
  });
  it("shows the site's no-price text alone for a placeholder price", () => {
    const view = vehicleView(sampleShownVehicle({ price: 10 }), config, null);
    expect(view.price).toEqual({ price: "Enquire for price.", priceType: null });
  });
  it("names the location as the seller with its address, and dials the location when the site has no number", () => {
    const view = vehicleView(sampleShownVehicle(), config, null);
    expect(view.dealerName).toBe("Harbour Toyota Fremantle");
    expect(view.address).toBe("120 Quayside Drive, Fremantle WA 6160");
    expect(view.phone).toBe("(08) 5550 1200");
  });
  it("dials the site's number for the car's condition before the location's", () => {
    const view = vehicleView(
      sampleShownVehicle(),
      { ...config, phones: { ...config.phones, used: "1300 000 111" } },
      null,
    );
    expect(view.phone).toBe("1300 000 111");
  });
  it("names the dealership as the seller of a car without a location, with no address", () => {
    const view = vehicleView(sampleShownVehicle({}, { location: null }), config, null);
    expect(view.dealerName).toBe("Harbour Toyota");
    expect(view.address).toBeNull();
    expect(view.phone).toBeNull();
  });
  it("says the comments are pending when the dealer wrote none", () => {
    expect(vehicleView(sampleShownVehicle({ dealerComments: "" }), config, null).comments).toBe(
      "Dealer comments are pending. Please check back here later.",
    );
    expect(vehicleView(sampleShownVehicle(), config, null).comments).toBe("One owner, full service history.");
  });
  it("puts the page on the site's origin, or keeps it relative without one", () => {
    expect(vehicleView(sampleShownVehicle(), config, "https://harbour-toyota.example").url).toBe(
      "https://harbour-toyota.example/cars/2021-toyota-rav4-gxl-htu10001",
    );
    expect(vehicleView(sampleShownVehicle(), config, null).url).toBe("/cars/2021-toyota-rav4-gxl-htu10001");
  });
  it("describes the car with its price and odometer, a caravan without one", () => {
    expect(vehicleView(sampleShownVehicle(), config, null).description).toBe(
      "2021 Toyota RAV4 GXL AXAH54R for $38,990, 41,200 km at Harbour Toyota.",
    );
    expect(vehicleView(sampleShownVehicle({ itemType: "caravan" }), config, null).description).toBe(
      "2021 Toyota RAV4 GXL AXAH54R for $38,990 at Harbour Toyota.",
    );
  });
  it("lists the details box with the location's address and the site's choice of compliance date", () => {
    const facts = (c: ViewConfig) =>
      Object.fromEntries(vehicleView(sampleShownVehicle(), c, null).facts.map((f) => [f.label, f.value]));
    expect(facts(config)).toMatchObject({
      "Stock number": "HTU10001",
      Address: "120 Quayside Drive, Fremantle WA 6160",
    });
    expect(facts(config)["Compliance date"]).toBeUndefined();
    expect(facts({ ...config, features: { ...config.features, showComplianceDate: true } })["Compliance date"]).toBe(
      "04/2021",
    );
  });
  it("gives the structured data the same seller, phone and page URL as the page", () => {
    const shown = sampleShownVehicle();
    const view = vehicleView(shown, config, "https://harbour-toyota.example");
    const ld = vehicleViewJsonLd(view, shown, "https://harbour-toyota.example", {
      features: { locationsBySlug: true },
    }) as unknown as Record<string, unknown>;
    expect(ld.url).toBe("https://harbour-toyota.example/cars/2021-toyota-rav4-gxl-htu10001");
    // The seller is the location's AutoDealer node, the one its location page describes.
    expect((ld.offers as { seller: Record<string, unknown> }).seller).toMatchObject({
      "@type": "AutoDealer",
      "@id": `https://harbour-toyota.example/contact-us/${shown.location!.slug}#dealer`,
      url: `https://harbour-toyota.example/locations/${shown.location!.slug}`,
    });
    expect(JSON.stringify(ld)).toContain('"telephone":"(08) 5550 1200"');
    expect(JSON.stringify(ld)).toContain('"name":"Harbour Toyota Fremantle"');
  });
});
