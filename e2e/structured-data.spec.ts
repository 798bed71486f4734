import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar, type Hit } from "./support/cars";
import { siteUrl } from "./support/sites";
import { vocabularyProblems } from "@/features/findability/testing/schema-vocabulary";

/** Each demo site's own origin in its structured data (its first domain, over https). */
const ORIGINS: Record<string, string> = {
  "harbour-toyota": "https://harbour-toyota.example",
  "southern-cross-motors": "https://southerncrossmotors.example",
  "tasman-caravans": "https://tasmancaravans.example",
  "bigbox-used": "https://bigboxcars.example",
};
const SITES = Object.keys(ORIGINS);

type Node = Record<string, unknown>;

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails here). */
async function jsonLd(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Node);
}

/** The top-level nodes of the page's JSON-LD (an @graph's members count as top-level). */
async function nodes(page: Page): Promise<Node[]> {
  return (await jsonLd(page)).flatMap((n) => (Array.isArray(n["@graph"]) ? (n["@graph"] as Node[]) : [n]));
}

async function nodeOfType(page: Page, type: string): Promise<Node> {
  const found = (await nodes(page)).filter((n) => n["@type"] === type);
  expect(found, `${type} on ${page.url()}`).toHaveLength(1);
  return found[0]!;
}

