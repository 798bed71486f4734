/**
 * Pages and content blocks: one page of each block kind and each new route kind, with axe; the
 * truncated text by keyboard; blocks shown only where their link exists; rich text rendered through the
 * sanitiser (no script, handler or javascript: URL reaches the DOM).
 */
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { call } from "./support/http";
import { siteUrl } from "./support/sites";

const BASE = "https://harbour-toyota.dealer-network.example";

const INFO_PAGES = [
  "kinto-car-rental",
  "4x4xmore",
  "our-green-team",
  "finance",
  "buyers-tips",
  "pre-owned-benefits",
  "toyota-certified-vehicles",
  "toyota-certified-pre-owned-vehicles",
  "mytoyota-connect",
  "toyota-hybrids",
  "toyota-connected",
  "service-specials",
  "complaint-handling",
  "handling-complaint",
  "visit-us",
  "new-toyota-vehicles",
  "genuine-parts-accessories",
  "motorama-toyota-service",
  "complaint-handling-process",
];

const main = (page: Page) => page.getByRole("main");

test.describe("pages and content blocks", () => {
  test("every info page under /pages/ the spec lists is Harbour Toyota's own page (200, a heading, axe clean)", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    for (const slug of INFO_PAGES) {
      const res = await call(request, { site: "harbour-toyota", path: `/pages/${slug}` });
      expect(res.status(), slug).toBe(200);
    }
    for (const slug of INFO_PAGES) {
      await page.goto(siteUrl("harbour-toyota", `/pages/${slug}`));
      await expect(page.getByRole("heading", { level: 1 }), slug).toBeVisible();
      await expectAccessible(page);
    }
  });

  test("rich text: lists and links render, and the pasted script, handlers, javascript: URL, iframe and style do not", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(siteUrl("harbour-toyota", "/pages/service-specials"));
    const article = main(page).locator("article");
    await expect(article.getByText("A free wash and vacuum")).toBeVisible();
    await expect(article.getByText("Specials end on the last day of each month.")).toBeVisible();
    expect(await article.locator("script, iframe, img[onerror], [onclick], [style]").count()).toBe(0);
    // The javascript: link is left as its words: an <a> without href would be no link at all.
    expect(await article.locator("a:not([href])").count()).toBe(0);
    const link = article.getByText("to claim them");
    await expect(link).not.toHaveAttribute("href", /javascript/i);
    await link.click();
    expect(await page.evaluate(() => (window as { __richTextRan?: boolean }).__richTextRan ?? false)).toBe(false);
    expect(errors).toEqual([]);
    await expectAccessible(page);

    await page.goto(siteUrl("harbour-toyota", "/pages/our-green-team"));
    await expect(main(page).getByRole("link", { name: "Ask us" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(main(page).getByRole("listitem").filter({ hasText: "Tyres and batteries" })).toBeVisible();
    await expectAccessible(page);
  });

  test("truncated text opens and closes by keyboard where it has a hide label, and stays open where it has none", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/pages/buyers-tips"));
    const summary = main(page).locator("summary", { hasText: "Read more about budgets" });
    const title = main(page).getByRole("heading", { name: "1. Set your budget" });
    await expect(title).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(title).toBeVisible();
    await expect(main(page).getByRole("link", { name: "finance calculator" })).toBeVisible();
    const hide = main(page).getByText("Show less").first();
    await expect(hide).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    await expect(title).toBeHidden();
    await expect(summary).toBeVisible();

    await page.goto(siteUrl("harbour-toyota", "/roadside-assist"));
    const readMore = main(page).locator("summary", { hasText: "Read more..." });
    await readMore.focus();
    await page.keyboard.press(" ");
    await expect(main(page).getByRole("heading", { name: "What Roadside Assist covers" })).toBeVisible();
    await expect(main(page).getByText("Emergency fuel delivery")).toBeVisible();
    await expect(readMore).toBeHidden();
    await expectAccessible(page);
  });

  test("the header line: the spec's words, 'Click Here To Sell' to /sell-your-car, else the site's trade-in route", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/pages/buyers-tips"));
    const line = page.getByRole("region", { name: "Sell your car" });
    await expect(line).toContainText("We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!");
    await expect(line.getByRole("link", { name: "Click Here To Sell" })).toHaveAttribute("href", "/trade-in");
    await expectAccessible(page);
    // Tasman serves /sell-your-car, the header line's default.
    await page.goto(siteUrl("tasman-caravans", "/about-us"));
    await expect(
      page.getByRole("region", { name: "Sell your car" }).getByRole("link", { name: "Click Here To Sell" }),
    ).toHaveAttribute("href", "/sell-your-car");
    await expectAccessible(page);
  });

  test("the service-advantage table: the default plan and per-model rows (/service, /diamond-advantage)", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/service"));
    const table = main(page).getByRole("table");
    const standard = table.getByRole("row", { name: /All other models/ });
    for (const cell of ["$250", "5", "5 years", "Every 12 months or 15,000 km", "75,000 km"])
      await expect(standard.getByRole("cell", { name: cell, exact: true })).toBeVisible();
    await expect(table.getByRole("row", { name: /GR Yaris/ })).toContainText("$525");
    await expect(main(page).getByRole("link", { name: /Book a service online/ })).toHaveAttribute(
      "href",
      `${BASE}/service/booking`,
    );
    await expectAccessible(page);

    await page.goto(siteUrl("southern-cross-motors", "/diamond-advantage"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diamond Advantage Servicing");
    await expect(main(page).getByRole("row", { name: /Outlander PHEV/ })).toContainText("$180");
    await expect(main(page).getByRole("row", { name: /Triton/ })).toContainText("Every 6 months or 10,000 km");
    // Southern Cross has no access loan link of its own: the banner leads to its personalised finance.
    await expect(
      main(page)
        .getByRole("region", { name: "Get started with your personalised repayment" })
        .getByRole("link", { name: "Get Your Repayments" }),
    ).toHaveAttribute("href", "/personalised/finance");
    await expectAccessible(page);
  });

  test("finance: the access loan banner to the dealer's link, and 'Get A Quote' on the base domain", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/pages/finance"));
    const banner = main(page).getByRole("region", { name: "Get started with your personalised repayment" });
    await expect(banner).toContainText("Get your Toyota Personalised Repayments in as little as 3 minutes");
    await expect(banner.getByRole("link", { name: "Get Your Repayments" })).toHaveAttribute(
      "href",
      "https://finance.harbour-toyota.example/personalised-repayments",
    );
    await expect(main(page).getByRole("link", { name: /^Get A Quote/ })).toHaveAttribute("href", `${BASE}/finance`);
    await expectAccessible(page);

    await page.goto(siteUrl("harbour-toyota", "/pages/pre-owned-benefits"));
    await expect(main(page).getByRole("link", { name: /^GET A QUOTE/ })).toHaveAttribute(
      "href",
      "https://finance.harbour-toyota.example/pre-owned-quote",
    );
    await expectAccessible(page);
  });

  test("call-to-action cards and the fleet services section", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/pages/visit-us"));
    await expect(main(page).getByRole("link", { name: /^Service/ })).toHaveAttribute("href", "/service");
    await expectAccessible(page);

    await page.goto(siteUrl("harbour-toyota", "/about-us"));
    await expect(main(page).getByRole("heading", { name: "Fleet services" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Priority servicing" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Fleet enquiries" })).toHaveAttribute("href", "/fleet");
    await expectAccessible(page);
  });

  test("complaint handling: who to contact (placeholders) and a response within 30 days", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/pages/complaint-handling"));
    await expect(main(page).getByText(/respond within 30 days/)).toBeVisible();
    await expect(main(page).getByText(/the Customer Relations Manager/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "customer.relations@harbour-toyota.example" })).toHaveAttribute(
      "href",
      "mailto:customer.relations@harbour-toyota.example",
    );
    await expectAccessible(page);
  });
});
