import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectAccessible, expectAccessibleAt } from "./support/axe";
import { call, type Site } from "./support/http";
import { siteUrl } from "./support/sites";

/**
 * The price boxes follow the price slider's rule (out-of-range
 * input is ignored and logged, values round to 1,000), in the browser and in the URL; /api/search
 * takes the spec's filter attributes categories, filtered_features and price_range. Harbour Toyota's price slider
 * starts at 5,000 (the franchise template).
 */
const ALL = "/search/new-used-and-demo-cars";
const cards = (page: Page) => page.getByTestId("result-card");
const shownCount = async (page: Page) =>
  Number((await page.getByRole("status").locator("strong").innerText()).replace(/,/g, ""));
const cardPrices = async (page: Page) =>
  (await cards(page).locator("p.card-price").allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, "").slice(0, 7)));

/** /api/search on Harbour Toyota, answered with its JSON. */
async function api(request: APIRequestContext, qs: string, site: Site = "harbour-toyota") {
  const response = await call(request, { site, path: `/api/search${qs ? `?${qs}` : ""}` });
  return { status: response.status(), body: await response.json() };
}

test.describe("the price boxes follow the price slider's rule", () => {
  test("a minimum of 1000 typed on Harbour Toyota is ignored and logged; 20,400 and 45,600 search 20,000 to 46,000", async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on("console", (m) => void (m.type() === "warning" && warnings.push(m.text())));
    await page.goto(siteUrl("harbour-toyota", ALL));
    await expect(page.getByTestId("price-slider")).toBeVisible(); // scripted: the boxes are the slider's
    await expectAccessible(page);
    const everything = await shownCount(page);
    expect(everything).toBe((await api(request, "")).body.count);
    expect((await api(request, "price=1000:")).body.count).toBe(everything); // the URL follows the rule too

    const minimum = page.getByLabel("Min price");
    await minimum.fill("1000");
    await minimum.press("Enter");
    await expect
      .poll(() => warnings)
      .toContainEqual(expect.stringContaining("Slider input 1000 is below the minimum 5000"));
    await expect(minimum).toHaveValue(""); // the box shows what the control still stands for: no minimum
    await expect(page.getByTestId("price-slider")).toContainText("$5,000 to");
    await page.waitForTimeout(1000); // past the form's 400 ms debounce: nothing is searched for 1000
    expect(new URL(page.url()).search).toBe("");
    expect(await shownCount(page)).toBe(everything);

    await minimum.fill("20400");
    await minimum.press("Enter");
    await page.waitForURL(/\?price=20000%3A$/);
    await expect(minimum).toHaveValue("20000");
    await expect.poll(() => shownCount(page)).toBe((await api(request, "price=20000:")).body.count);
    const maximum = page.getByLabel("Max price");
    await maximum.fill("45,600");
    await maximum.press("Tab");
    await page.waitForURL(/\?price=20000%3A46000$/);
    await expect(maximum).toHaveValue("46000");
    await expect.poll(() => shownCount(page)).toBe((await api(request, "price=20000:46000")).body.count);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toHaveLength(Math.min(await shownCount(page), 21));
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20000);
      expect(price).toBeLessThanOrEqual(46000);
    }
    await expectAccessible(page);
  });

  test("a URL's range follows the same rule: an ignored end is dropped by a redirect, a value in range is rounded", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", `${ALL}?price=1000%3A`));
    await expect(page).toHaveURL(siteUrl("harbour-toyota", ALL));
    await expectAccessible(page);
    await page.goto(siteUrl("harbour-toyota", `${ALL}?make=Toyota&price=20400%3A45600`));
    await expect(page).toHaveURL(/\?make=Toyota&price=20000%3A46000$/);
    await expect(page.getByLabel("Min price")).toHaveValue("20000");
    await expect(page.getByLabel("Max price")).toHaveValue("46000");
    await expectAccessible(page);
  });
});

test.describe("the price boxes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form's minimum of 1000 is ignored and its maximum rounded", async ({ page, browser }) => {
    await page.goto(siteUrl("harbour-toyota", ALL));
    await page.locator("input[name=price_min]").fill("1000");
    await page.locator("input[name=price_max]").fill("$45,600");
    await page.getByRole("button", { name: /^Show Me [\d,]+ cars$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${ALL}\\?price=%3A46000$`));
    await expect(page.locator("input[name=price_min]")).toHaveValue("");
    await expect(page.locator("input[name=price_max]")).toHaveValue("46000");
    await expectAccessibleAt(browser, page.url());
  });
});

test.describe("the spec's filter attributes categories, filtered_features and price_range", () => {
  test("/api/search accepts them and answers as for body, features and price", async ({ request }) => {
    const everything = (await api(request, "")).body.count;
    for (const [spec, ours] of [
      ["categories=suv&categories=ute", "body=suv&body=ute"],
      ["filtered_features=Tow%20Bar", "features=Tow%20Bar"],
      ["price_range=20400:45600", "price=20000:46000"],
      ["price_range=1000:", ""],
    ] as const) {
      const [asked, expected] = [await api(request, spec), await api(request, ours)];
      expect(asked.status, spec).toBe(200);
      expect(Object.keys(asked.body).sort()).toEqual(["count", "facets", "hits", "ms", "page", "pages"]);
      expect(asked.body.count, spec).toBe(expected.body.count);
      expect(
        asked.body.hits.map((h: { id: number }) => h.id),
        spec,
      ).toEqual(expected.body.hits.map((h: { id: number }) => h.id));
      if (ours) expect(asked.body.count, spec).toBeLessThan(everything);
    }
  });

  test("/api/search names a bad value under the attribute's name as given", async ({ request }) => {
    const { status, body } = await api(request, "categories=SUVs&price_range=9:1");
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(["categories", "price_range"]);
  });

  test("the search page takes them and lands on the canonical URL", async ({ page, request }) => {
    await page.goto(siteUrl("harbour-toyota", `${ALL}?categories=suv&filtered_features=Tow%20Bar`));
    await expect(page).toHaveURL(/\?body=suv&features=Tow\+Bar$/);
    await expect(page.locator("input[name=body][value=suv]")).toBeChecked();
    expect(await shownCount(page)).toBe((await api(request, "body=suv&features=Tow%20Bar")).body.count);
    await expectAccessible(page);
  });
});
