import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/** The development host of a site: {slug}.localhost on the e2e port. */
export const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${E2E_PORT}${path}`;
export const hostUrl = (host: string, path = "/") => `http://${host}:${E2E_PORT}${path}`;

/** POSTs JSON from a page of the site (the journeys' Node cannot resolve *.localhost), with the page's cookies. */
export const postFromPage = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: await res.json() };
    },
    [path, body] as const,
  );

/**
 * Below the desktop width the site's navigation is folded into the header's Menu (a <details>): opened here the way a
 * shopper would, so a journey can then use the navigation at any width. At desktop widths the Menu is not shown.
 */
export async function openSiteMenu(page: Page, how: "click" | "tap" = "click"): Promise<void> {
  const menu = page.locator("summary.site-menu-button");
  if (!(await menu.isVisible())) return;
  if (how === "tap") await menu.tap();
  else await menu.click();
  await page.locator("details.site-menu[open]").waitFor();
}
