/**
 * Issue 38, look and feel: each template's home, search, vehicle and location pages keep their look, at a phone's
 * 390 px and a desktop's 1280 px (the first screen of each, compared with the committed references under
 * e2e/visual.spec.ts-snapshots/; `--update-snapshots` after an intended change).
 * Stable run to run: the font is pinned to one every machine of ours has (Liberation Sans, the metric twin of Arial;
 * the site's own stack is system-ui), animations and the caret are off, the slider does not rotate (reduced motion),
 * and what other journeys change while this one runs is masked: car cards (reserved and sold badges, the newest
 * cars), the vehicle page's pictures, title, price and actions, counts, times and opening state.
 */
import { expect, test, type Page } from "./support/test";
import { siteUrl } from "./support/sites";

const SITES = ["harbour-toyota", "bigbox-used", "tasman-caravans", "southern-cross-motors"] as const;
const WIDTHS = [390, 1280] as const;

const PIN_FONT = `html, body, input, select, button { font-family: "Liberation Sans", sans-serif !important; }
*, *::before, *::after { scroll-behavior: auto !important; }`;

/** What changes under this journey's feet: masked wherever it is. */
const DYNAMIC = [
  "article",
  "main img",
  "time",
  "[aria-live]",
  "[data-testid='first-screen-price']",
  "[aria-label='Price and actions']",
  "[data-testid='results-count']",
  "[data-testid='finance-badge']",
  "section[aria-labelledby='home-counts'] a",
  "section[aria-labelledby='home-vans'] a",
  "#home-vans span",
  "section[aria-labelledby='home-makes'] a",
  "h1",
  "aside",
  "form[role='search'] select",
  "#home-search",
  "#search-query",
  "[data-testid^='hours-']",
  "[data-testid='location-map']",
  "[data-testid='sticky-mobile-footer']",
];

/**
 * The page's first screen against its reference, on a fresh load each try: another journey may change the site for a
 * while (the content desk's journeys reorder a menu and restore it), and the look is what the site returns to.
 */
async function shoot(page: Page, path: string, name: string) {
  await expect(async () => {
    await page.goto(path);
    await page.addStyleTag({ content: PIN_FONT });
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(name, {
      animations: "disabled",
      caret: "hide",
      mask: [...DYNAMIC.map((s) => page.locator(s)), page.getByText(/^(Open|Closed) now$/)],
      maxDiffPixelRatio: 0.01,
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
}

for (const site of SITES) {
  test(`${site}: home, search, vehicle and location look as they did`, async ({ browser }) => {
    test.setTimeout(600_000);
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(siteUrl(site, "/"));
      const href = (selector: string) => page.locator(selector).first().getAttribute("href");
      const search = (await href('main a:has-text("View all stock")'))!;
      const vehicle = (await href('main a[href^="/cars/"]'))!;
      const location = (await href('main a[href^="/locations/"]'))!;
      await shoot(page, siteUrl(site, "/"), `${site}-home-${width}.png`);
      await shoot(page, siteUrl(site, search), `${site}-search-${width}.png`);
      await shoot(page, siteUrl(site, vehicle), `${site}-vehicle-${width}.png`);
      await shoot(page, siteUrl(site, location), `${site}-location-${width}.png`);
      await context.close();
    }
  });
}
