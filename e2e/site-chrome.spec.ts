/**
 * The site chrome, as journeys: Tasman Caravans' popup (opened only once the page has loaded and is scrolled, a modal that
 * keeps focus, closed by Escape or its image and remembered on the site, never after its expiry day), the review
 * feedback block with and without the customer's names, the customer feedback survey (a lead like the others)
 * and the blog.
 */
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { call } from "./support/http";
import { asOwnClient, expectSuccess, whenFormReady } from "./support/leads";
import { receivedMail } from "./support/mail";
import { siteUrl } from "./support/sites";

const popup = (page: Page) => page.getByRole("dialog", { name: "Winter caravan clearance" });

/** The shopper starts to read: the popup opens only once the page has loaded and is scrolled (SitePopup). */
async function scrollOnceLoaded(page: Page) {
  await page.waitForLoadState("load");
  await page.mouse.wheel(0, 300);
}

test.describe("the site popup", () => {
  // The other journeys start with it closed (playwright.config.ts); these start as a first-time visitor.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("opens only once the page has loaded and is scrolled, keeps focus, closes with Escape and stays closed", async ({
    page,
    request,
  }) => {
    const html = await (await call(request, { site: "tasman-caravans", path: "/" })).text();
    expect(html).not.toContain("<dialog"); // the server's page has no popup in it: it opens in the browser
    await page.goto(siteUrl("tasman-caravans", "/"));
    await page.waitForLoadState("load");
    // Not over the page's first screen: the shopper sees the page first (it stays closed while nobody scrolls).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    await expect(popup(page)).toHaveCount(0);
    await scrollOnceLoaded(page);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole("button", { name: "Close" })).toBeFocused();
    const box = (await popup(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
    await expect(popup(page).getByRole("link", { name: "See the caravans" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars",
    );
    await expectAccessible(page);
    // Focus stays in the dialog however far the visitor tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await scrollOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    // Remembered for this site only: Harbour Toyota has no popup, and Tasman's is closed on every page.
    await page.goto(siteUrl("tasman-caravans", "/about-us"));
    await scrollOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("keeps its image's box (the 600x400 crop) before the image arrives: nothing moves when it loads", async ({
    page,
  }) => {
    // The image is held back until the dialog has been measured without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/media/drawings/caravan/*/side.svg", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl("tasman-caravans", "/about-us"));
    await scrollOnceLoaded(page);
    const image = popup(page).getByRole("img", { name: "Winter caravan clearance" });
    await expect(image).toHaveAttribute("width", "600");
    await expect(image).toHaveAttribute("height", "400");
    const title = popup(page).getByRole("heading", { name: "Winter caravan clearance" });
    const before = { dialog: (await popup(page).boundingBox())!, title: (await title.boundingBox())! };
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    release();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect((await popup(page).boundingBox())!).toEqual(before.dialog);
    expect((await title.boundingBox())!).toEqual(before.title);
  });

  test("a click on its image closes it (remembered) on the way to its link", async ({ page }) => {
    await page.goto(siteUrl("tasman-caravans", "/about-us"));
    await scrollOnceLoaded(page);
    await popup(page).getByRole("link", { name: "Winter caravan clearance" }).click();
    await expect(page).toHaveURL(siteUrl("tasman-caravans", "/search/new-used-and-demo-cars"));
    await scrollOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("following its button is remembered too: the next page shows no popup", async ({ page }) => {
    await page.goto(siteUrl("tasman-caravans", "/about-us"));
    await scrollOnceLoaded(page);
    const button = popup(page).getByRole("link", { name: "See the caravans" });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page).not.toHaveURL(siteUrl("tasman-caravans", "/about-us"));
    await scrollOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await page.goto(siteUrl("tasman-caravans", "/"));
    await scrollOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
  });

  test("shows on its expiry day in the site's time zone and never after it", async ({ page }) => {
    // 23:30 on 31 December 2099 in Hobart (UTC+11 in summer): still its last day.
    await page.clock.setFixedTime(new Date("2099-12-31T23:30:00+11:00"));
    await page.goto(siteUrl("tasman-caravans", "/about-us"));
    await scrollOnceLoaded(page);
    await expect(popup(page)).toBeVisible();
    // 00:30 on 1 January 2100 in Hobart, though still 31 December in UTC: expired.
    await page.clock.setFixedTime(new Date("2100-01-01T00:30:00+11:00"));
    await page.reload();
    await scrollOnceLoaded(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("the review feedback block", () => {
  test("thanks the customer named in the link and leads to the review page or the survey", async ({ page }) => {
    await page.goto(
      siteUrl("harbour-toyota", "/feedback?first_name=Aroha&dealership_name=Harbour%20Toyota%20Fremantle"),
    );
    await expect(page.getByRole("heading", { name: "We'd love to hear your feedback!" })).toBeVisible();
    await expect(page.getByText("Thank you, Aroha, for choosing Harbour Toyota Fremantle.")).toBeVisible();
    await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveAttribute(
      "href",
      "https://business-profile.example/fremantle-sales/review",
    );
    await expectAccessible(page);
    await page.getByRole("link", { name: "I had a bad experience" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/customer-feedback-survey"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer feedback survey");
  });

  test("leads to the review page of the dealership it thanks, not the site's primary location's", async ({ page }) => {
    await page.goto(
      siteUrl("southern-cross-motors", "/feedback?first_name=Sam&dealership_name=Southern%20Cross%20Kia%20Ipswich"),
    );
    await expect(page.getByText("Thank you, Sam, for choosing Southern Cross Kia Ipswich.")).toBeVisible();
    await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveAttribute(
      "href",
      "https://business-profile.example/ipswich-kia/review",
    );
    await expectAccessible(page);
  });

  test("without names it uses the spec's defaults; markup in a name stays text; no review link, no button", async ({
    page,
  }) => {
    await page.goto(siteUrl("bigbox-used", "/feedback"));
    await expect(page.getByText("Thank you, Valued Customer, for choosing Our Dealership.")).toBeVisible();
    await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "I had a bad experience" })).toHaveAttribute(
      "href",
      "/customer-feedback-survey",
    );
    await expectAccessible(page);
    await page.goto(siteUrl("bigbox-used", "/feedback?first_name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"));
    await expect(page.getByText("Thank you, <img src=x onerror=alert(1)>, for choosing Our Dealership.")).toBeVisible();
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
  });
});

test.describe("the customer feedback survey", () => {
  test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

  test("names the field in error, then files the feedback as a lead the dealer receives", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/customer-feedback-survey"));
    const form = page.locator("#customer-feedback-form");
    await whenFormReady(form);
    const name = `Feedback Tester ${Date.now()}`;
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("E-mail").fill("feedback.tester@example.com");
    await form.getByLabel("Location").selectOption({ index: 1 });
    await form.getByRole("radiogroup", { name: "How would you rate your experience?" }).getByLabel("2 - Poor").check();
    await form.getByLabel(/I agree to the website terms of use/).check();
    await form.getByRole("button", { name: "Send feedback" }).click();
    await expect(form.getByRole("alert")).toContainText("Please tell us what went wrong");
    await expect(form.getByLabel("What went wrong?")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("What went wrong?")).toHaveAccessibleDescription(/Please tell us what went wrong/);
    await expectAccessible(page);
    await form.getByLabel("What went wrong?").fill("Nobody called me back about my service booking.");
    await form.getByRole("button", { name: "Send feedback" }).click();
    await expectSuccess(page, "Thank you for your enquiry");
    await expectAccessible(page);
    const mail = await receivedMail(name.split(" ").pop()!);
    expect(mail).toContain("Customer Feedback");
    expect(mail).toContain("2 out of 5");
  });
});

test.describe("the blog", () => {
  test("lists categories and the latest posts, a category's posts, and a post", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/blog"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link")).toHaveText(["Vehicle Reviews", "Dealership News", "Ownership Tips"]);
    const latest = page.getByRole("region", { name: "Latest posts" });
    await expect(latest.getByRole("heading", { level: 3 }).first()).toHaveText(
      "A week behind the wheel of the RAV4 Hybrid",
    );
    await expectAccessible(page);
    await categories.getByRole("link", { name: "Vehicle Reviews" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/blog/vehicle-reviews"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle Reviews");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "A week behind the wheel of the RAV4 Hybrid",
      "HiLux SR5: work ute by day, beach ute by weekend",
      "First drive: the Corolla Cross",
    ]);
    const image = page.locator("main img").first();
    await expect(image).toHaveAttribute("width", "375");
    await expect(image).toHaveAttribute("height", "375");
    await expectAccessible(page);
    await page.getByRole("link", { name: "HiLux SR5: work ute by day, beach ute by weekend" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/blog/vehicle-reviews/hilux-sr5-on-the-beach"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "HiLux SR5: work ute by day, beach ute by weekend",
    );
    await expect(page.getByText("2 September 2026")).toBeVisible();
    await expectAccessible(page);
  });

  test("Southern Cross has its own blog; a post under another category, and a site without a blog, are not found", async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl("southern-cross-motors", "/blog/vehicle-reviews"));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      "The Kia Sportage: our family test",
    );
    await expectAccessible(page);
    for (const [site, path] of [
      ["harbour-toyota", "/blog/vehicle-reviews/spring-open-day"],
      ["harbour-toyota", "/blog/recipes"],
      ["bigbox-used", "/blog"],
    ] as const)
      expect((await call(request, { site, path })).status(), `${site}${path}`).toBe(404);
  });
});
