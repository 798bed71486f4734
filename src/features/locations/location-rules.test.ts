import { describe, expect, it } from "vitest";
import type { Review } from "@/domain/location-types";
import {
  distanceKm,
  distanceText,
  filterLocations,
  footerLocation,
  locationAt,
  locationHref,
  mapPlaceUrl,
  shownReviews,
  sortLocations,
  starFills,
} from "./location-rules";

interface Place {
  id: number;
  slug: string;
  name: string;
  primary: boolean;
  locationType: string;
  locationSubtype: string[];
  dealershipSlug: string;
}
const place = (slug: string, name: string, more: Partial<Place> = {}): Place => ({
  id: slug.length,
  slug,
  name,
  primary: false,
  locationType: "sales",
  locationSubtype: [] as string[],
  dealershipSlug: "harbour-toyota",
  ...more,
});

describe("locations are sorted by name unless configured", () => {
  const list = [
    place("oconnor-service", "Harbour Toyota Service Centre"),
    place("fremantle", "Harbour Toyota Fremantle"),
    place("parts", "Harbour Toyota Genuine Parts"),
  ];
  it("sorts by name by default", () => {
    expect(sortLocations(list).map((l) => l.slug)).toEqual(["fremantle", "parts", "oconnor-service"]);
  });
  it("puts the configured slugs first, in their order, the rest by name", () => {
    expect(sortLocations(list, ["oconnor-service"]).map((l) => l.slug)).toEqual([
      "oconnor-service",
      "fremantle",
      "parts",
    ]);
  });
});

describe("distance from coordinates (haversine, Earth radius 6,371 km)", () => {
  it("is 2πR/360 = 111.19 km for one degree of longitude on the equator", () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 3);
  });
  it("is πR = 20,015.09 km from pole to pole, and 0 to itself", () => {
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(20015.087, 2);
    expect(distanceKm({ lat: -32.0569, lng: 115.7439 }, { lat: -32.0569, lng: 115.7439 })).toBe(0);
  });
  it("measures Fremantle to O'Connor at about 4.9 km", () => {
    const km = distanceKm({ lat: -32.0569, lng: 115.7439 }, { lat: -32.0601, lng: 115.7958 });
    expect(km).toBeGreaterThan(4.85);
    expect(km).toBeLessThan(4.95);
    expect(distanceText(km)).toBe("4.9 km");
    expect(distanceText(3291.4)).toBe("3,291 km");
  });
});

