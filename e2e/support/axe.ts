import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Cookie, type Page } from "@playwright/test";

/** Every page a journey visits must pass axe with the WCAG 2.2 A and AA rules. */
export async function expectAccessible(page: Page) {
  // After a client-side navigation the new page's title lands a moment after its content: wait for it, so axe
  // judges the page as the shopper gets it (a page that never has a title still fails here).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * axe runs as a script in the page: a page without JavaScript is checked at the same URL in a scripted page,
 * with the journey's cookies when the page depends on them (a trade-in flow resumed from its cookie).
 */
export async function expectAccessibleAt(browser: Browser, url: string, cookies: Cookie[] = []) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url);
  await expectAccessible(page);
  await context.close();
}
