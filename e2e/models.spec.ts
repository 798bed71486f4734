/**
 * New vehicles, as journeys: the Vehicles mega-menu by mouse, keyboard and phone, /models with its body
 * filter, a model page with its stock and 'Our Stock' link, accessories, the new-car quote, the /models/{slug}
 * redirect, a discontinued model and Southern Cross's model path rule, and the catalogue search APIs.
 */
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { call } from "./support/http";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { openSiteMenu, siteUrl } from "./support/sites";

const menuButton = (page: Page) => page.locator('nav[aria-label="Main"] summary', { hasText: "New Vehicles" });
const tablist = (page: Page) => page.getByRole("tablist", { name: "New Vehicles by category" });
const visiblePanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');

test.describe("the Vehicles mega-menu", () => {
  test("by mouse: opens on click, switches tab, and Explore leads to the model page", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    await expectAccessible(page);
    await menuButton(page).click();
    await expect(tablist(page)).toBeVisible();
    await expect(menuButton(page).locator("..")).toHaveAttribute("open", "");
    await expect(tablist(page).getByRole("tab")).toHaveText([
      "Cars",
      "Hatch & sedans",
      "SUVs & 4WDs",
      "Utes & Vans",
      "GR & performance",
      "Electrified",
      "Upcoming",
      "Discontinued",
    ]);
    await expectAccessible(page);
    await tablist(page).getByRole("tab", { name: "Upcoming" }).click();
    await expect(tablist(page).getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page).getByText("Upcoming", { exact: true }).first()).toBeVisible();
    await tablist(page).getByRole("tab", { name: "SUVs & 4WDs" }).click();
    const tile = visiblePanel(page).getByRole("listitem").filter({ hasText: "Toyota RAV4" });
    await expect(tile.getByText("All-New")).toBeVisible();
    await expect(tile.getByRole("link", { name: "Our Stock of Toyota RAV4" })).toHaveAttribute(
      "href",
      "/search/new-and-demo-cars?make=Toyota&model=RAV4",
    );
    await tile.getByRole("link", { name: "Explore Toyota RAV4" }).click();
    await expect(page).toHaveURL(/\/models\/toyota-rav4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4");
    await expectAccessible(page);
  });

  test("by keyboard: Enter opens, arrows, Home and End move between tabs, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    const button = menuButton(page);
    for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tablist(page)).toBeVisible();
    await page.keyboard.press("Tab");
    const tab = (name: string) => tablist(page).getByRole("tab", { name, exact: true });
    await expect(tab("Cars")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Hatch & sedans")).toBeFocused();
    await expect(tab("Hatch & sedans")).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page).getByRole("link", { name: "Explore Toyota Yaris", exact: true })).toBeVisible();
    await page.keyboard.press("End");
    await expect(tab("Discontinued")).toBeFocused();
    await expect(visiblePanel(page).getByRole("link", { name: "Explore Toyota Prius" })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(tab("Cars")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Discontinued")).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(tablist(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("on a phone: the panel fits the screen, tiles stack, and a link leads to the model", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(siteUrl("harbour-toyota", "/"));
    await openSiteMenu(page);
    await menuButton(page).click();
    await expect(tablist(page)).toBeVisible();
    const panel = page.locator('nav[aria-label="Main"] details[open] > div');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // The tiles replace the page's plain list once fetched: measured when they are there.
    await expect(visiblePanel(page).getByRole("link", { name: "Explore Toyota Yaris", exact: true })).toBeVisible();
    const tiles = visiblePanel(page).getByRole("listitem");
    await expect(tiles.first()).toBeVisible();
    const [a, b] = [(await tiles.nth(0).boundingBox())!, (await tiles.nth(1).boundingBox())!];
    expect(b.y, "tiles stack one above the other").toBeGreaterThan(a.y + a.height - 1);
    await expectAccessible(page);
    await visiblePanel(page).getByRole("link", { name: "Explore Toyota Yaris", exact: true }).click();
    await expect(page).toHaveURL(/\/models\/toyota-yaris$/);
    await expectAccessible(page);
  });
});

test.describe("the Vehicles mega-menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens as a plain list of the models under the first tab, each leading to its page", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    await menuButton(page).click();
    const rav4 = visiblePanel(page).getByRole("link", { name: "Toyota RAV4", exact: true });
    await expect(rav4).toBeVisible();
    // Only the first tab's models: a discontinued model waits under its own tab.
    await expect(visiblePanel(page).getByRole("link", { name: "Toyota Prius" })).toBeHidden();
    await rav4.click();
    await expect(page).toHaveURL(/\/models\/toyota-rav4$/);
  });

  test("the page carries each model once, and no tile pictures until the menu is reached for", async ({ request }) => {
    const html = await (await call(request, { site: "harbour-toyota", path: "/" })).text();
    const nav = html.slice(html.indexOf('<nav aria-label="Main"'), html.indexOf("</nav>"));
    expect(nav.match(/>Toyota RAV4</g)?.length).toBe(1);
    expect(nav).not.toContain("<img");
    const menu = await call(request, { site: "harbour-toyota", path: "/api/model-menu" });
    expect(menu.status()).toBe(200);
    const { tiles } = (await menu.json()) as { tiles: { name: string; tabIds: string[] }[] };
    expect(tiles.find((t) => t.name === "Toyota RAV4")?.tabIds).toContain("cars");
  });
});

