import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { siteUrl } from "./support/sites";

/**
 * Issue 38: the make filter's cards show each make's drawn mark (manufacturers.logo_url, set by the demo seed), the
 * body filter's options a tiny drawn side view, and the keyword boxes suggest the site's own makes.
 */

/** The make cards' names, each with its logo image (or null), once every card (and "Show all makes") is open. */
async function makeCards(page: Page) {
  const more = page.getByText("Show all makes");
  if (await more.isVisible()) await more.click();
  const cards = page.locator("label.make-card");
  await expect(cards.first()).toBeVisible();
  return cards;
}

/** The make named first in a keyword placeholder ("Keyword search eg. Toyota, HiLux" gives Toyota). */
const suggestedMake = (placeholder: string | null) => /^Keyword search eg\. ([^,]+)/.exec(placeholder ?? "")?.[1];

for (const [site, path] of [
  ["harbour-toyota", "/search/used-cars"],
  ["tasman-caravans", "/search"],
] as const) {
  test(`${site}: every make card shows its loaded, decorative logo; body options their icons; the keyword box one of its makes`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, path));
    const cards = await makeCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      names.push(/^(.*) \(\d[\d,]*\)$/.exec((await card.innerText()).trim())![1]!);
      // Every demo make has a drawn mark (the demo seed sets its logo_url): decorative beside the name, sized so the
      // card keeps its height while it loads, and really drawn (a broken image has no natural width).
      const logo = card.locator("img");
      await expect(logo).toHaveAttribute("alt", "");
      await expect(logo).toHaveAttribute("width", "32");
      await expect(logo).toHaveAttribute("height", "32");
      await expect(logo).toHaveAttribute("src", /^\/media\/makes\/[a-z0-9-]+\.svg$/);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
    }

    // Each body option carries its drawn icon, hidden from assistive technology (the label names the body).
    const bodies = page.locator("input[name='body']");
    const bodyCount = await bodies.count();
    expect(bodyCount).toBeGreaterThan(1);
    const icons = page.locator("label:has(input[name='body']) svg[aria-hidden='true']");
    await expect(icons).toHaveCount(bodyCount);

    // The keyword box suggests one of this site's own makes.
    const placeholder = await page.locator("#search-query").getAttribute("placeholder");
    expect(names).toContain(suggestedMake(placeholder));
    await expectAccessible(page);
  });
}

test("the home hero's keyword box suggests one of the site's own makes", async ({ page }) => {
  await page.goto(siteUrl("southern-cross-motors"));
  const makes = await page.locator("#home-make option").allInnerTexts();
  expect(makes.length).toBeGreaterThan(2);
  const placeholder = await page.locator("#home-search").getAttribute("placeholder");
  expect(makes).toContain(suggestedMake(placeholder));
  await expectAccessible(page);
});

test("a make's mark is an SVG drawn for it; an unknown make's is not found", async ({ page }) => {
  // Through the browser, which resolves the site's *.localhost host (Node does not).
  const mark = await page.goto(siteUrl("harbour-toyota", "/media/makes/toyota.svg"));
  expect(mark!.status()).toBe(200);
  expect(mark!.headers()["content-type"]).toContain("image/svg+xml");
  expect(await mark!.text()).toContain('aria-label="Toyota"');
  expect((await page.goto(siteUrl("harbour-toyota", "/media/makes/no-such-make.svg")))!.status()).toBe(404);
});
