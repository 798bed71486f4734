/**
 * Issue 38, look and feel: the home page's promotions slider (WAI-ARIA APG carousel) and each template's own home.
 * The slider: axe clean; pause/play, previous, next and the slide picker by keyboard; rotation by the clock only
 * without reduced motion, and never while the pointer is over it; without JavaScript a scroll-snap list showing the
 * first banner, its links working. Its first picture is the page's main one. Each template's home shows its own
 * composition; none scrolls sideways at 320, 390 or 768 px, and the keyword search is in a phone's first screen.
 * The journeys only read: nothing here changes shared data. Rotation is driven by Playwright's clock, not waited for.
 */
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { siteUrl } from "./support/sites";

/** Harbour Toyota's banners showing now, in order (its end-of-financial-year banner expired on 1 July 2026). */
const HARBOUR = ["hilux-summer", "rav4-hybrid", "service-week"];

const slider = (page: Page) => page.getByRole("region", { name: "Promotions" });
const picker = (page: Page, n: number) => slider(page).getByRole("button", { name: new RegExp(`^Slide ${n} of \\d`) });

/** The slide a shopper sees: the picker's current one, which is also the one scrolled into the list's view. */
async function expectShown(page: Page, n: number) {
  await expect(picker(page, n)).toHaveAttribute("aria-current", "true");
  const id = HARBOUR[n - 1]!;
  await expect
    .poll(() =>
      page.locator(`[data-banner="${id}"]`).evaluate((slide) => {
        const list = slide.parentElement!.getBoundingClientRect();
        return Math.abs(slide.getBoundingClientRect().left - list.left) < 2;
      }),
    )
    .toBe(true);
}

