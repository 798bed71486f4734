import type { VehicleJsonLdInput } from "@/features/vehicle/structured-data-vehicle";

/** A used RAV4 in stock, as a vehicle page hands it to the JSON-LD, sold by a Perth dealer; `over` changes it. */
export function sampleJsonLdCar(over: Partial<VehicleJsonLdInput> = {}): VehicleJsonLdInput {
  return {
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
    ...over,
  };
}
