/**
 * Phone-first layout: on every demo site and each page kind, at 320, 390 and 768 px wide, the page never scrolls
 * sideways and the header stays one row; the vehicle page's price position is recorded (annotations) for the report.
 * At 390 x 800 the vehicle page's title, price and primary action are on the first screen, the gallery swipes and
 * the sticky bar carries the price. Axe on every page at 390. One browser context per width, one page reused across
 * sites and kinds.
 */
import { expect, test, type Browser, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { SITES } from "./support/http";
import { siteUrl } from "./support/sites";

const WIDTHS = [320, 390, 768] as const;
const HEIGHT = 800;
/** One row of header at phone widths: logo, call icon and Menu (with room for a tall logo). */
const ONE_ROW_MAX = 72;

type Kinds = Record<string, string | null>;

/** The pages of each kind a site has, found from its home page (a site without a kind skips it). */
async function pageKinds(page: Page, site: string): Promise<Kinds> {
  await page.goto(siteUrl(site, "/"));
  const first = (selector: string) =>
    page
      .locator(selector)
      .first()
      .getAttribute("href", { timeout: 2_000 })
      .then((href) => (href && /^https?:/.test(href) ? new URL(href).pathname : href))
      .catch(() => null);
  const finance = await page.request.get(siteUrl(site, "/finance")).catch(() => null);
  return {
    home: "/",
    search: await first('main a:has-text("View all stock")'),
    vehicle: await first('main a[href^="/cars/"]'),
    location: await first('a[href^="/locations/"]'),
    finance: finance && finance.status() === 200 ? "/finance" : await first('a[href$="/finance"]'),
    content: await first('a[href^="/pages/"]'),
  };
}

async function widthContext(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT } });
  return { context, page: await context.newPage() };
}

