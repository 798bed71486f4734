import { describe, expect, it } from "vitest";
import { sampleShownVehicle, sampleVehicle } from "./testing/sample-vehicle";
import { toHit, toLeadCar, type IndexRow } from "./vehicle-projections";

// The fields of GET /api/search's hits: a contract other programs read, written out here on purpose.
const API_HIT_FIELDS = [
  "id",
  "slug",
  "name",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "price",
  "priceType",
  "preorder",
  "km",
  "carType",
  "itemType",
  "status",
  "reserved",
  "beingReserved",
  "certified",
  "tag",
  "simpleTransmission",
  "simpleFuel",
  "primaryImageUrl",
  "city",
  "locationName",
  "createdAt",
  "priceDroppedAt",
  "financeLenders",
  "dealerGroup",
];

function indexRow(): IndexRow {
  const v = sampleVehicle();
  return {
    ...v,
    createdAt: "2026-11-01T00:00:00.000Z",
    soldAt: null,
    priceDroppedAt: null,
    locationName: "Harbour Toyota Fremantle",
    dealerGroup: "Harbour Group",
    dealershipName: "Harbour Toyota",
    beingReserved: false,
  };
}

describe("vehicle projections", () => {
  it("gives a search hit exactly the API's hit fields, none of what the index keeps for filtering", () => {
    const hit = toHit(indexRow());
    expect(Object.keys(hit).sort()).toEqual([...API_HIT_FIELDS].sort());
    expect(hit).toMatchObject({
      slug: "2021-toyota-rav4-gxl-htu10001",
      createdAt: "2026-11-01T00:00:00.000Z",
      locationName: "Harbour Toyota Fremantle",
      dealerGroup: "Harbour Group",
    });
  });
  it("takes a lead form's car from the car the page loaded, with its dealership and manufacturer", () => {
    const lead = toLeadCar(sampleShownVehicle());
    expect(lead).toMatchObject({
      id: 42,
      stocknum: "HTU10001",
      vin: "JTMRJREV00D123456",
      price: 38_990,
      dealershipId: 3,
      locationId: 7,
      dealershipSlug: "harbour-toyota",
      manufacturerSlug: "toyota",
    });
    // The lead carries what a lead stores, not the page's whole row (comments, images, lenders).
    expect(lead).not.toHaveProperty("dealerComments");
    expect(lead).not.toHaveProperty("images");
    expect(lead).not.toHaveProperty("financeLenders");
  });
  it("keeps an unknown make's manufacturer empty", () => {
    expect(toLeadCar(sampleShownVehicle({}, { manufacturerSlug: null })).manufacturerSlug).toBeNull();
  });
});
