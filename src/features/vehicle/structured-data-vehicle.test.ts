import { describe, expect, it } from "vitest";
import { offerAvailability, vehicleJsonLd, type VehicleJsonLdInput } from "./structured-data-vehicle";
import { sampleJsonLdCar } from "./testing/sample-json-ld-car";

const car = sampleJsonLdCar();

/** The JSON-LD as plain data (schema-dts's union types do not index). */
const ld = (input: VehicleJsonLdInput) => vehicleJsonLd(input) as unknown as Record<string, unknown>;
const offer = (input: VehicleJsonLdInput) => ld(input).offers as Record<string, unknown>;

describe("vehicle JSON-LD", () => {
  it("describes the car as a schema.org Car with its offer and seller", () => {
    expect(ld(car)).toEqual({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2021 Toyota RAV4 GXL",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "RAV4",
      vehicleConfiguration: "GXL",
      vehicleModelDate: "2021",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45210, unitCode: "KMT" },
      itemCondition: "https://schema.org/UsedCondition",
      color: "Glacier White",
      fuelType: "Hybrid",
      vehicleTransmission: "Automatic",
      driveWheelConfiguration: "AWD",
      vehicleIdentificationNumber: "JTMW1RFV00D123456",
      image: ["https://cdn.example/1.jpg", "https://cdn.example/2.jpg"],
      url: "https://dealer.example/cars/2021-toyota-rav4-abc123",
      offers: {
        "@type": "Offer",
        price: 38990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        url: "https://dealer.example/cars/2021-toyota-rav4-abc123",
        seller: car.seller,
      },
    });
  });
  it("gives new cars NewCondition and counts demo cars as used", () => {
    expect(ld({ ...car, carType: "new" }).itemCondition).toBe("https://schema.org/NewCondition");
    expect(ld({ ...car, carType: "demo" }).itemCondition).toBe("https://schema.org/UsedCondition");
  });
  it("maps in_stock to InStock, coming_soon to PreOrder and anything else to SoldOut", () => {
    const availability = (status: string) => offer({ ...car, status }).availability;
    expect(availability("in_stock")).toBe("https://schema.org/InStock");
    expect(availability("coming_soon")).toBe("https://schema.org/PreOrder");
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
  });
  it("offers a reserved car as OutOfStock: not buyable now, not sold (it returns if the hold runs out)", () => {
    expect(offer({ ...car, reserved: true }).availability).toBe("https://schema.org/OutOfStock");
    expect(offerAvailability("in_stock", true)).toBe("https://schema.org/OutOfStock");
    // Sold wins over a stale reserved flag.
    expect(offerAvailability("sold", true)).toBe("https://schema.org/SoldOut");
  });
  it("omits the price when the price is 10 or less", () => {
    const offers = offer({ ...car, price: 10 });
    expect(offers).not.toHaveProperty("price");
    expect(offers).not.toHaveProperty("priceCurrency");
    expect(offers.availability).toBe("https://schema.org/InStock");
  });
  it("omits empty fields", () => {
    const data = ld({ ...car, badge: null, colour: "", vin: null, images: [" "] });
    for (const key of ["vehicleConfiguration", "color", "vehicleIdentificationNumber", "image"])
      expect(data).not.toHaveProperty(key);
    expect(offer({ ...car, seller: null })).not.toHaveProperty("seller");
  });
  it("describes motorcycles as Motorcycle and caravans as Vehicle without an odometer", () => {
    expect(ld({ ...car, itemType: "motorcycle" })["@type"]).toBe("Motorcycle");
    const caravan = ld({ ...car, itemType: "caravan" });
    expect(caravan["@type"]).toBe("Vehicle");
    expect(caravan).not.toHaveProperty("mileageFromOdometer");
  });
});