test.describe("phone layout", () => {
  const kindsBySite = new Map<string, Kinds>();

  test.beforeAll(async ({ browser }) => {
    const { context, page } = await widthContext(browser, 1280);
    for (const site of SITES) kindsBySite.set(site, await pageKinds(page, site));
    await context.close();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px: no sideways scroll, a one-row header${width === 390 ? ", axe clean" : ""}`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const { context, page } = await widthContext(browser, width);
      for (const site of SITES) {
        for (const [kind, path] of Object.entries(kindsBySite.get(site)!)) {
          if (!path) {
            test.info().annotations.push({ type: "skipped-kind", description: `${site} ${kind}: none linked` });
            continue;
          }
          const where = `${site} ${kind} (${path}) at ${width}`;
          await page.goto(siteUrl(site, path));
          await expect(page.locator("header").first()).toBeVisible();
          const sizes = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            header: document.querySelector("body header")!.getBoundingClientRect().height,
          }));
          test.info().annotations.push({
            type: "layout",
            description: `${where}: scrollWidth ${sizes.scrollWidth}, header ${Math.round(sizes.header)} px`,
          });
          expect.soft(sizes.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(sizes.innerWidth);
          if (width < 1024) expect.soft(sizes.header, `${where} header row`).toBeLessThanOrEqual(ONE_ROW_MAX);
          if (kind === "vehicle") {
            // The price a shopper sees first: the phone's first-screen copy below 768 px, the sidebar's from there.
            const price = page
              .locator('[data-testid="first-screen-price"], [aria-label="Price and actions"] p.text-3xl')
              .filter({ visible: true })
              .first();
            const top = await price.evaluate((el) => el.getBoundingClientRect().top + window.scrollY).catch(() => null);
            test.info().annotations.push({
              type: "price-position",
              description: `${where}: price top ${top === null ? "not found" : `${Math.round(top)} px = ${(top / HEIGHT).toFixed(2)} screens`}`,
            });
          }
          if (width === 390) await expectAccessible(page);
        }
      }
      await context.close();
    });
  }

  test("at 390 x 800 a vehicle page's title, price and primary action are on the first screen, right after a swipeable gallery, and the sticky bar carries the price", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await widthContext(browser, 390);
    for (const site of SITES) {
      const path = kindsBySite.get(site)!.vehicle;
      expect(path, `${site} links a vehicle from its home page`).toBeTruthy();
      await page.goto(siteUrl(site, path!));
      const sidebarPrice = (await page.locator('[aria-label="Price and actions"] p.text-3xl').first().textContent())!;
      const firstScreen = {
        title: page.getByRole("heading", { level: 1 }),
        price: page.getByTestId("first-screen-price"),
        action: page.getByTestId("first-screen-action").getByRole("link"),
      };
      await expect(firstScreen.price, `${site}: the first screen shows the sidebar's price`).toHaveText(sidebarPrice);
      for (const [name, box] of Object.entries(firstScreen)) {
        await expect(box, `${site} ${name}`).toBeVisible();
        const { top, bottom } = await box.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
        });
        test.info().annotations.push({
          type: "first-screen",
          description: `${site} ${name}: ${Math.round(top)}-${Math.round(bottom)} px`,
        });
        expect.soft(top, `${site} ${name} top`).toBeGreaterThanOrEqual(0);
        expect.soft(bottom, `${site} ${name} within the first ${HEIGHT} px`).toBeLessThanOrEqual(HEIGHT);
      }
      // The primary action is one of the sidebar's own buttons (the same link, not a new one).
      const actionHref = await firstScreen.action.getAttribute("href");
      await expect(
        page.getByRole("complementary", { name: "Price and actions" }).locator(`a[href="${actionHref}"]`),
      ).toHaveCount(1);
      // The gallery comes first and swipes: a horizontal scroll-snap strip, one picture high.
      const gallery = page.getByRole("region", { name: "Photos" });
      const strip = await gallery.evaluate((el) => ({
        snap: getComputedStyle(el).scrollSnapType,
        overflows: el.scrollWidth > el.clientWidth,
        bottom: el.getBoundingClientRect().bottom + window.scrollY,
      }));
      expect.soft(strip.snap, `${site} gallery snaps sideways`).toContain("x");
      expect.soft(strip.overflows, `${site} gallery strip holds more than one picture`).toBe(true);
      expect
        .soft(strip.bottom, `${site} gallery before the price`)
        .toBeLessThanOrEqual(await firstScreen.price.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
      // Past the first screen the sticky bar opens with the car's price, in view and on top of anything else at
      // the bottom of the screen (the site's own sticky footer stands below it).
      await page.evaluate(() => window.scrollTo(0, 1000));
      const bar = page.getByTestId("sticky-bar");
      await expect(bar).toHaveAttribute("data-opened", "true");
      const barPrice = bar.getByTestId("sticky-bar-price");
      await expect(barPrice, `${site}: the sticky bar carries the price`).toHaveText(sidebarPrice);
      await expect(barPrice).toBeInViewport();
      const onTop = await barPrice.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect.soft(onTop, `${site}: the sticky bar's price is not covered`).toBe(true);
      await expectAccessible(page);
    }
    await context.close();
  });

  test("at 390 px the Menu opens the navigation and Escape closes it; at desktop the navigation shows without it", async ({
    browser,
  }) => {
    const { context, page } = await widthContext(browser, 390);
    await page.goto(siteUrl("harbour-toyota", "/"));
    const menu = page.locator("header summary", { hasText: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(page.locator("details.site-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await context.close();

    const desktop = await widthContext(browser, 1280);
    await desktop.page.goto(siteUrl("harbour-toyota", "/"));
    await expect(desktop.page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(desktop.page.locator("header summary", { hasText: "Menu" })).toBeHidden();
    await desktop.context.close();
  });

  test("without JavaScript the Menu still opens the navigation", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: HEIGHT }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("southern-cross-motors", "/"));
    await page.locator("header summary", { hasText: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await context.close();
  });
});
