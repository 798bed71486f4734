/**
 * Spec rules found wanting when every rule was checked, as journeys: the calculator's negative amounts, the certified
 * programme's accordion, a page number past the last page, the search heading of a used-only site, /{model slug} and the
 * site's icons, and the map where locations are shown (with a maps key) or the address card (without one).
 */
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { call } from "./support/http";
import { findCar } from "./support/cars";
import { siteUrl } from "./support/sites";

const MAP_HOST = "https://maps.googleapis.com";
// A 1x1 PNG: the map provider is not asked from the journeys, its image is answered here.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
  "base64",
);
const answerMaps = (page: Page) =>
  page.route(`${MAP_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));

test.describe("the finance calculator's money fields", () => {
  test("a negative deposit becomes 0, not its absolute value", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const result = page.getByTestId("finance-result");
    await expect(result).toContainText(/^\$[\d,]+ per month/);
    const withNoDeposit = await result.textContent();
    await page.getByLabel("Deposit").fill("-5000");
    await expect(page.getByLabel("Deposit")).toHaveValue("0");
    await expect(result).toHaveText(withNoDeposit!);
    await expectAccessible(page);
  });
});

test("the Toyota Certified Pre-Owned accordion shows on certified cars only", async ({ page }) => {
  const plain = await findCar(page, "harbour-toyota", "car_type=new", (hit) => hit.status === "in_stock");
  await page.goto(siteUrl("harbour-toyota", `/cars/${plain.slug}`));
  const accordions = page.getByRole("region", { name: "More about buying this vehicle" });
  await expect(accordions.getByText("Why Buy From Us")).toBeVisible();
  await expect(accordions.getByText("Toyota Certified Pre-Owned")).toHaveCount(0);
  const certified = await findCar(page, "harbour-toyota", "certified=true", (hit) => hit.status === "in_stock");
  await page.goto(siteUrl("harbour-toyota", `/cars/${certified.slug}`));
  await expect(accordions.getByText("Toyota Certified Pre-Owned")).toBeVisible();
  await expectAccessible(page);
});

test("a page number past the last page says so once, and agrees with the count", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/search/new-used-and-demo-cars?page=999"));
  const count = (await page.getByRole("status").filter({ hasText: "found" }).locator("strong").textContent())!;
  expect(Number(count.replace(/,/g, ""))).toBeGreaterThan(0);
  const notice = page.getByTestId("past-last-page");
  await expect(notice.getByRole("heading")).toHaveText("Page 999 is past the last page of this search");
  await expect(notice).toContainText(`The ${count} vehicles found are on pages 1 to `);
  await expect(page.getByText("No vehicles match your search")).toHaveCount(0);
  await expect(page.locator('[aria-current="page"]')).toHaveCount(0);
  await expectAccessible(page);
  await notice.getByRole("link", { name: /^Go to page \d+$/ }).click();
  await expect(page.getByTestId("result-card").first()).toBeVisible();
});

test("a used-only site's search is headed for its used cars, not 'New, Used and Demo'", async ({ page }) => {
  await page.goto(siteUrl("bigbox-used", "/search/new-used-and-demo-cars"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Cars");
  await expectAccessible(page);
});

test.describe("/{model slug} and the site's icons", () => {
  test("/rav4 answers with the RAV4's page; a slug that is no model is the site's 404", async ({ page }) => {
    const response = await page.goto(siteUrl("harbour-toyota", "/rav4"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/models\/toyota-rav4$/);
    await expectAccessible(page);
    expect((await page.goto(siteUrl("harbour-toyota", "/no-such-model")))?.status()).toBe(404);
    // Routes of their own are not shadowed by the model rule.
    expect((await page.goto(siteUrl("harbour-toyota", "/finance")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Finance calculator" })).toBeVisible();
  });

  test("/favicon.ico and /favicon/* answer with the site's icon", async ({ request }) => {
    const icon = await call(request, { site: "southern-cross-motors", path: "/icon.svg" });
    expect(icon.status()).toBe(200);
    for (const path of ["/favicon.ico", "/favicon/favicon-32x32.png", "/favicon/apple-touch-icon.png"]) {
      const answer = await call(request, { site: "southern-cross-motors", path });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["content-type"], path).toMatch(/^image\/svg\+xml/);
      expect(await answer.text(), path).toBe(await icon.text());
    }
    expect((await call(request, { site: "southern-cross-motors", path: "/favicon/../../etc" })).status()).not.toBe(200);
    expect((await call(request, { site: "southern-cross-motors", path: "/favicon/a/b.png" })).status()).toBe(404);
  });
});

test.describe("a map where locations are shown", () => {
  test("with a maps key: a static map at zoom 10 with a marker per location, its host in the page's policy", async ({
    page,
  }) => {
    await answerMaps(page);
    const response = await page.goto(siteUrl("harbour-toyota", "/contact-us"));
    expect(response?.headers()["content-security-policy"]).toMatch(/img-src [^;]*https:\/\/maps\.googleapis\.com/);
    const map = page.getByTestId("location-map");
    await expect(map).toBeVisible();
    const url = new URL((await map.getAttribute("src"))!);
    expect(url.origin).toBe(MAP_HOST);
    expect(url.searchParams.get("zoom")).toBe("10");
    expect(url.searchParams.getAll("markers")).toHaveLength(3);
    await expect(map).toHaveJSProperty("complete", true);
    expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expectAccessible(page);
    await page.goto(siteUrl("harbour-toyota", "/locations/fremantle-sales"));
    const one = page.locator("#vehicle-map").getByTestId("location-map");
    await expect(one).toBeVisible();
    expect(new URL((await one.getAttribute("src"))!).searchParams.getAll("markers")).toHaveLength(1);
    await expect(page.locator("#vehicle-map")).toContainText("Harbour Toyota Fremantle is at");
    await expectAccessible(page);
  });

  test("without a key: the address card, and no map host in the page's policy", async ({ page }) => {
    const response = await page.goto(siteUrl("southern-cross-motors", "/contact-us"));
    expect(response?.headers()["content-security-policy"]).not.toContain("maps.googleapis.com");
    await expect(page.getByRole("heading", { name: "Our Locations" })).toBeVisible();
    await expect(page.getByTestId("location-map")).toHaveCount(0);
    await expectAccessible(page);
  });
});
