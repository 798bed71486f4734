import type { RunningPlatform } from "./platform";

/**
 * Every kind of page the benchmarks open on Harbour Toyota's demo site, by name: the cars are the search's
 * first used cars, and one that can be reserved (in stock, not reserved, priced above the $200 threshold).
 */
export async function demoPages(platform: RunningPlatform): Promise<[string, string][]> {
  const search = (await (await platform.fetch("/api/search?car_type=used")).json()) as {
    hits: { slug: string; status: string; reserved: boolean; price: number }[];
  };
  const slug = search.hits[0]!.slug;
  const reservable = search.hits.find((h) => h.status === "in_stock" && !h.reserved && h.price > 200)!.slug;
  return [
    ["home", "/"],
    ["search", "/search/used-cars"],
    ["vehicle", `/cars/${slug}`],
    ["print", `/print?car_id=${slug}`],
    ["location", "/locations/fremantle-sales"],
    ["sign-in", "/sign-in?type=watchlist&redirect=%2F&back=%2F"],
    ["compare", `/compare?cars=${search.hits[0]!.slug},${search.hits[1]!.slug}`],
    ["checkout", `/cars/${reservable}/checkout`],
    ["trade-in", "/trade-in"],
    ["models", "/models"],
    ["model", "/models/toyota-rav4"],
    ["offers", "/special-offers"],
    ["offer", "/offers/101"],
    ["content", "/warranty"],
    ["parts", "/vehicle-parts-and-accessories"],
    ["contact", "/contact-us"],
    ["info", "/pages/service-specials"],
    ["blog", "/blog"],
    ["survey", "/customer-feedback-survey"],
  ];
}
