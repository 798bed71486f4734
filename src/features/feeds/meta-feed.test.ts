import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { toCsv } from "./csv-writer";
import { META_COLUMNS, META_REQUIRED, metaMissingFields, metaVehicleRow } from "./meta-feed";
import { SAMPLE_SITE, sampleFeedCar } from "./testing/sample-feed-car";

describe("Meta automotive inventory catalog row (feed with the reference's field names)", () => {
  it("maps a listed car to the documented fields, with absolute URLs on the site's origin", () => {
    const row = metaVehicleRow(sampleFeedCar(), SAMPLE_SITE)!;
    expect(row).toMatchObject({
      vehicle_id: "HTU10001",
      title: "2021 Toyota RAV4 GXL AXAH54R",
      description: "One owner, full service history.",
      url: "https://harbour-toyota.example/cars/2021-toyota-rav4-gxl-htu10001",
      "image[0].url": "https://harbour-toyota.example/media/a.svg",
      "image[1].url": "",
      make: "Toyota",
      model: "RAV4",
      year: "2021",
      "mileage.value": "41200",
      "mileage.unit": "KM",
      price: "38990 AUD",
      state_of_vehicle: "CPO",
      body_style: "SUV",
      transmission: "AUTOMATIC",
      fuel_type: "HYBRID",
      drivetrain: "AWD",
      vin: "JTMRJREV00D123456",
      availability: "AVAILABLE",
      "address.addr1": "12 Marine Terrace",
      "address.city": "Fremantle",
      "address.region": "WA",
      "address.postal_code": "6160",
      "address.country": "AU",
    });
    expect(Object.keys(row).sort()).toEqual([...META_COLUMNS].sort());
    expect(metaMissingFields(row)).toEqual([]);
  });

  it("states new, used, certified (CPO) and demo (used) cars", () => {
    const state = (over: Parameters<typeof sampleFeedCar>[0]) =>
      metaVehicleRow(sampleFeedCar(over), SAMPLE_SITE)!.state_of_vehicle;
    expect(state({ carType: "new", certified: false })).toBe("NEW");
    expect(state({ carType: "used", certified: false })).toBe("USED");
    expect(state({ carType: "used", certified: true })).toBe("CPO");
    expect(state({ carType: "demo", certified: true })).toBe("USED");
  });

  it("marks sold cars NOT_AVAILABLE and reserved ones PENDING", () => {
    expect(metaVehicleRow(sampleFeedCar({ status: "sold", soldAt: new Date() }), SAMPLE_SITE)!.availability).toBe(
      "NOT_AVAILABLE",
    );
    expect(metaVehicleRow(sampleFeedCar({ reserved: true }), SAMPLE_SITE)!.availability).toBe("PENDING");
    expect(metaVehicleRow(sampleFeedCar({ status: "coming_soon" }), SAMPLE_SITE)!.availability).toBe("AVAILABLE");
  });

  it("leaves out a car without a shown price (price above $10) or without an address, which the catalog rejects", () => {
    expect(metaVehicleRow(sampleFeedCar({ price: 0 }), SAMPLE_SITE)).toBeNull();
    expect(metaVehicleRow(sampleFeedCar({ price: 10, preorder: true }), SAMPLE_SITE)).toBeNull();
    expect(metaVehicleRow(sampleFeedCar({}, { location: null }), SAMPLE_SITE)).toBeNull();
    expect(metaVehicleRow(sampleFeedCar({ price: 11 }), SAMPLE_SITE)!.price).toBe("11 AUD");
  });

  it("writes empty cells for unknown optional values and keeps a dealer's https photo as it is", () => {
    const row = metaVehicleRow(
      sampleFeedCar({
        vin: null,
        drive: null,
        simpleFuel: null,
        simpleTransmission: null,
        body: null,
        images: [{ image_key: "p", url: "https://photos.example/1.jpg", width: 1, height: 1, alt: "" }],
      }),
      SAMPLE_SITE,
    )!;
    expect(row).toMatchObject({ vin: "", drivetrain: "", fuel_type: "", transmission: "", body_style: "OTHER" });
    expect(row["image[0].url"]).toBe("https://photos.example/1.jpg");
  });

  it("survives CSV quoting: comments with quotes, commas and line breaks parse back unchanged", () => {
    const comments = 'Tow bar, "as new" tyres\nOne owner';
    const row = metaVehicleRow(sampleFeedCar({ dealerComments: comments }), SAMPLE_SITE)!;
    const [back] = parse(toCsv(META_COLUMNS, [row]), { columns: true }) as Record<string, string>[];
    expect(back!.description).toBe(comments);
    expect(Object.keys(back!)).toEqual([...META_COLUMNS]);
    for (const c of META_REQUIRED) expect(back![c]).not.toBe("");
  });

  it("describes a car without comments from its facts", () => {
    expect(metaVehicleRow(sampleFeedCar({ dealerComments: "" }), SAMPLE_SITE)!.description).toBe(
      "2021 Toyota RAV4 GXL AXAH54R, 41,200 km at Harbour Toyota Fremantle.",
    );
  });
});
