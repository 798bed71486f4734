import { describe, expect, it } from "vitest";
import { jsonLdScript, vehicleJsonLd, type VehicleJsonLdInput } from "./vehicle-jsonld";

const car: VehicleJsonLdInput = {
  name: "2021 Toyota RAV4 GXL",
  make: "Toyota",
  model: "RAV4",
  badge: "GXL",
  year: 2021,
  km: 45210,
  carType: "used",
  status: "in_stock",
  price: 38990,
  colour: "Glacier White",
  fuel: "Hybrid",
  transmission: "Automatic",
  drive: "AWD",
  vin: "JTMW1RFV00D123456",
  images: ["https://cdn.example/1.jpg", "https://cdn.example/2.jpg"],
  url: "https://dealer.example/cars/2021-toyota-rav4-abc123",
  seller: {
    name: "Example Toyota",
    address: { street: "1 Main St", city: "Perth", state: "wa", postcode: "6000" },
    telephone: "(08) 5550 1200",
  },
};

describe("vehicle JSON-LD", () => {
  it("describes the car as a schema.org Car with its offer and seller", () => {
    expect(vehicleJsonLd(car)).toEqual({
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
        seller: {
          "@type": "AutoDealer",
          name: "Example Toyota",
          address: {
            "@type": "PostalAddress",
            streetAddress: "1 Main St",
            addressLocality: "Perth",
            addressRegion: "WA",
            postalCode: "6000",
            addressCountry: "AU",
          },
          telephone: "(08) 5550 1200",
        },
      },
    });
  });
  it("gives new cars NewCondition and counts demo cars as used", () => {
    expect(vehicleJsonLd({ ...car, carType: "new" }).itemCondition).toBe("https://schema.org/NewCondition");
    expect(vehicleJsonLd({ ...car, carType: "demo" }).itemCondition).toBe("https://schema.org/UsedCondition");
  });
  it("maps in_stock to InStock, coming_soon to PreOrder and anything else to SoldOut", () => {
    const availability = (status: string) =>
      (vehicleJsonLd({ ...car, status }).offers as Record<string, unknown>).availability;
    expect(availability("in_stock")).toBe("https://schema.org/InStock");
    expect(availability("coming_soon")).toBe("https://schema.org/PreOrder");
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
  });
  it("omits the price when the price is 10 or less", () => {
    const offers = vehicleJsonLd({ ...car, price: 10 }).offers as Record<string, unknown>;
    expect(offers).not.toHaveProperty("price");
    expect(offers).not.toHaveProperty("priceCurrency");
    expect(offers.availability).toBe("https://schema.org/InStock");
  });
  it("omits empty fields", () => {
    const data = vehicleJsonLd({
      ...car,
      badge: null,
      colour: "",
      vin: null,
      images: [],
      seller: { name: "Example Toyota", address: null, telephone: null },
    });
    for (const key of ["vehicleConfiguration", "color", "vehicleIdentificationNumber", "image"])
      expect(data).not.toHaveProperty(key);
    expect((data.offers as Record<string, unknown>).seller).toEqual({ "@type": "AutoDealer", name: "Example Toyota" });
    expect(vehicleJsonLd({ ...car, seller: null }).offers).not.toHaveProperty("seller");
  });
  it("describes motorcycles as Motorcycle and caravans as Vehicle without an odometer", () => {
    expect(vehicleJsonLd({ ...car, itemType: "motorcycle" })["@type"]).toBe("Motorcycle");
    const caravan = vehicleJsonLd({ ...car, itemType: "caravan" });
    expect(caravan["@type"]).toBe("Vehicle");
    expect(caravan).not.toHaveProperty("mileageFromOdometer");
  });
});

describe("JSON-LD script text", () => {
  it("escapes '<' as \\u003c so text cannot close the script tag", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
  it("stays valid JSON for a value JSON.stringify cannot represent", () => {
    expect(jsonLdScript(undefined)).toBe("null");
  });
});
