import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { hostUrl, siteUrl } from "./support/sites";

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

test.describe("each site on its own host", () => {
  test("Harbour Toyota shows its own name, menus, footer and stock", async ({ page }) => {
    const response = await page.goto(siteUrl("harbour-toyota"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Harbour Toyota");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Toyota");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of [
      "Home",
      "New Vehicles",
      "Special Offers",
      "Pre-owned Vehicles",
      "Service",
      "Parts & Accessories",
      "Company",
    ]) {
      await expect(nav.locator(":scope > ul > li").filter({ hasText: label }).first()).toBeVisible();
    }
    // Sell My Car goes to the manufacturer's dealer network, as the site has a base domain.
    await expect(nav.getByRole("link", { name: "Sell My Car" })).toHaveAttribute(
      "href",
      "https://harbour-toyota.dealer-network.example/sell-my-car",
    );
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Buyer Tools" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Servicing and Parts" })).toBeVisible();
    const cards = page.locator("section[aria-labelledby='latest-stock'] article");
    await expect(cards).toHaveCount(8);
    // The hero's keyword box suggests the site's own most stocked make and model (keyword-placeholder.ts).
    await expect(page.getByPlaceholder(/^Keyword search eg\. Toyota, /)).toBeVisible();
    await expectAccessible(page);
  });

  test("BigBox shows its own name, menus and stock, with its own theme", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BigBox Used Cars");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator("summary", { hasText: "Buy a Car" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "My BigBox" })).toBeVisible();
    await expect(nav.getByText("Special Offers")).toHaveCount(0);
    await expect(page.getByText("Harbour Toyota")).toHaveCount(0);
    await expect(page.locator("header")).toHaveCSS("background-color", "rgb(28, 25, 23)");
    await expect(page.locator("section[aria-labelledby='latest-stock'] article")).toHaveCount(8);
    await expectAccessible(page);
  });

  test("a site's own domain and a bare localhost reach the right site", async ({ page }) => {
    await page.goto(hostUrl("bigboxcars.example"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BigBox Used Cars");
    await page.goto(hostUrl("localhost"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Toyota");
  });

  test("a vehicle, a location and an offer open on their own site", async ({ page }) => {
    await page.goto(siteUrl("southern-cross-motors"));
    const car = await firstHref(page, "section[aria-labelledby='latest-stock'] article a[href^='/cars/']");
    const carResponse = await page.goto(siteUrl("southern-cross-motors", car));
    expect(carResponse?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Car Summary" })).toBeVisible();
    await expectAccessible(page);

    await page.goto(siteUrl("southern-cross-motors"));
    const location = await firstHref(page, "a[href^='/locations/']");
    expect((await page.goto(siteUrl("southern-cross-motors", location)))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Opening hours" })).toBeVisible();
    await expectAccessible(page);

    await page.goto(siteUrl("southern-cross-motors"));
    const offer = await firstHref(page, "a[href^='/offers/']");
    expect((await page.goto(siteUrl("southern-cross-motors", offer)))?.status()).toBe(200);
    await expectAccessible(page);
  });
});

test.describe("isolation between sites", () => {
  test("another site's vehicle, location and offer are 404 on this host", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used"));
    const car = await firstHref(page, "section[aria-labelledby='latest-stock'] article a[href^='/cars/']");
    const location = await firstHref(page, "a[href^='/locations/']");
    const offer = await firstHref(page, "a[href^='/offers/']");
    for (const path of [car, location, offer]) {
      const response = await page.goto(siteUrl("harbour-toyota", path));
      expect(response?.status(), path).toBe(404);
      // A vehicle path gets the vehicle 404 ("We couldn't find that vehicle"), others the site's own.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        /^(Sorry, we|We) couldn't find that (page|vehicle)$/,
      );
      await expect(page.getByText("BigBox")).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test("a path naming another site in the URL is still this site's 404", async ({ page }) => {
    const response = await page.goto(siteUrl("harbour-toyota", "/s/bigbox-used/"));
    expect(response?.status()).toBe(404);
    await expect(page.getByText("BigBox")).toHaveCount(0);
  });

  test("an unknown host gets a 404 that names no dealer", async ({ page }) => {
    const response = await page.goto(siteUrl("no-such-dealer"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    for (const name of ["Harbour Toyota", "BigBox", "Southern Cross", "Tasman"])
      await expect(page.getByText(name)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("header dropdowns", () => {
  test("open and close on click where the brand says click", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota"));
    const group = page.locator("li.nav-group", { hasText: "Company" });
    await expect(group).toHaveAttribute("data-opens-on", "click");
    await expect(group.getByRole("link", { name: "About Us" })).toBeHidden();
    await group.locator("summary").click();
    await expect(group).toHaveClass(/nav-group--open/);
    await expect(group.getByRole("link", { name: "About Us" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(group).not.toHaveClass(/nav-group--open/);
    await expect(group.getByRole("link", { name: "About Us" })).toBeHidden();
  });

  test("open on hover where the brand says hover", async ({ page }) => {
    await page.goto(siteUrl("southern-cross-motors"));
    const group = page.locator("li.nav-group", { hasText: "About" });
    await expect(group).toHaveAttribute("data-opens-on", "hover");
    await group.hover();
    await expect(group).toHaveClass(/nav-group--open/);
    await expect(group.getByRole("link", { name: "Our Dealerships" })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(group).not.toHaveClass(/nav-group--open/);
  });

  test("the models mega-menu lists the manufacturer's models with their status labels", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota"));
    const group = page.locator("li.nav-group", { hasText: "New Vehicles" });
    await group.locator("summary").click();
    const tile = (name: string) => group.locator('[role="tabpanel"]:not([hidden]) li').filter({ hasText: name });
    await expect(tile("Toyota Land Cruiser FJ")).toContainText("Upcoming");
    await expect(tile("Toyota RAV4")).toContainText("All-New");
  });

  test("a keyboard user can open a dropdown and reach its links", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota"));
    const summary = page.locator("li.nav-group", { hasText: "Service" }).locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Online Service Booking" })).toBeFocused();
  });
});

test("the health check answers on every site", async ({ page }) => {
  // Through the browser: only Chromium resolves *.localhost to this machine by itself.
  const response = await page.goto(siteUrl("tasman-caravans", "/api/health"));
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toEqual({ status: "ok", site: "tasman-caravans" });
});
