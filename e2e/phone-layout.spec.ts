/**
 * Phone-first layout: on every demo site and each page kind, at 320, 390 and 768 px wide, the page never scrolls
 * sideways and the header stays one row; the vehicle page's price position is recorded (annotations) for the report.
 * Axe on every page at 390. One browser context per width, one page reused across sites and kinds.
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
            const price = page.locator('[aria-label="Price and actions"] p.text-3xl').first();
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
