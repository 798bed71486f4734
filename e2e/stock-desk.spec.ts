import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar, type Hit } from "./support/cars";
import { consoleRequest, consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

test.describe.configure({ timeout: 300_000 });

const SITE = "harbour-toyota";
/** Its own search (demo cars, cheapest first), so no other journey holds the same car. */
const QUERY = "car_type=demo&sortBy=price-asc";
const money = (amount: number) => `$${amount.toLocaleString("en-AU")}`;

/** The car's price as the site's search API gives it now (read through a shopper's page: Node cannot resolve *.localhost). */
async function searchedPrice(shopper: Page, id: number): Promise<number | undefined> {
  const response = await shopper.goto(siteUrl(SITE, `/api/search?${QUERY}`));
  const body = (await response!.json()) as { hits: Hit[] };
  return body.hits.find((hit) => hit.id === id)?.price;
}

test.describe.serial("the stock desk", () => {
  let page: Page;
  let shopper: Page;
  let car: Hit;

  test.beforeAll(async ({ browser }, testInfo) => {
    page = await (await browser.newContext()).newPage();
    await asOwnClient(page, testInfo);
    shopper = await (await browser.newContext()).newPage();
    car = await findCar(shopper, SITE, QUERY, (hit) => hit.status === "in_stock" && hit.price > 5000);
    await signInToConsole(page, "manager@harbour-toyota.example");
  });

  test("a manager filters the stock list by text and by the URL, and reads bad filters by field", async () => {
    await page.goto(consoleUrl(`/stock?site=${SITE}&carType=demo`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock");
    await expect(page.locator(`a[href="/stock/${car.id}"]`).first()).toBeVisible();
    await expectAccessible(page);
    // The thumbnails come through the image pipeline on the console's own host.
    const thumbnail = (await page.locator("table img").first().getAttribute("src"))!;
    const answer = await consoleRequest(page, thumbnail);
    expect(answer.status(), thumbnail).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^image\//);

    await page.goto(consoleUrl(`/stock/${car.id}`));
    const stocknum = (await page
      .locator("dt", { hasText: "Stock number" })
      .locator("xpath=following-sibling::dd[1]")
      .textContent())!;
    await page.goto(consoleUrl("/stock"));
    await page.getByLabel("Search", { exact: true }).fill(stocknum);
    await page.getByRole("button", { name: "Show cars" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(stocknum)}`));
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.filter({ hasText: stocknum }).first()).toBeVisible();

    await page.goto(consoleUrl("/stock?status=gone&priceFrom=-1"));
    const problems = page.getByRole("alert").filter({ hasText: "Some filters need fixing" });
    await expect(problems).toContainText("Status: choose one of");
    await expect(problems).toContainText("Price from: enter whole dollars");
    await expectAccessible(page);
  });

  test("a manager sets a dealer price, the site's search and car page show it at once, and clearing it brings the feed's back", async () => {
    const dealerPrice = car.price - 1000;
    await page.goto(consoleUrl(`/stock/${car.id}`));
    await expect(
      page.getByRole("navigation", { name: "This car" }).getByRole("link", { name: "Photos" }),
    ).toHaveAttribute("href", `/stock/${car.id}/photos`);
    await expectAccessible(page);

    await page.getByLabel("Price (whole dollars)", { exact: true }).fill("12.50");
    await page.getByRole("button", { name: "Save changes" }).first().click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toContainText(
      "Price: enter a whole number of dollars",
    );
    await expect(page.getByLabel("Price (whole dollars)", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.getByLabel("Price (whole dollars)", { exact: true }).fill(String(dealerPrice));
    await page.getByRole("button", { name: "Save changes" }).first().click();
    await expect(page.getByRole("status")).toContainText("Saved");
    await expect(page.locator('[data-field="price"]')).toContainText(
      `Feed: ${money(car.price)} · Yours: ${money(dealerPrice)}`,
    );

    // The vehicles triggers tell the site's caches and search index: the change shows with no restart and no wait.
    await expect.poll(() => searchedPrice(shopper, car.id), { timeout: 5_000, intervals: [100] }).toBe(dealerPrice);
    await shopper.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await expect(shopper.getByRole("complementary", { name: "Price and actions" })).toContainText(money(dealerPrice));

    await page.goto(consoleUrl(`/stock?site=${SITE}&override=1`));
    await expect(
      page.getByRole("row").filter({ hasText: "Dealer price" }).locator(`a[href="/stock/${car.id}"]`),
    ).toBeVisible();

    await page.goto(consoleUrl(`/stock/${car.id}`));
    await page.getByRole("button", { name: "Clear your price" }).click();
    await expect(page.getByRole("status")).toContainText("Cleared");
    await expect(page.locator('[data-field="price"]')).toHaveText(`Feed: ${money(car.price)}`);
    await expect.poll(() => searchedPrice(shopper, car.id), { timeout: 5_000, intervals: [100] }).toBe(car.price);
  });

  test("the CSV export is the filtered list", async () => {
    const csv = await (await consoleRequest(page, `/stock/export.csv?site=${SITE}&carType=demo`)).text();
    expect(csv.split("\r\n")[0]).toBe("Car id,Site,Stock number,Rego,Car,Price,Dealer price,Status,Shown,Listed");
    expect(csv).toContain(`\r\n${car.id},`);
  });

  test("a salesperson of another group reads their own cars without a form, and is not shown this one", async ({
    browser,
  }, testInfo) => {
    const sales = await (await browser.newContext()).newPage();
    await asOwnClient(sales, testInfo);
    await signInToConsole(sales, "sales@tasman-caravans.example");
    await sales.goto(consoleUrl("/stock"));
    const first = sales.getByRole("table").locator('a[href^="/stock/"]').first();
    await first.click();
    await expect(sales.getByRole("heading", { name: "How the car is presented" })).toBeVisible();
    await expect(sales.getByRole("button", { name: "Save changes" })).toHaveCount(0);
    await expectAccessible(sales);
    expect((await consoleRequest(sales, `/stock/${car.id}`)).status()).toBe(404);
  });
});