/** Every absolute URL anywhere in the page's JSON-LD. */
async function urlsIn(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      if (/^https?:\/\//.test(v)) urls.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(await jsonLd(page));
  return urls;
}

/** Opens a page; its JSON-LD must parse and hold only schema.org types and properties used in their domains. */
async function open(page: Page, site: string, path: string) {
  expect((await page.goto(siteUrl(site, path)))?.status(), path).toBe(200);
  const docs = await jsonLd(page);
  expect(docs.length, `JSON-LD on ${site}${path}`).toBeGreaterThan(0);
  for (const doc of docs) expect(vocabularyProblems(doc), `${site}${path}`).toEqual([]);
}

const crumbs = (list: Node) =>
  (list.itemListElement as Node[]).map((i) => [i.position, i.name, i.item] as [number, string, string]);

test.describe("structured data", () => {
  test("the home page describes the dealership as an AutoDealer with its locations, and no rating", async ({
    page,
  }) => {
    await open(page, "harbour-toyota", "/");
    const dealer = await nodeOfType(page, "AutoDealer");
    expect(dealer["@context"]).toBe("https://schema.org");
    expect(dealer).toMatchObject({ name: "Harbour Toyota", url: "https://harbour-toyota.example/" });
    expect((dealer.address as Node)["@type"]).toBe("PostalAddress");
    expect((dealer.geo as Node)["@type"]).toBe("GeoCoordinates");
    expect((dealer.subOrganization as Node[]).map((o) => o.name)).toHaveLength(3);
    // The home page lists no reviews, so it states no rating.
    expect(JSON.stringify(await jsonLd(page))).not.toContain("aggregateRating");
    await expectAccessible(page);
  });

  test("a location page is an AutoDealer with hours and the rating of exactly the reviews it lists", async ({
    page,
  }) => {
    await open(page, "harbour-toyota", "/locations/fremantle-sales");
    const dealer = await nodeOfType(page, "AutoDealer");
    expect(dealer).toMatchObject({
      name: "Harbour Toyota Fremantle",
      url: "https://harbour-toyota.example/locations/fremantle-sales",
      telephone: "(08) 5550 1200",
      address: { "@type": "PostalAddress", streetAddress: "120 Quayside Drive", addressRegion: "WA" },
    });
    const hours = dealer.openingHoursSpecification as Node[];
    expect(hours.length).toBeGreaterThan(0);
    for (const h of hours) expect(h["@type"]).toBe("OpeningHoursSpecification");
    const listed = page.locator('section[aria-labelledby="reviews-heading"] li');
    const count = await listed.count();
    expect(count).toBeGreaterThan(0);
    const rating = dealer.aggregateRating as Node;
    expect(rating).toMatchObject({ "@type": "AggregateRating", reviewCount: count, bestRating: 5 });
    expect(rating.ratingValue as number).toBeGreaterThanOrEqual(4);
    await expectAccessible(page);
  });

  test("a location's contact page is its AutoDealer without a rating (it lists no reviews)", async ({ page }) => {
    await open(page, "harbour-toyota", "/contact-us/oconnor-service");
    const dealer = await nodeOfType(page, "AutoDealer");
    expect(dealer.name).toBe("Harbour Toyota Service Centre");
    expect(dealer).not.toHaveProperty("aggregateRating");
    await expectAccessible(page);
    await open(page, "harbour-toyota", "/contact-us");
    const all = (await nodes(page)).filter((n) => n["@type"] === "AutoDealer");
    expect(all).toHaveLength(3);
    expect(JSON.stringify(all)).not.toContain("aggregateRating");
    await expectAccessible(page);
  });

  test("a vehicle page carries its Car with an Offer (price, AUD, availability, seller) and a BreadcrumbList", async ({
    page,
  }) => {
    const car = await findCar(
      page,
      "harbour-toyota",
      "status=in_stock&item_type=car",
      (h) => h.status === "in_stock" && !h.reserved && h.price > 10,
    );
    await open(page, "harbour-toyota", `/cars/${car.slug}`);
    const ld = await nodeOfType(page, "Car");
    expect(ld.url).toBe(`https://harbour-toyota.example/cars/${car.slug}`);
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: car.price,
      priceCurrency: "AUD",
      availability: "https://schema.org/InStock",
      seller: { "@type": "AutoDealer" },
    });
    const seller = (ld.offers as Node).seller as Node;
    expect(seller["@id"]).toMatch(/^https:\/\/harbour-toyota\.example\/contact-us\/[a-z0-9-]+#dealer$/);
    const list = await nodeOfType(page, "BreadcrumbList");
    expect(crumbs(list)).toEqual([
      [1, "Home", "https://harbour-toyota.example/"],
      [2, "Stock", "https://harbour-toyota.example/search/new-used-and-demo-cars"],
      [3, await page.getByRole("heading", { level: 1 }).innerText(), ld.url],
    ]);
    await expectAccessible(page);
  });

  test("a sold car's offer is SoldOut, a reserved car's OutOfStock", async ({ page }) => {
    const car = await findCar(page, "harbour-toyota", "status=sold&item_type=car");
    await open(page, "harbour-toyota", `/cars/${car.slug}`);
    const ld = await nodeOfType(page, "Car");
    expect((ld.offers as Node).availability).toBe("https://schema.org/SoldOut");
    await expectAccessible(page);
    // BigBox's 2,000 demo cars include reserved ones (the feed's flag, 4% of those in stock).
    let held: Hit | undefined;
    for (let n = 1; !held && n <= 20; n++) {
      const body = await (await page.goto(siteUrl("bigbox-used", `/api/search?status=in_stock&page=${n}`)))!.json();
      held = (body.hits as Hit[]).find((h) => h.status === "in_stock" && h.reserved);
    }
    expect(held, "a reserved BigBox car").toBeDefined();
    await open(page, "bigbox-used", `/cars/${held!.slug}`);
    expect(((await nodeOfType(page, "Car")).offers as Node).availability).toBe("https://schema.org/OutOfStock");
    await expectAccessible(page);
  });

  test("a model page and the search pages carry a BreadcrumbList", async ({ page }) => {
    await open(page, "harbour-toyota", "/models/toyota-rav4");
    expect(crumbs(await nodeOfType(page, "BreadcrumbList"))).toEqual([
      [1, "Home", "https://harbour-toyota.example/"],
      [2, "Models", "https://harbour-toyota.example/models"],
      [3, "Toyota RAV4", "https://harbour-toyota.example/models/toyota-rav4"],
    ]);
    await expectAccessible(page);

    await open(page, "harbour-toyota", "/search/toyota/rav4");
    expect(crumbs(await nodeOfType(page, "BreadcrumbList"))).toEqual([
      [1, "Home", "https://harbour-toyota.example/"],
      [2, "Stock", "https://harbour-toyota.example/search/new-used-and-demo-cars"],
      [3, "Toyota", "https://harbour-toyota.example/search/toyota"],
      [4, "RAV4", "https://harbour-toyota.example/search/toyota/rav4"],
    ]);
    await expectAccessible(page);

    await open(page, "bigbox-used", "/search/used-cars");
    expect(crumbs(await nodeOfType(page, "BreadcrumbList"))).toEqual([
      [1, "Home", "https://bigboxcars.example/"],
      [2, "Stock", "https://bigboxcars.example/search/used-cars"],
    ]);
    await expectAccessible(page);
  });

  test("a site's structured data names only its own origin", async ({ page }) => {
    for (const site of SITES) {
      const car = await findCar(page, site, "status=in_stock", (h) => h.status === "in_stock");
      for (const path of ["/", "/contact-us", `/cars/${car.slug}`]) {
        await open(page, site, path);
        const urls = await urlsIn(page);
        expect(urls.length, `${site}${path}`).toBeGreaterThan(0);
        const others = urls.filter(
          (u) =>
            u !== "https://schema.org" && !u.startsWith("https://schema.org/") && !u.startsWith(`${ORIGINS[site]}/`),
        );
        expect(others, `${site}${path}`).toEqual([]);
        const text = JSON.stringify(await jsonLd(page));
        for (const other of SITES.filter((s) => s !== site)) {
          expect(text, `${site}${path} names ${other}`).not.toContain(new URL(ORIGINS[other]!).host);
          expect(text, `${site}${path} names ${other}`).not.toContain(`${other}.localhost`);
        }
      }
    }
    await expectAccessible(page);
  });
});
