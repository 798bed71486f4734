import zlib from "node:zlib";
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar, type Hit } from "./support/cars";
import { demoStock } from "./support/hidden-cars";
import { call } from "./support/http";
import { siteUrl } from "./support/sites";

/**
 * The corrections on the vehicle page and the result cards, each as the journey that would
 * have caught it: the price type shows only with a shown price; a certified car's card shows the
 * manufacturer's certified-used logo; a car the site does not list has no page there.
 */

type PricedHit = Hit & { priceType: string | null };

/** What a page says, closed dialogs included (the make-an-offer dialog is in the page), scripts and styles left out. */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("script, style, template").forEach((e) => e.remove());
    return (body.textContent ?? "").replace(/\s+/g, " ");
  });

/** The lines of text a PDF made by pdf-lib draws (each line is one hex string shown with Tj, in a deflated stream). */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(stream!, "latin1")).toString("latin1");
    } catch {
      continue; // not a content stream (fonts, metadata)
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(Buffer.from(hex!, "hex").toString("latin1"));
  }
  return lines;
}

test.describe("the price type belongs to a shown price", () => {
  const cases = [
    {
      site: "harbour-toyota",
      query: "price=0:10&status=coming_soon",
      wanted: (h: PricedHit) => h.preorder && h.priceType !== null,
      shown: "PREORDER",
    },
    {
      site: "bigbox-used",
      query: "price=0:10",
      wanted: (h: PricedHit) => !h.preorder && h.status === "in_stock" && h.priceType !== null,
      shown: "Enquire for price.",
    },
  ] as const;
  for (const c of cases) {
    test(`${c.site}: a car showing '${c.shown}' shows no price type on its page, its make-an-offer dialog and page, print and PDF`, async ({
      page,
      request,
    }) => {
      const car = (await findCar(page, c.site, c.query, (h) => c.wanted(h as PricedHit))) as PricedHit;
      const priceType = car.priceType!;

      await page.goto(siteUrl(c.site, `/cars/${car.slug}`));
      const side = page.getByRole("complementary", { name: "Price and actions" });
      await expect(side.getByText(c.shown, { exact: true })).toBeVisible();
      // The make-an-offer dialog's summary is on the page too: its price stands alone.
      await expect(page.locator("#offer-heading + p")).toHaveText(c.shown);
      expect(await pageText(page)).not.toContain(priceType);
      await expectAccessible(page);

      await page.goto(siteUrl(c.site, `/cars/${car.slug}/make-an-offer`));
      await expect(page.locator("#offer-page-heading + p")).toHaveText(c.shown);
      expect(await pageText(page)).not.toContain(priceType);
      await expectAccessible(page);

      await page.goto(siteUrl(c.site, `/print?car_id=${car.slug}`));
      await expect(page.locator("h1 + p")).toHaveText(c.shown);
      expect(await pageText(page)).not.toContain(priceType);
      await expectAccessible(page);

      const pdf = await call(request, { site: c.site, path: `/cars/${car.slug}/pdf` });
      expect(pdf.status()).toBe(200);
      const lines = pdfLines(await pdf.body());
      expect(lines).toContain(c.shown);
      expect(lines.join("\n")).not.toContain(priceType);
    });
  }
});

test.describe("the certified tag is the manufacturer's certified-used logo", () => {
  test("a certified car's card shows the logo with the programme's name as its alt text, and its page the same badge", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/used-cars?certified=true"));
    const certifiedLogo = page.getByRole("img", { name: "Toyota Certified Pre-Owned", exact: true });
    const card = page.getByTestId("result-card").filter({ has: certifiedLogo }).first();
    const logo = card.getByRole("img", { name: "Toyota Certified Pre-Owned", exact: true });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("src", "/media/certified/toyota.svg");
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The programme's name is the logo's text alternative, not a text tag beside it.
    await expect(page.getByTestId("result-card").getByText("Toyota Certified Pre-Owned", { exact: true })).toHaveCount(
      0,
    );
    await expectAccessible(page);

    await card.getByRole("heading", { level: 2 }).getByRole("link").click();
    await page.waitForURL(/\/cars\//);
    const badge = page.getByRole("button", { name: /^Toyota Certified Pre-Owned\s*: what this means$/ });
    await expect(badge.getByRole("img", { name: "Toyota Certified Pre-Owned", exact: true })).toHaveAttribute(
      "src",
      "/media/certified/toyota.svg",
    );
    await badge.click();
    await expect(page.getByRole("dialog")).toContainText("90 point inspection");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Close" }).click();

    const svg = await call(request, { site: "harbour-toyota", path: "/media/certified/toyota.svg" });
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toContain('<title id="t">Toyota Certified Pre-Owned</title>');
    // Only makes with a programme have a badge.
    for (const path of ["/media/certified/ford.svg", "/media/certified/toyota.png", "/media/certified/__proto__.svg"]) {
      expect((await call(request, { site: "harbour-toyota", path })).status(), path).toBe(404);
    }
  });
});

test.describe("a car the site does not list has no page there", () => {
  test("bigbox-used lists cars only: its motorcycles are a 404 on every route about them, while its sold cars keep their pages", async ({
    page,
    request,
  }) => {
    const site = "bigbox-used";
    const stock = demoStock(site);
    const visible = stock.find((c) => !c.hidden && c.itemType === "car" && c.status === "in_stock")!;
    // The regenerated list matches the seeded database: a listed car of it is served.
    expect((await call(request, { site, path: `/cars/${visible.slug}` })).status(), visible.slug).toBe(200);
    const sold = stock.find((c) => !c.hidden && c.itemType === "car" && c.status === "sold")!;
    expect((await call(request, { site, path: `/cars/${sold.slug}` })).status(), `sold ${sold.slug}`).toBe(200);

    const bikes = stock.filter((c) => !c.hidden && c.itemType === "motorcycle" && c.status === "in_stock").slice(0, 2);
    expect(bikes.length).toBeGreaterThan(0);
    const response = await page.goto(siteUrl(site, `/cars/${bikes[0]!.slug}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that vehicle");
    await expectAccessible(page);

    const answers: string[] = [];
    for (const bike of bikes) {
      const paths = [
        `/cars/${bike.slug}`,
        `/cars/${bike.slug}/view.json`,
        `/cars/${bike.slug}/pdf`,
        `/cars/${bike.slug}/make-an-offer`,
        `/print?car_id=${bike.slug}`,
        `/history-reports/${bike.stocknum}`,
      ];
      for (const path of paths) answers.push(`${path}: ${(await call(request, { site, path })).status()}`);
      const found = (await (await call(request, { site, path: `/api/search?query=${bike.stocknum}` })).json()).hits as {
        slug: string;
      }[];
      answers.push(`search for ${bike.stocknum}: ${found.some((h) => h.slug === bike.slug) ? "found" : "absent"}`);
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/\d+$/, "404").replace(/found$/, "absent")));
  });
});
