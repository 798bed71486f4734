/**
 * Offers: /special-offers as offer cards (375x250 images, description cut at 160 and disclaimer at 200 with
 * their toggles), offer pages with the location/offer lead form at /offers/{id} or, on a site without a manufacturer,
 * /offers/{manufacturer}/{id}, and promo cards among search results at the site's grid positions, on a phone too.
 */
import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { call } from "./support/http";
import { agreeToTerms, asOwnClient, expectSuccess, shopper, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const card = (page: Page, name: string | RegExp) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

test.describe("special offers", () => {
  test("Harbour Toyota shows its current offers as cards; expired, future and excluded offers are absent", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/special-offers"));
    await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
    const hilux = card(page, /HiLux SR5 with free tub liner/);
    await expect(hilux.locator("img")).toHaveAttribute("width", "375");
    await expect(hilux.locator("img")).toHaveAttribute("height", "250");
    // Through the image pipeline at the offer's width (e2e/images.spec.ts follows pictures there).
    await expect(hilux.locator("img")).toHaveAttribute(
      "src",
      /^\/media\/image\?src=\/media\/drawings\/ute\/b91c1c\/side\.svg&w=375&q=75&v=\d+$/,
    );
    // An offer without its own image shows its model's.
    const rav4 = card(page, /RAV4 Hybrid/);
    await expect(rav4.locator("img")).toHaveAttribute("width", "375");
    await expect(rav4.getByRole("link", { name: /Explore the RAV4/ })).toHaveAttribute("href", /rav4/);
    await expect(hilux.getByRole("heading").getByRole("link")).toHaveAttribute("href", "/offers/101");
    await expect(hilux.getByRole("link", { name: /Explore the HiLux/ })).toBeVisible();
    for (const absent of [/Christmas in July/, /Land Cruiser FJ/, /End of financial year/, /Corolla Cross launch/])
      await expect(page.getByRole("heading", { name: absent })).toHaveCount(0);
    // Text at or under its limit is not cut and has no toggle.
    await expect(rav4.getByRole("button", { name: "View more" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an offer for one car type shows on the offers page of a site selling that type, strict or not", async ({
    page,
  }) => {
    // Harbour Toyota sells new, demo and used cars: its strictly-used and strictly-demo offers show on its list
    // (strictness decides in views of some car types: the search's promo cards, below).
    await page.goto(siteUrl("harbour-toyota", "/special-offers"));
    await expect(page.getByRole("heading", { name: /HiLux SR5/ })).toBeVisible();
    for (const strict of [/Certified pre-owned/, /Demo Camry clearance/])
      await expect(page.getByRole("heading", { name: strict })).toBeVisible();
    // BigBox sells used cars only: its strictly-used offer shows.
    await page.goto(siteUrl("bigbox-used", "/special-offers"));
    await expect(page.getByRole("heading", { name: "Free 12-month warranty on every car" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the description and the disclaimer toggle by mouse and by keyboard", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/special-offers"));
    const hilux = card(page, /HiLux SR5 with free tub liner/);
    const more = hilux.getByRole("button", { name: "View more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const description = hilux.locator(`[id="${await more.getAttribute("aria-controls")}"]`);
    const cut = (await description.textContent())!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    await more.click();
    await expect(hilux.getByRole("button", { name: "View less" })).toHaveAttribute("aria-expanded", "true");
    await expect(description).toContainText("fitted by our own technicians at the Fremantle service centre.");
    await hilux.getByRole("button", { name: "View less" }).click();
    await expect(description).toHaveText(cut);

    const full = hilux.getByRole("button", { name: "View full disclaimer" });
    const disclaimer = hilux.locator(`[id="${await full.getAttribute("aria-controls")}"]`);
    expect((await disclaimer.textContent())!.length).toBeLessThanOrEqual(200);
    await full.focus();
    await page.keyboard.press("Enter");
    const less = hilux.getByRole("button", { name: "View less disclaimer" });
    await expect(less).toBeFocused();
    await expect(disclaimer).toContainText("their retail value is not redeemable for cash.");
    await expectAccessible(page);
    await page.keyboard.press("Space");
    await expect(hilux.getByRole("button", { name: "View full disclaimer" })).toHaveAttribute("aria-expanded", "false");
  });

  test("/special-offers/ with a trailing slash answers too", async ({ request }) => {
    const res = await call(request, { site: "harbour-toyota", path: "/special-offers/" });
    if (res.status() === 200) return;
    expect([301, 307, 308]).toContain(res.status());
    expect(res.headers()["location"]).toMatch(/\/special-offers$/);
  });
});

test.describe("offer pages", () => {
  test("an offer page shows the whole offer and sends the offer lead form", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/offers/101"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HiLux SR5 with free tub liner and tow pack");
    await expect(page.getByText("Offer ends 31 December 2030")).toBeVisible();
    await expect(page.getByText(/^Both are Toyota Genuine Accessories/)).toBeVisible(); // its second paragraph
    await expect(page.getByText(/their retail value is not redeemable for cash\.$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Explore the Toyota HiLux/ })).toBeVisible();
    await expect(page.locator('img[width="375"][height="250"]')).toHaveCount(1);
    const form = page.locator("#offer-form");
    await expect(form.locator('input[name="offer_id"]')).toHaveValue("101");
    await expectAccessible(page);
    await whenFormReady(form);
    await form.getByLabel("First Name").fill("Jo");
    await form.getByLabel("Last Name").fill("Citizen");
    await form.getByLabel("Mobile").fill(shopper.phone);
    await form.getByLabel("E-mail").fill(shopper.email);
    await form.getByLabel("Postcode").fill("6160");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send" }).click();
    await expectSuccess(page, "Thank you for your enquiry");
    await expectAccessible(page);
  });

  test("an excluded, expired, future or another site's offer, and a bad id, are not found", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/offers/1002", // the Toyota network offer that excludes Harbour Toyota
      "/offers/1003", // expired
      "/offers/104", // expired
      "/offers/105", // not yet started
      "/offers/201", // Southern Cross's
      "/offers/abc",
      "/offers/99999999999999999999",
      "/offers/toyota/101", // the manufacturer form on a site with a manufacturer
    ])
      expect((await call(request, { site: "harbour-toyota", path })).status(), path).toBe(404);
    const res = await page.goto(siteUrl("harbour-toyota", "/offers/1002"));
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't find that page");
    await expectAccessible(page);
  });

  test("Southern Cross, without a manufacturer, links offers at /offers/{manufacturer}/{id}", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl("southern-cross-motors", "/special-offers"));
    const ranger = card(page, /Ranger XLT/);
    await expect(ranger.getByRole("heading").getByRole("link")).toHaveAttribute("href", "/offers/ford/201");
    await expect(page.getByRole("heading", { name: /MG ZS from/ })).toHaveCount(0); // starts in 2030
    await expectAccessible(page);
    await ranger.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/offers\/ford\/201$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ranger XLT: $2,000 factory bonus");
    await expect(page.locator("#offer-form")).toBeVisible();
    await expectAccessible(page);

    const short = await call(request, { site: "southern-cross-motors", path: "/offers/201" });
    expect(short.status()).toBe(308);
    expect(short.headers()["location"]).toMatch(/\/offers\/ford\/201$/);
    for (const path of ["/offers/kia/201", "/offers/ford/203", "/offers/ford/101", "/offers/ford/x"])
      expect((await call(request, { site: "southern-cross-motors", path })).status(), path).toBe(404);
    expect((await call(request, { site: "southern-cross-motors", path: "/offers/ford/2001" })).status()).toBe(200);
  });
});

