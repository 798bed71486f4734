import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/test";
import { loadSiteRegistry } from "@/platform/site/registry";
import { expectAccessible } from "./support/axe";
import { demoStock } from "./support/hidden-cars";
import { call, SITES, type Site } from "./support/http";
import { siteUrl } from "./support/sites";

/** Findability: robots.txt and sitemaps per site by host, landing page titles, filtered URLs noindex. */
const CONFIGS = loadSiteRegistry(path.resolve("sites")).sites;
const config = (site: Site) => CONFIGS.find((c) => c.slug === site)!;
/** A site's public origin: its first own domain over https (site-origin.ts), as canonical URLs use it. */
const originOf = (site: Site) => `https://${config(site).domains[0]}`;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Every URL a site's sitemap lists, through its index when it has one; each file checked as it is read. */
async function sitemapUrls(request: APIRequestContext, site: Site): Promise<{ urls: string[]; xml: string[] }> {
  const root = await call(request, { site, path: "/sitemap.xml" });
  expect(root.status()).toBe(200);
  expect(root.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const rootXml = await root.text();
  expect(rootXml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<(urlset|sitemapindex) xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  if (!rootXml.includes("<sitemapindex")) return { urls: locsOf(rootXml), xml: [rootXml] };
  const files = [rootXml];
  const urls: string[] = [];
  for (const child of locsOf(rootXml)) {
    expect(child.startsWith(`${originOf(site)}/sitemaps/`)).toBe(true);
    const answer = await call(request, { site, path: pathOf(child) });
    expect(answer.status()).toBe(200);
    const xml = await answer.text();
    files.push(xml);
    urls.push(...locsOf(xml));
  }
  return { urls, xml: files };
}

test.describe("robots.txt and sitemaps per site", () => {
  for (const site of SITES) {
    test(`${site}: robots.txt names its own sitemap and keeps crawlers off what is no page to find`, async ({
      request,
    }) => {
      const answer = await call(request, { site, path: "/robots.txt" });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const lines = (await answer.text()).split("\n");
      expect(lines).toContain("User-agent: *");
      expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([`Sitemap: ${originOf(site)}/sitemap.xml`]);
      for (const path of ["/api/", "/sign-in", "/cars/*/checkout", "/success", "/print"])
        expect(lines).toContain(`Disallow: ${path}`);
      if (config(site).features.garage) expect(lines).toContain("Disallow: /my-garage");
    });

    test(`${site}: the sitemap lists only its own URLs, its listed cars and no sold car that left the site`, async ({
      request,
    }) => {
      test.setTimeout(180_000);
      const { urls, xml } = await sitemapUrls(request, site);
      const origin = originOf(site);
      // Only this site's origin; no other site's host anywhere in its files.
      for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true);
      for (const other of SITES.filter((s) => s !== site))
        for (const host of [...config(other).domains, `${other}.localhost`])
          for (const file of xml) expect(file.includes(host), `${host} in ${site}'s sitemap`).toBe(false);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toContain(`${origin}/`);
      expect(urls).toContain(`${origin}/search`);

      // The seeded stock, as the demo generator made it: a listed car is there, with its lastmod; a sold car that
      // has left the site (sold longer ago than the site's window) is not, though its own page still answers.
      const cars = urls.filter((u) => u.startsWith(`${origin}/cars/`)).map((u) => u.slice(`${origin}/cars/`.length));
      expect(cars.length).toBeGreaterThan(0);
      const stock = demoStock(site);
      const window = config(site).stock.includeSoldCarsDays * 24;
      const listed = stock.find((c) => c.status === "in_stock" && !c.hidden && cars.includes(c.slug));
      expect(listed, "a listed demo car in the sitemap").toBeTruthy();
      const listedAnswer = await call(request, { site, path: `/cars/${listed!.slug}` });
      expect(listedAnswer.status()).toBe(200);
      const gone = stock.filter((c) => c.status === "sold" && !c.hidden && c.soldHoursAgo! > window + 1);
      expect(gone.length, "sold cars that have left the site").toBeGreaterThan(0);
      for (const car of gone) expect(cars, `${car.slug} sold ${car.soldHoursAgo}h ago`).not.toContain(car.slug);
      for (const car of stock.filter((c) => c.hidden)) expect(cars).not.toContain(car.slug);
      expect((await call(request, { site, path: `/cars/${gone[0]!.slug}` })).status()).toBe(200);
      const all = xml.join("");
      expect(all).toMatch(
        new RegExp(
          `<loc>${origin}/cars/${listed!.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`,
        ),
      );
      // Pages with no change time of their own carry none.
      expect(all).toContain(`<url><loc>${origin}/</loc></url>`);
    });

    test(`${site}: every page its sitemap lists other than cars answers 200`, async ({ request }) => {
      test.setTimeout(300_000);
      const { urls } = await sitemapUrls(request, site);
      const pages = urls.filter((u) => !u.includes("/cars/"));
      expect(pages.length).toBeGreaterThan(3);
      const failed: string[] = [];
      for (let i = 0; i < pages.length; i += 4)
        await Promise.all(
          pages.slice(i, i + 4).map(async (url) => {
            const answer = await call(request, { site, path: pathOf(url), timeout: 60_000 });
            if (answer.status() !== 200) failed.push(`${answer.status()} ${url}`);
          }),
        );
      expect(failed).toEqual([]);
    });
  }

  test("a child sitemap that does not exist is a 404, and another site's host serves its own", async ({ request }) => {
    for (const path of ["/sitemaps/999999.xml", "/sitemaps/0.xml", "/sitemaps/x.xml"])
      expect((await call(request, { site: "bigbox-used", path })).status()).toBe(404);
    const harbour = await (await call(request, { site: "harbour-toyota", path: "/sitemap.xml" })).text();
    const bigbox = await (await call(request, { site: "bigbox-used", path: "/sitemap.xml" })).text();
    expect(harbour).not.toEqual(bigbox);
  });
});

test.describe("search landing pages", () => {
  test("a landing page has its own title and description and is indexed", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/toyota/rav4"));
    await expect(page).toHaveTitle("Toyota RAV4 for sale in Fremantle | Harbour Toyota");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Toyota RAV4 for sale at Harbour Toyota in Fremantle, WA: photos, prices and details of each one, and enquire online.",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://harbour-toyota.example/search/toyota/rav4",
    );
    await expectAccessible(page);
    await page.goto(siteUrl("bigbox-used", "/search"));
    await expect(page).toHaveTitle("All Used Cars for sale in Blacktown | BigBox Used Cars");
    await page.goto(siteUrl("bigbox-used", "/search/used-cars"));
    await expect(page).toHaveTitle("Used Cars for sale in Blacktown | BigBox Used Cars");
    await expectAccessible(page);
  });

  test("a filtered URL is noindex, with its own normalised URL as canonical", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/toyota/rav4?car_type=used"));
    await expect(page).toHaveTitle("Used Toyota RAV4 for sale in Fremantle | Harbour Toyota");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://harbour-toyota.example/search/toyota/rav4?car_type=used",
    );
    await expectAccessible(page);
    await page.goto(siteUrl("bigbox-used", "/search/used-cars?sortBy=price-asc&page=2"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expectAccessible(page);
  });
});