test.describe("the promotions slider", () => {
  test("lists the banners showing now, its first picture the page's main one; axe clean", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota"));
    const slides = slider(page).locator("[data-banner]");
    await expect(slides).toHaveCount(HARBOUR.length);
    expect(await slides.evaluateAll((els) => els.map((el) => el.getAttribute("data-banner")))).toEqual(HARBOUR);
    await expect(slider(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    const first = slides.first().locator("img");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("sizes", "(min-width: 1280px) 1280px, 100vw");
    await expect(first).toHaveAttribute("srcset", /w=960.* 960w/);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(slides.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
    // With a slider leading the page, no car picture competes with it for the first paint.
    await expect(page.locator('section[aria-labelledby="latest-stock"] img[fetchpriority="high"]')).toHaveCount(0);
    await expect(slider(page).getByRole("button", { name: "Next slide" })).toBeVisible();
    await expectAccessible(page);
  });

  test("is worked by keyboard: next, previous, the picker and pause/play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(siteUrl("harbour-toyota"));
    const next = slider(page).getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expectShown(page, 2);
    await page.keyboard.press("Space");
    await expectShown(page, 3);
    await page.keyboard.press("Enter");
    await expectShown(page, 1);
    await slider(page).getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Enter");
    await expectShown(page, 3);
    await picker(page, 2).focus();
    await page.keyboard.press("Enter");
    await expectShown(page, 2);
    // Only the shown slide's link is reachable; a hidden slide's is not.
    await expect(page.locator('[data-banner="rav4-hybrid"] a')).toBeVisible();
    expect(await page.locator('[data-banner="hilux-summer"]').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    const rotation = slider(page).locator('[data-control="rotation"]');
    await expect(rotation).toHaveAccessibleName("Start automatic slide show");
    await rotation.focus();
    await page.keyboard.press("Enter");
    await expect(rotation).toHaveAccessibleName("Stop automatic slide show");
    await page.keyboard.press("Enter");
    await expect(rotation).toHaveAccessibleName("Start automatic slide show");
  });

  test("rotates by itself only without reduced motion, and holds while the pointer is over it", async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(siteUrl("harbour-toyota"));
    const rotation = slider(page).locator('[data-control="rotation"]');
    await expect(rotation).toHaveAccessibleName("Stop automatic slide show");
    await expectShown(page, 1);
    await page.clock.runFor(7_500);
    await expectShown(page, 2);
    // Rotating, the list is not announced (aria-live off); paused, it is, politely.
    await expect(page.locator("#home-banner-slides")).toHaveAttribute("aria-live", "off");
    await slider(page).hover();
    await page.clock.runFor(20_000);
    await expectShown(page, 2);
    await page.mouse.move(0, 0);
    await page.clock.runFor(7_500);
    await expectShown(page, 3);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(rotation).toHaveAccessibleName("Start automatic slide show");
    await expect(page.locator("#home-banner-slides")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(30_000);
    await expectShown(page, 1);
  });

  test("works without JavaScript: a scroll-snap list showing the first banner, its links working", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("harbour-toyota"));
    const list = page.locator("#home-banner-slides");
    expect(await list.evaluate((el) => getComputedStyle(el).scrollSnapType)).toMatch(/^x mandatory/);
    await expect(page.locator('[data-banner="hilux-summer"]')).toBeInViewport({ ratio: 0.9 });
    await expect(page.locator('[data-banner="rav4-hybrid"]')).not.toBeInViewport({ ratio: 0.5 });
    // No buttons that could do nothing without a script.
    await expect(slider(page).getByRole("button")).toHaveCount(0);
    await page.locator('[data-banner="hilux-summer"]').getByRole("link", { name: "See the offer" }).click();
    await expect(page).toHaveURL(/\/special-offers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});

test.describe("each template's home", () => {
  test("franchise (Harbour Toyota): slider, the brand's range, offers and a service booking call", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota"));
    await expect(page.locator("[data-home-template]")).toHaveAttribute("data-home-template", "franchise");
    const range = page.getByRole("region", { name: "The Toyota range" });
    await expect(range.getByRole("link").first()).toHaveAttribute("href", /^\/models\//);
    await expect(page.getByRole("region", { name: "Special offers" })).toBeVisible();
    const service = page.getByRole("region", { name: "Book your next service" });
    await expect(service.getByRole("link", { name: "Book a service" })).toHaveAttribute(
      "href",
      "https://harbour-toyota.dealer-network.example/service/booking",
    );
  });

  test("supermarket (BigBox): the search first, then big counts by body and price band", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used"));
    await expect(page.locator("[data-home-template]")).toHaveAttribute("data-home-template", "supermarket");
    const counts = page.getByRole("region", { name: /cars in stock now/ });
    const search = page.getByRole("search");
    // The search leads the page: above the slider and the counts.
    const top = async (l: ReturnType<Page["locator"]>) => (await l.boundingBox())!.y;
    expect(await top(search)).toBeLessThan(await top(slider(page)));
    expect(await top(slider(page))).toBeLessThan(await top(counts));
    const total = Number((await counts.locator("h2 span").first().innerText()).replace(/,/g, ""));
    expect(total).toBeGreaterThan(0);
    await expect(counts.getByRole("link", { name: /^\d[\d,]* SUV$/ })).toHaveAttribute("href", /body=suv/);
    const band = counts.getByRole("link", { name: /Under \$15,000/ });
    await expect(band).toHaveAttribute("href", /price=%3A14999|price=:14999/);
    // BigBox has finance: each band with a car that has an estimate quotes its lowest weekly repayment.
    const badges = counts.getByTestId("finance-badge");
    expect(await badges.count()).toBeGreaterThan(0);
    for (const text of await badges.allInnerTexts()) expect(text).toMatch(/^from \$\d[\d,]*\/wk$/);
  });

  test("caravan (Tasman): slider, vans by layout, sleeps and towing", async ({ page }) => {
    await page.goto(siteUrl("tasman-caravans"));
    await expect(page.locator("[data-home-template]")).toHaveAttribute("data-home-template", "caravan");
    await expect(slider(page).locator("[data-banner]")).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Vans by layout" }).getByRole("link").first()).toBeVisible();
    const sleeps = page.getByRole("navigation", { name: "Vans by berths" }).getByRole("link", { name: /^Sleeps 4/ });
    await expect(sleeps).toHaveAttribute("href", /item_type=caravan/);
    await sleeps.click();
    await expect(page).toHaveURL(/query=sleeps(\+|%20)4/);
    await page.goBack();
    await expect(page.getByRole("navigation", { name: "Towing" }).getByRole("link")).toHaveCount(2);
  });

  test("dealer group (Southern Cross): its dealerships and makes with their marks", async ({ page }) => {
    await page.goto(siteUrl("southern-cross-motors"));
    await expect(page.locator("[data-home-template]")).toHaveAttribute("data-home-template", "dealer-group");
    const dealerships = page.getByRole("region", { name: "Our dealerships" });
    await expect(dealerships.getByRole("link", { name: "Southern Cross Ford Toowoomba" })).toBeVisible();
    const makes = page.getByRole("region", { name: "Shop by make" }).locator("a.make-card");
    expect(await makes.count()).toBeGreaterThan(1);
    const logo = makes.first().locator("img");
    await expect(logo).toHaveAttribute("alt", "");
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  for (const width of [320, 390, 768] as const) {
    test(`at ${width} px no home scrolls sideways; on a phone the keyword search is in the first screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const site of ["harbour-toyota", "bigbox-used", "tasman-caravans", "southern-cross-motors"]) {
        await page.goto(siteUrl(site));
        await expect(page.locator("[data-home-template]")).toBeVisible();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect.soft(scrollWidth, `${site} at ${width} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
        const box = (await page.locator("#home-search").boundingBox())!;
        expect.soft(box.y + box.height, `${site}: the keyword search below the first screen`).toBeLessThanOrEqual(800);
      }
      await context.close();
    });
  }
});
