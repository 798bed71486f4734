import { describe, expect, it } from "vitest";
import { cardFacts, priceLine, priceText, priceTypeText, vehicleTitle, specialLine, wasPrice } from "./vehicle-display";

describe("vehicle display rules", () => {
  it("shows the price only if above 10", () => {
    expect(priceText({ price: 24990, preorder: false }, "Enquire for price.")).toBe("$24,990");
    expect(priceText({ price: 10, preorder: false }, "Enquire for price.")).toBe("Enquire for price.");
    expect(priceText({ price: 11, preorder: false }, "Enquire for price.")).toBe("$11");
  });
  it("shows PREORDER for a preorder car without a price, else the site's no-price text", () => {
    expect(priceText({ price: 0, preorder: true }, "Enquire for price.")).toBe("PREORDER");
    expect(priceText({ price: 0, preorder: false }, "Call us")).toBe("Call us");
  });
  it("shows the price type only with a shown price: never after PREORDER or the no-price text", () => {
    expect(priceTypeText({ price: 24990, priceType: "Drive Away" })).toBe("Drive Away");
    expect(priceTypeText({ price: 11, priceType: "Excl. Govt. Charges" })).toBe("Excl. Govt. Charges");
    expect(priceTypeText({ price: 10, priceType: "Drive Away" })).toBeNull();
    expect(priceTypeText({ price: 0, priceType: "Drive Away" })).toBeNull();
    expect(priceTypeText({ price: 24990, priceType: null })).toBeNull();
    expect(priceTypeText({ price: 24990, priceType: "  " })).toBeNull();
  });
  it("gives cards, the vehicle page, make an offer, print and PDF one price line: 'PREORDER' and 'Enquire for price.' stand alone", () => {
    expect(priceLine({ price: 0, preorder: true, priceType: "Drive Away" }, "Enquire for price.")).toEqual({
      price: "PREORDER",
      priceType: null,
    });
    expect(priceLine({ price: 0, preorder: false, priceType: "Drive Away" }, "Enquire for price.")).toEqual({
      price: "Enquire for price.",
      priceType: null,
    });
    expect(priceLine({ price: 41990, preorder: true, priceType: " Drive Away " }, "Enquire for price.")).toEqual({
      price: "$41,990",
      priceType: "Drive Away",
    });
  });
  it("shows a car with no price at all (a feed's empty price) as the spec's no price: PREORDER or the no-price text, no type, no was-price", () => {
    expect(priceLine({ price: null, preorder: false, priceType: "Drive Away" }, "Enquire for price.")).toEqual({
      price: "Enquire for price.",
      priceType: null,
    });
    expect(priceText({ price: null, preorder: true }, "Enquire for price.")).toBe("PREORDER");
    expect(wasPrice({ price: null, beforePrice: 22000 })).toBeNull();
  });
  it("shows the was-price only when higher than the price", () => {
    expect(wasPrice({ price: 20000, beforePrice: 22000 })).toBe("$22,000");
    expect(wasPrice({ price: 20000, beforePrice: 20000 })).toBeNull();
    expect(wasPrice({ price: 20000, beforePrice: 19000 })).toBeNull();
    expect(wasPrice({ price: 20000, beforePrice: null })).toBeNull();
  });
  it("titles a car by year, make, model, badge and series, skipping empty parts", () => {
    expect(vehicleTitle({ year: 2021, make: "Toyota", model: "RAV4", badge: "GXL", series: "AXAH54R" })).toBe(
      "2021 Toyota RAV4 GXL AXAH54R",
    );
    expect(vehicleTitle({ year: 2021, make: "Jayco", model: "Journey", badge: null, series: null })).toBe(
      "2021 Jayco Journey",
    );
  });

  it("lists a card's condition, transmission, odometer and fuel, with no odometer for a caravan and nothing unknown", () => {
    expect(
      cardFacts({ carType: "used", itemType: "car", km: 48210, simpleTransmission: "Automatic", simpleFuel: "Petrol" }),
    ).toBe("Used · Automatic · 48,210 km · Petrol");
    expect(cardFacts({ carType: "new", itemType: "caravan", km: 0, simpleTransmission: null, simpleFuel: null })).toBe(
      "New",
    );
    expect(
      cardFacts({ carType: "demo", itemType: "motorcycle", km: 12, simpleTransmission: "Manual", simpleFuel: null }),
    ).toBe("Demo · Manual · 12 km");
  });
});

describe("specialLine", () => {
  const special = { specialId: 1, price: 29990, wasPrice: 32990, endsAt: "2026-12-06T06:00:00.000Z" };
  it("says was, now and until when in the site's time zone while the special runs", () => {
    expect(specialLine(special, "Australia/Sydney", new Date("2026-12-05T00:00:00Z"))).toBe(
      "was $32,990, now $29,990 until Sunday 6 December 2026 at 5:00 pm AEDT",
    );
  });
  it("says nothing without a special or after its end", () => {
    expect(specialLine(undefined, "Australia/Sydney")).toBeNull();
    expect(specialLine(special, "Australia/Sydney", new Date("2026-12-06T06:00:00Z"))).toBeNull();
  });
});