/** The 1-based grid positions of the promo cells, and the number of result cells. */
async function grid(results: Locator) {
  const cells = results.locator(":scope > li");
  const promo: number[] = [];
  const count = await cells.count();
  for (let i = 0; i < count; i++)
    if ((await cells.nth(i).locator("aside[aria-label^='Promotion']").count()) > 0) promo.push(i + 1);
  return { promo, results: count - promo.length };
}

test.describe("promo cards in the search results", () => {
  test("Harbour Toyota puts its cards at positions 4, 6 and 8 of a full page of 21, after the count", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/new-used-and-demo-cars"));
    const list = page.locator("#search-results > ul");
    expect(await grid(list)).toEqual({ promo: [4, 6, 8], results: 21 });
    await expect(list.locator(":scope > li").nth(3).getByRole("link", { name: "Get pre-approved" })).toHaveAttribute(
      "href",
      "/finance",
    );
    // The strict new-car card shows on a new-car search only.
    await expect(page.getByRole("complementary", { name: /New HiLux/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(siteUrl("harbour-toyota", "/search/new-used-and-demo-cars?page=2"));
    expect(await grid(list)).toEqual({ promo: [4, 6, 8], results: 21 });
    await page.goto(siteUrl("harbour-toyota", "/search/new-cars"));
    await expect(page.getByRole("complementary", { name: /New HiLux/ })).toHaveCount(1);
    await expectAccessible(page);
  });

  test("BigBox puts its cards at 4, 6, 8 and 9, and on a phone keeps one column, the count first and no overflow", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(siteUrl("bigbox-used", "/search/used-cars"));
    const list = page.locator("#search-results > ul");
    expect(await grid(list)).toEqual({ promo: [4, 6, 8, 9], results: 21 });
    const count = page.getByRole("status").filter({ hasText: /found/ });
    const countBox = (await count.boundingBox())!;
    const firstCell = (await list.locator(":scope > li").first().boundingBox())!;
    expect(countBox.y).toBeLessThan(firstCell.y);
    const promo = (await list.locator(":scope > li").nth(3).boundingBox())!;
    const result = (await list.locator(":scope > li").nth(2).boundingBox())!;
    expect(Math.round(promo.x)).toBe(Math.round(result.x)); // one column
    expect(promo.x + promo.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