test.describe("model pages", () => {
  test("a model page: status, key figures, its new and demo stock, and 'Our Stock' to the search", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/models/toyota-rav4"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4");
    await expect(page.getByRole("article").getByText("All-New", { exact: true })).toBeVisible();
    await expect(page.getByText("SUV · SUVs & 4WDs, Electrified")).toBeVisible();
    const hero = page.getByRole("img", { name: "Toyota RAV4" }).first();
    await expect(hero).toHaveAttribute("width", /\d+/);
    await expect(hero).toHaveAttribute("height", /\d+/);
    const figures = page.getByRole("region", { name: "Key figures" });
    await expect(figures.getByText("Drive away from")).toBeVisible();
    const stock = page.getByRole("region", { name: "New and demo RAV4 in stock" });
    await expect(stock.getByTestId("result-card").first()).toBeVisible();
    await expect(page.locator("#model-quote-form").getByLabel("Model")).toHaveValue("Toyota RAV4");
    await expectAccessible(page);
    await stock.getByRole("link", { name: /Our Stock of Toyota RAV4/ }).click();
    await expect(page).toHaveURL(/\/search\/new-and-demo-cars\?make=Toyota&model=RAV4$/);
    const cards = page.getByTestId("result-card");
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.getByRole("heading").allTextContents()) expect(title).toContain("RAV4");
    await expectAccessible(page);
  });

  test("/models?body=suv lists SUVs only; an unknown body shows all with a notice", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/models?body=suv"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New SUV models");
    await expect(page.getByRole("heading", { name: "Toyota RAV4" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Toyota Yaris", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^SUV \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    const answer = await page.goto(siteUrl("harbour-toyota", "/models?body=spaceship"));
    expect(answer!.status()).toBe(200);
    await expect(page.getByRole("status")).toContainText("no body type ‘spaceship’");
    await expect(page.getByRole("heading", { name: "Toyota Yaris", exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("an accessories page shows the count and an accessories enquiry form", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/rav4/accessories"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4 accessories");
    await expect(page.getByText("46 genuine accessories")).toBeVisible();
    await expect(page.locator("#accessories-form").getByLabel("Model")).toHaveValue("Toyota RAV4");
    await expectAccessible(page);
  });

  test("a discontinued model has a page, labelled by the status rule, without a quote form", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/models/toyota-prius"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Prius");
    await expect(page.getByRole("article").getByText("All-New", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Prius is no longer sold new" })).toBeVisible();
    await expect(page.locator("#model-quote-form")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("Southern Cross's model path rule, and /models/{slug} redirecting to a site's model path", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl("southern-cross-motors", "/models/new-kia-seltos-vehicle"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia Seltos");
    await expectAccessible(page);
    const harbour = await call(request, { site: "harbour-toyota", path: "/models/rav4" });
    expect(harbour.status()).toBe(308);
    expect(harbour.headers().location).toBe("/models/toyota-rav4");
    const override = await call(request, { site: "harbour-toyota", path: "/models/gr86" });
    expect(override.status()).toBe(308);
    expect(override.headers().location).toBe("/pages/gr86");
    const southern = await call(request, { site: "southern-cross-motors", path: "/models/seltos" });
    expect(southern.status()).toBe(308);
    expect(southern.headers().location).toBe("/models/new-kia-seltos-vehicle");
    expect((await call(request, { site: "harbour-toyota", path: "/models/no-such-model" })).status()).toBe(404);
  });
});

test.describe("the new-car quote", () => {
  test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

  test("/models/get-quote preselects ?model=, offers no discontinued model and files the quote", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/models/get-quote?model=hilux"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get a quote on a new car");
    const form = page.locator("#quote-form");
    await expect(form.getByLabel("Model")).toHaveValue("Toyota HiLux");
    await expect(form.getByLabel("Model").locator("option", { hasText: "Prius" })).toHaveCount(0);
    await expectAccessible(page);
    await whenFormReady(form);
    await fillContact(form);
    await form.getByLabel("Postcode").fill("6160");
    await form.getByLabel("Model").selectOption("Toyota RAV4");
    const dealership = form.getByLabel("Preferred dealership");
    if (await dealership.count()) await dealership.selectOption({ index: 1 });
    await form.getByLabel("Message (optional)").fill("The hybrid, please.");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Get my quote" }).click();
    await expectSuccess(page, "Your enquiry has been sent");
    await expectAccessible(page);
  });
});

test.describe("catalogue and dealer-category search APIs", () => {
  test("answer { hits, count, page, pages }, and name the field of bad input", async ({ request }) => {
    const ok = await call(request, { site: "harbour-toyota", path: "/api/catalogue?manufacturer=kia&body=suv" });
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { hits: { manufacturer: { name: string } }[]; count: number; pages: number };
    expect(body.count).toBeGreaterThan(0);
    expect(body.hits.every((h) => h.manufacturer.name === "Kia")).toBe(true);
    const bad = await call(request, { site: "harbour-toyota", path: "/api/catalogue?body=boat" });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: { fields: object } }).error.fields).toHaveProperty("body");
    const noDealer = await call(request, { site: "harbour-toyota", path: "/api/dealer-category?categories=suv" });
    expect(noDealer.status()).toBe(400);
    expect(((await noDealer.json()) as { error: { fields: object } }).error.fields).toHaveProperty("dealership_id");
  });
});
