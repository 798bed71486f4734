import { expect, test, type APIRequestContext } from "./support/test";
import { parse } from "csv-parse/sync";
import { META_COLUMNS } from "@/features/feeds/meta-feed";
import { GOOGLE_REQUIRED } from "@/features/feeds/google-feed";
import { readGoogleFeed } from "@/features/feeds/testing/read-google-feed";
import { STOCK_COLUMNS } from "@/features/vehicle/stock-import/stock-csv";
import { expectAccessible } from "./support/axe";
import { call, SITES, type Site } from "./support/http";
import { siteUrl } from "./support/sites";

/** Each demo site's own origin: its first domain, where its canonical URLs point (sites/sites/*.json). */
const OWN_HOST: Record<Site, string> = {
  "harbour-toyota": "harbour-toyota.example",
  "southern-cross-motors": "southerncrossmotors.example",
  "tasman-caravans": "tasmancaravans.example",
  "bigbox-used": "bigboxcars.example",
};

type Row = Record<string, string>;
async function fetchFeed(request: APIRequestContext, site: Site, path: string, type: string) {
  const response = await call(request, { site, path, timeout: 60_000 });
  expect(response.status(), `${site} ${path}`).toBe(200);
  expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  const body = await response.text();
  // Never another site's host, in any field.
  for (const other of SITES.filter((s) => s !== site)) {
    expect(body, `${site} ${path} names ${other}`).not.toContain(OWN_HOST[other]);
    expect(body).not.toContain(`${other}.localhost`);
  }
  return body;
}
const csvRows = (body: string) => {
  const [header, ...rest] = parse(body, { bom: true }) as string[][];
  return {
    header: header!,
    rows: rest.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]!])) as Row),
  };
};
const expectOwnOrigin = (site: Site, url: string) => {
  const u = new URL(url);
  expect(`${u.protocol}//${u.host}`, url).toBe(`https://${OWN_HOST[site]}`);
};

for (const site of SITES) {
  test(`${site}: its stock feeds list its own listed cars on its own origin, and a listed car's page answers`, async ({
    request,
    page,
  }) => {
    test.setTimeout(120_000);
    const stock = csvRows(await fetchFeed(request, site, "/feeds/stock.csv", "text/csv"));
    await test.step("stock.csv: the stock import's header, the site's listed stock (as many cars as its search)", async () => {
      // The demo sites show neither compliance dates nor interior colours, so those columns stay out.
      expect(stock.header).toEqual(STOCK_COLUMNS.filter((c) => c !== "compliance_date" && c !== "interior_colour"));
      const search = (await (await call(request, { site, path: "/api/search" })).json()) as { count: number };
      expect(stock.rows.length).toBeGreaterThan(0);
      expect(stock.rows.length).toBe(search.count);
      expect(stock.rows.every((r) => r.show_on_dealer_website === "true")).toBe(true);
    });
    const stocknums = new Set(stock.rows.map((r) => r.stocknum));

    const meta = csvRows(await fetchFeed(request, site, "/feeds/meta-vehicles.csv", "text/csv"));
    await test.step("meta-vehicles.csv: the catalog's documented header, required fields filled", async () => {
      expect(meta.header).toEqual([...META_COLUMNS]);
      expect(meta.header.slice(0, 5)).toEqual(["vehicle_id", "title", "description", "url", "image[0].url"]);
      expect(meta.rows.length).toBeGreaterThan(0);
      for (const row of meta.rows) {
        expect(stocknums.has(row.vehicle_id!), row.vehicle_id).toBe(true);
        for (const c of ["title", "description", "make", "model", "year", "mileage.value", "address.city"])
          expect(row[c], `${row.vehicle_id} ${c}`).not.toBe("");
        expect(row.price).toMatch(/^\d+ AUD$/);
        expect(row["mileage.unit"]).toBe("KM");
        expect(["NEW", "USED", "CPO"]).toContain(row.state_of_vehicle);
        expect(["AVAILABLE", "PENDING", "NOT_AVAILABLE"]).toContain(row.availability);
        expectOwnOrigin(site, row.url!);
        expectOwnOrigin(site, row["image[0].url"]!);
      }
    });

    const google = readGoogleFeed(await fetchFeed(request, site, "/feeds/google-vehicles.xml", "application/xml"));
    await test.step("google-vehicles.xml: parses as RSS 2.0, every item with the required attributes", async () => {
      expectOwnOrigin(site, google.channel.link);
      for (const item of google.items) {
        for (const attr of GOOGLE_REQUIRED) expect(item[attr], `${String(item.id)} ${attr}`).toBeTruthy();
        expect(stocknums.has(item.id as string)).toBe(true);
        expect(item.price).toMatch(/^\d+\.00 AUD$/);
        expectOwnOrigin(site, item.link as string);
        expectOwnOrigin(site, item.image_link as string);
      }
      // Caravans are not vehicle ads; every other site has cars to advertise.
      if (site !== "tasman-caravans") expect(google.items.length).toBeGreaterThan(0);
    });

    await test.step("a listed car's URL answers 200 on the site, and its page is accessible", async () => {
      const path = new URL(meta.rows[0]!.url!).pathname;
      expect((await call(request, { site, path })).status()).toBe(200);
      const response = await page.goto(siteUrl(site, path));
      expect(response?.status()).toBe(200);
      await expectAccessible(page);
    });
  });
}