describe("star rating: up to 4 full stars plus a partial one", () => {
  it("fills four stars and a partial fifth", () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });
  it("fills the partial star after the full ones, the rest empty", () => {
    expect(starFills(3.6)).toEqual([1, 1, 1, 0.6, 0]);
    expect(starFills(2)).toEqual([1, 1, 0, 0, 0]);
  });
  it("reads no rating as none, and out-of-range ratings inside 0-5", () => {
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("reviews shown: rating at least 4, hidden titles removed", () => {
  const review = (rating: number, title: string, date = "2026-01-01"): Review => ({
    author: "Mei K.",
    rating,
    title,
    text: "Text",
    date,
  });
  const rules = { hidden: false, minRating: 4, hiddenTitles: ["Took a while"] };
  it("keeps ratings of 4 or more and drops the rest", () => {
    expect(shownReviews([review(5, "A"), review(4, "B"), review(3, "C")], rules).map((r) => r.title)).toEqual([
      "A",
      "B",
    ]);
  });
  it("drops a hidden title, whatever its case or spacing", () => {
    expect(shownReviews([review(5, " took a WHILE "), review(5, "Great")], rules).map((r) => r.title)).toEqual([
      "Great",
    ]);
  });
  it("shows none when the site hides reviews, newest first and at most 12 otherwise", () => {
    expect(shownReviews([review(5, "A")], { ...rules, hidden: true })).toEqual([]);
    const many = Array.from({ length: 15 }, (_, i) => review(5, `R${i}`, `2026-01-${String(i + 1).padStart(2, "0")}`));
    const shown = shownReviews(many, rules);
    expect(shown).toHaveLength(12);
    expect(shown[0]!.title).toBe("R14");
  });
});

describe("location block filters: primary, sales, service, parts, service-and-parts, all, or one location", () => {
  const list = [
    place("fremantle", "Fremantle", { primary: true, id: 1 }),
    place("workshop", "Workshop", { locationType: "service", id: 2 }),
    place("spares", "Spares", { locationType: "parts", id: 3 }),
    place("combined", "Combined", { locationType: "service", locationSubtype: ["service-and-parts"], id: 4 }),
    place("general", "General", { locationType: "", id: 5 }),
  ];
  const slugs = (f: Parameters<typeof filterLocations>[1]) => filterLocations(list, f).map((l) => l.slug);
  it("filters by each name", () => {
    expect(slugs("all")).toHaveLength(5);
    expect(slugs("primary")).toEqual(["fremantle"]);
    expect(slugs("sales")).toEqual(["fremantle"]);
    expect(slugs("service")).toEqual(["workshop", "combined"]);
    expect(slugs("parts")).toEqual(["spares", "combined"]);
    expect(slugs("service-and-parts")).toEqual(["workshop", "spares", "combined"]);
  });
  it("picks one location by id or slug, and nothing for an unknown one", () => {
    expect(slugs(3)).toEqual(["spares"]);
    expect(slugs("workshop")).toEqual(["workshop"]);
    expect(slugs(99)).toEqual([]);
  });
});

describe("location pages: /locations/{slug} or /locations/{dealership slug} per the site's rule", () => {
  const list = [
    place("ipswich-kia", "Ipswich Kia", { dealershipSlug: "kia" }),
    place("toowoomba-service", "Toowoomba Ford Service", { dealershipSlug: "ford" }),
    place("toowoomba-ford", "Toowoomba Ford", { dealershipSlug: "ford", primary: true }),
  ];
  it("links by the location's slug with the flag, by the dealership's without", () => {
    expect(locationHref(list[0]!, true)).toBe("/locations/ipswich-kia");
    expect(locationHref(list[0]!, false)).toBe("/locations/kia");
  });
  it("finds the location by its slug, or the dealership's primary location by the dealership's slug", () => {
    expect(locationAt(list, "toowoomba-service", true)?.slug).toBe("toowoomba-service");
    expect(locationAt(list, "ford", true)).toBeNull();
    expect(locationAt(list, "ford", false)?.slug).toBe("toowoomba-ford");
    expect(locationAt(list, "kia", false)?.slug).toBe("ipswich-kia");
    expect(locationAt(list, "ipswich-kia", false)).toBeNull();
  });
});

describe("maps need no key: a location links to the map service's place URL", () => {
  it("uses the dealer's place URL when given", () => {
    expect(mapPlaceUrl({ placeUrl: "https://maps.example/?q=1", placeId: null, address: "x" })).toBe(
      "https://maps.example/?q=1",
    );
  });
  it("else searches the address, with the place id when known", () => {
    expect(mapPlaceUrl({ placeUrl: null, placeId: null, address: "1 Bay Road, Geelong VIC 3220" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20Bay%20Road%2C%20Geelong%20VIC%203220",
    );
    expect(mapPlaceUrl({ placeUrl: null, placeId: "ChIJ1", address: "A" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=A&query_place_id=ChIJ1",
    );
  });
});

describe("the sticky footer's dealership: the location answering the site's phone", () => {
  const list = [
    { slug: "a", phone: "(08) 5550 1230", primary: false },
    { slug: "b", phone: "(08) 5550 1200", primary: false },
    { slug: "c", phone: null, primary: true },
  ];
  it("takes the location with the site's number, else the primary, else the first", () => {
    expect(footerLocation(list, "08 5550 1200")?.slug).toBe("b");
    expect(footerLocation(list, "(02) 5550 9000")?.slug).toBe("c");
    expect(footerLocation(list.slice(0, 1), "(02) 5550 9000")?.slug).toBe("a");
    expect(footerLocation([], "1")).toBeNull();
  });
});
