import { describe, expect, it } from "vitest";
import { GOOGLE_NS, GOOGLE_REQUIRED, googleExclusion, googleFeedXml, googleVehicleItem } from "./google-feed";
import { SAMPLE_SITE, sampleFeedCar } from "./testing/sample-feed-car";
import { readGoogleFeed } from "./testing/read-google-feed";

const parseItems = (xml: string) => readGoogleFeed(xml).items;

describe("Google vehicle ads feed (the search engine's format, RSS 2.0 with g:)", () => {
  it("maps a listed car to the documented attributes", () => {
    const item = googleVehicleItem(sampleFeedCar(), SAMPLE_SITE)!;
    expect(item).toMatchObject({
      id: "HTU10001",
      link: "https://harbour-toyota.example/cars/2021-toyota-rav4-gxl-htu10001",
      image_link: "https://harbour-toyota.example/media/a.svg",
      price: "38990.00 AUD",
      condition: "used",
      certified_pre_owned: "yes",
      brand: "Toyota",
      model: "RAV4",
      year: "2021",
      mileage: "41200 km",
      vin: "JTMRJREV00D123456",
      availability: "in_stock",
      store_code: "fremantle",
      vehicle_fulfillment: { option: "in_store", store_code: "fremantle" },
      dealership_address: "12 Marine Terrace, Fremantle WA 6160, AU",
    });
  });

  it("marks sold and reserved cars out of stock", () => {
    expect(googleVehicleItem(sampleFeedCar({ status: "sold" }), SAMPLE_SITE)!.availability).toBe("out_of_stock");
    expect(googleVehicleItem(sampleFeedCar({ reserved: true }), SAMPLE_SITE)!.availability).toBe("out_of_stock");
  });

  it("leaves out what vehicle ads do not take: caravans and motorcycles, no price, no VIN", () => {
    expect(googleExclusion(sampleFeedCar({ itemType: "caravan" }))).toMatch(/passenger/);
    expect(googleExclusion(sampleFeedCar({ itemType: "motorcycle" }))).toMatch(/passenger/);
    expect(googleExclusion(sampleFeedCar({ price: 0 }))).toBe("no price shown");
    expect(googleExclusion(sampleFeedCar({ vin: null }))).toBe("no VIN");
    expect(googleVehicleItem(sampleFeedCar({ vin: null }), SAMPLE_SITE)).toBeNull();
    expect(googleExclusion(sampleFeedCar())).toBeNull();
  });

  it("writes XML that parses, escapes markup and drops characters XML cannot hold, every item with the required attributes", () => {
    const cars = [
      sampleFeedCar({ dealerComments: 'Tow <bar> & "roof" racks\u0001' }),
      sampleFeedCar({
        stocknum: "HTU2",
        slug: "b",
        images: [
          { image_key: "1", url: "/m/1.svg", width: 1, height: 1, alt: "" },
          { image_key: "2", url: "/m/2.svg", width: 1, height: 1, alt: "" },
          { image_key: "3", url: "/m/3.svg", width: 1, height: 1, alt: "" },
        ],
      }),
    ];
    const xml = googleFeedXml(
      SAMPLE_SITE,
      cars.map((c) => googleVehicleItem(c, SAMPLE_SITE)!),
    );
    expect(xml).toContain(`xmlns:g="${GOOGLE_NS}"`);
    expect(xml).toContain('Tow &lt;bar&gt; &amp; "roof" racks<');
    const items = parseItems(xml);
    expect(items).toHaveLength(2);
    for (const item of items) for (const attr of GOOGLE_REQUIRED) expect(item[attr], attr).toBeTruthy();
    expect(items[0]!.description).toBe('Tow <bar> & "roof" racks');
    expect(items[1]!.additional_image_link).toEqual([
      "https://harbour-toyota.example/m/2.svg",
      "https://harbour-toyota.example/m/3.svg",
    ]);
    expect(items[1]!.vehicle_fulfillment).toEqual({ option: "in_store", store_code: "fremantle" });
  });

  it("is a valid empty channel, named for the site, for a site with no car to advertise", () => {
    expect(readGoogleFeed(googleFeedXml(SAMPLE_SITE, []))).toEqual({
      channel: { title: "Harbour Toyota vehicles", link: "https://harbour-toyota.example/" },
      items: [],
    });
  });

  it("reading rejects a document that is not RSS, so the field checks cannot pass on nothing", () => {
    expect(() => readGoogleFeed("<feed/>")).toThrow(/RSS/);
    expect(() => readGoogleFeed("<rss version='2.0'><channel><item><title>x</title></item></channel></rss>")).toThrow(
      /namespace/,
    );
  });
});
