import { expect, test, type Page } from "./support/test";
import { expectAccessible, expectAccessibleAt } from "./support/axe";
import { siteUrl } from "./support/sites";

const result = (page: Page) => page.getByTestId("finance-result");
/** The comparison-rate warning the National Consumer Credit Protection Regulations require, word for word. */
const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";
/** Opens the page of the first result card that shows a finance estimate. */
const openFirstCarWithEstimate = (page: Page) =>
  page
    .getByTestId("result-card")
    .filter({ has: page.getByTestId("card-finance") })
    .first()
    .locator("h2 a")
    .click();

const repayment = async (page: Page) => (await result(page).locator("p").first().innerText()).trim();

test.describe("finance calculator", () => {
  test("figures change with every input, and the first interaction sends event 26 once", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/finance"));
    await expect(page.getByRole("heading", { name: "Finance calculator" })).toBeVisible();
    const first = await repayment(page);
    expect(first).toMatch(/^\$[\d,]+ per month$/);
    await page.getByLabel("Purchase price").fill("45000");
    await expect.poll(() => repayment(page)).not.toBe(first);
    const afterPrice = await repayment(page);
    await page.getByLabel("Weekly").check();
    await expect(result(page)).toContainText("per week");
    await page.getByLabel("Loan term").selectOption("7");
    await expect.poll(() => repayment(page)).not.toBe(afterPrice);
    await page.getByLabel("Balloon / residual").fill("10000");
    await expect(page.getByTestId("comparison-rate")).toContainText(/% p\.a\./);
    const events = await page.evaluate(
      () =>
        (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer?.filter((e) => e.event_id === 26)
          .length ?? 0,
    );
    expect(events).toBe(1);
    await page.getByRole("button", { name: "Show More" }).click();
    await expect(page.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
  });

  test("a tiny repayment shows 'Enquire for Finance'", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/finance"));
    await page.getByLabel("Purchase price").fill("1000");
    await page.getByLabel("Deposit").fill("950");
    await expect(result(page)).toContainText("Enquire for Finance");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const before = await repayment(page);
    await page.getByLabel("Purchase price").focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("60000");
    await page.keyboard.press("Tab"); // to the first quick pick
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Purchase price")).toHaveValue("5000");
    await expect.poll(() => repayment(page)).not.toBe(before);
    await page.getByLabel("Loan term").focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Loan term")).not.toHaveValue("5");
  });

  test("the help text states the purchase price bounds, $5,000 minimum for the Toyota brand", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    await expect(page.getByText("Cannot be less than $5,000 or more than $250,000")).toBeVisible();
    await page.goto(siteUrl("bigbox-used", "/finance"));
    await expect(page.getByText("Cannot be less than $1,000 or more than $250,000")).toBeVisible();
  });
});

test.describe("finance pages", () => {
  test("the query pre-fills the calculator and the finance form", async ({ page }) => {
    await page.goto(
      siteUrl(
        "southern-cross-motors",
        "/finance-enquiry?vehiclePriceBudget=45000&car_type=used&preferredDealership=southern-cross-kia",
      ),
    );
    await expect(page.getByLabel("Purchase price")).toHaveValue("45000");
    const form = page.locator("#finance-form");
    await expect(form.getByLabel("Vehicle price budget")).toHaveValue("45000");
    await expect(form.getByLabel("Vehicle condition")).toHaveValue("used");
    await expect(form.getByLabel("Preferred dealership")).toHaveValue("southern-cross-kia");
    await expect(page.locator("#financeDisclaimer")).toBeVisible();
    await expectAccessible(page);
  });

  test("the Toyota access loan banner shows where the dealer has its link, worded as the spec says", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/apply-for-finance"));
    const banner = page.getByRole("region", { name: "Get started with your personalised repayment" });
    await expect(
      banner.getByText("Get your Toyota Personalised Repayments in as little as 3 minutes", { exact: true }),
    ).toBeVisible();
    await expect(banner.getByRole("link", { name: "Get Your Repayments" })).toHaveAttribute(
      "href",
      "https://finance.harbour-toyota.example/personalised-repayments",
    );
    await expectAccessible(page);
    // Without the dealer's own link the banner leads to the platform's personalised finance, where the site has it
    // and is not shown where it has neither.
    await page.goto(siteUrl("bigbox-used", "/finance"));
    await expect(
      page
        .getByRole("region", { name: "Get started with your personalised repayment" })
        .getByRole("link", { name: "Get Your Repayments" }),
    ).toHaveAttribute("href", /^\/personalised\/finance/);
    await page.goto(siteUrl("tasman-caravans", "/finance"));
    await expect(page.getByText("Get started with your personalised repayment")).toHaveCount(0);
  });

  test("a site has only the finance routes it uses", async ({ page }) => {
    expect((await page.goto(siteUrl("southern-cross-motors", "/finance")))?.status()).toBe(404);
    expect((await page.goto(siteUrl("harbour-toyota", "/apply-for-finance")))?.status()).toBe(200);
    expect((await page.goto(siteUrl("bigbox-used", "/finance-enquiry")))?.status()).toBe(404);
  });
});

test.describe("finance estimates on stock", () => {
  test("a car's page shows the estimate with its comparison rate as prominent as the interest rate", async ({
    page,
  }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars?price=15000:40000"));
    const card = page.getByTestId("card-finance").first();
    await expect(card).toContainText(/From \$[\d,]+ per (week|month)/);
    // A card's comparison rate points to its example and the legal warning, stated once under the results.
    await card.getByRole("link", { name: "Comparison rate warning" }).click();
    await expect(page.locator("#comparison-rate-warning")).toContainText(
      "based on a secured loan of $30,000 over 5 years",
    );
    await expect(page.locator("#comparison-rate-warning")).toContainText(COMPARISON_RATE_WARNING);
    await expectAccessible(page);
    await openFirstCarWithEstimate(page);
    const box = page.getByTestId("finance-estimate");
    await expect(box).toBeVisible();
    const interest = box.getByText("Interest rate").locator("xpath=following-sibling::dd");
    const comparison = box.getByText("Comparison rate").locator("xpath=following-sibling::dd");
    const size = (l: typeof interest) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(comparison)).toBeGreaterThanOrEqual(await size(interest));
    await expect(box).toContainText(COMPARISON_RATE_WARNING);
    await expectAccessible(page);
  });

  test("a site with fixed figures shows 6.29% p.a., 8.19% comparison and no deposit", async ({ page }) => {
    await page.goto(siteUrl("tasman-caravans", "/search/new-used-and-demo-cars?item_type=caravan&price=30000:90000"));
    await expect(page.getByTestId("card-finance").first()).toContainText("6.29% p.a.");
    await expect(page.getByTestId("card-finance").first()).toContainText("8.19% comparison rate");
    await openFirstCarWithEstimate(page);
    const box = page.getByTestId("finance-estimate");
    await expect(box).toContainText("6.29% p.a.");
    await expect(box).toContainText("8.19% p.a.");
    await expect(box).toContainText("no deposit");
  });

  test("the calculator's first figures are there without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("tasman-caravans", "/finance?vehiclePriceBudget=60000"));
    await expect(result(page)).toContainText(/\$[\d,]+ per month/);
    await expect(page.getByLabel("Purchase price")).toHaveValue("60000");
    await context.close();
    await expectAccessibleAt(browser, siteUrl("tasman-caravans", "/finance?vehiclePriceBudget=60000"));
  });
});
