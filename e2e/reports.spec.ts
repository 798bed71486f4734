import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { consoleRequest, consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

test.describe.configure({ timeout: 300_000 });

/*
 * The dealer reports, as Tasman Caravans' owner reads them (reports are for owners and managers; every demo manager's
 * address is at its sign-in code limit in the suite, so the owner signs in, and the scope sweep reads them as a
 * manager), and as its marketing member is refused them.
 */
const SITE = "tasman-caravans";
const OWNER = `owner@${SITE}.example`;
const MARKETING = `marketing@${SITE}.example`;
const PAGES = [
  ["Overview", "/reports", "Totals"],
  ["Cars", "/reports/cars", "Cars in stock"],
  ["Searches with no results", "/reports/searches", "Searches with no results"],
  ["First-response times", "/reports/responses", "First-response times"],
] as const;
const TABLES = [
  "totals",
  "daily",
  "leads-by-category",
  "leads-by-source",
  "leads-by-utm-source",
  "leads-by-utm-medium",
  "leads-by-utm-campaign",
  "cars",
  "searches",
  "responses",
];
const ADVICE =
  /Too new to judge|Many views, no enquiries: check the price|Few views: check the photos and the first image|Long in stock: review the price and the advert|Performing well|About average/;

/** A CSV's row that starts with a heading, as its cells (the reports' cells hold no commas of their own here). */
const csvRow = (csv: string, heading: string) =>
  csv
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${heading},`))
    ?.split(",");

test.describe.serial("the dealer reports", () => {
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    page = await (await browser.newContext()).newPage();
    await asOwnClient(page, testInfo);
    await signInToConsole(page, OWNER);
  });

  test("an owner opens Reports from the menu and reads every report page, its charts and its tables", async () => {
    await page.goto(consoleUrl("/"));
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Console menu" }).getByRole("link", { name: "Reports" }).click();
    await expect(page).toHaveURL(consoleUrl("/reports"));
    for (const [label, path, table] of PAGES) {
      await page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?site=${SITE}&from=\\d{4}-\\d\\d-\\d\\d&to=`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reports: ${label}`);
      await expect(page.getByRole("heading", { level: 2, name: table })).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto(consoleUrl("/reports"));
    await expect(page.getByRole("img", { name: /^Vehicle page views a day/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Search page views a day/ })).toBeVisible();
    const totals = page.getByRole("table", { name: "Totals" });
    for (const figure of [
      "Search views",
      "Vehicle views",
      "Leads",
      "Calls",
      "Phone reveals",
      "Reservations",
      "Trade-ins",
    ])
      await expect(totals.getByRole("rowheader", { name: figure, exact: true })).toBeVisible();
    await expect(totals.getByRole("columnheader", { name: "Previous period" })).toBeVisible();
    for (const campaign of ["utm_source", "utm_medium", "utm_campaign"])
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`\\(${campaign}\\)`) })).toBeVisible();

    await page.goto(consoleUrl("/reports/cars"));
    const cars = page.getByRole("table", { name: "Cars in stock" });
    await expect(cars.getByRole("columnheader", { name: "Days in stock" })).toBeVisible();
    await expect(cars.getByRole("row").nth(1)).toContainText(ADVICE);
  });

  test("a range is checked field by field, never an error page, and compared with the period before", async () => {
    const answer = await page.goto(consoleUrl("/reports?from=2026-02-31&to=soon"));
    expect(answer!.status()).toBe(200);
    const problems = page.getByRole("alert").filter({ hasText: "The report's dates need fixing" });
    await expect(problems).toContainText("Date from: enter a date as YYYY-MM-DD.");
    await expect(problems).toContainText("Date to: enter a date as YYYY-MM-DD.");
    await expect(page.getByLabel("Date from")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.goto(consoleUrl("/reports/cars?from=2026-11-10&to=2026-11-01"));
    await expect(problems).toContainText("Date to: must be on or after the date from.");
    await page.goto(consoleUrl("/reports/searches?site=another-groups-site"));
    await expect(problems).toContainText("Site: choose one of your sites.");

    await page.goto(consoleUrl("/reports"));
    await page.getByLabel("Date from").fill("2026-11-01");
    await page.getByLabel("Date to").fill("2026-11-07");
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(page).toHaveURL(consoleUrl(`/reports?site=${SITE}&from=2026-11-01&to=2026-11-07`));
    await expect(page.getByText("2026-11-01 to 2026-11-07, compared with 2026-10-25 to 2026-10-31")).toBeVisible();
    await expect(page.getByRole("table", { name: "Day by day" }).getByRole("row")).toHaveCount(8);
  });

  test("a shopper's view of a car reaches the report, and every table downloads as CSV", async ({ browser }) => {
    const shopper = await (await browser.newContext()).newPage();
    const car = await findCar(shopper, SITE, "", (hit) => hit.status === "in_stock");
    const counted = shopper.waitForResponse((r) => r.url().includes(`/cars/${car.slug}/view.json`) && r.ok());
    await shopper.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await counted;

    // The roll-ups run once a minute: the view shows in today's totals after the next one.
    const vehicleViews = async () => {
      const csv = await (await consoleRequest(page, `/reports/export.csv?site=${SITE}&table=totals`)).text();
      return Number(csvRow(csv, "Vehicle views")?.[1] ?? 0);
    };
    await expect.poll(vehicleViews, { timeout: 150_000, intervals: [2_000, 5_000] }).toBeGreaterThan(0);
    await page.goto(consoleUrl("/reports"));
    await expect(
      page
        .getByRole("table", { name: "Totals" })
        .getByRole("row", { name: /^Vehicle views/ })
        .getByRole("cell")
        .first(),
    ).not.toHaveText("0");

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download totals as CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${SITE}-totals-\\d{4}-\\d\\d-\\d\\d-to-.*\\.csv$`));
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split(/\r?\n/)[0]).toBe("Figure,This period,Previous period,Change");

    for (const table of TABLES) {
      const answer = await consoleRequest(page, `/reports/export.csv?site=${SITE}&table=${table}`);
      expect(answer.status(), table).toBe(200);
      expect(answer.headers()["content-type"], table).toMatch(/^text\/csv/);
      expect(answer.headers()["content-disposition"], table).toMatch(/^attachment; filename=/);
    }
    const cars = await (await consoleRequest(page, `/reports/export.csv?site=${SITE}&table=cars`)).text();
    expect(cars.split(/\r?\n/)[0]).toBe("Stock number,Car,Views,Saves,Leads,Calls,Days in stock,Rating");
    expect(cars).toMatch(ADVICE);

    const badTable = await consoleRequest(page, `/reports/export.csv?site=${SITE}&table=secrets`);
    expect(badTable.status()).toBe(400);
    expect(await badTable.text()).toContain("Table: choose one of");
    const badRange = await consoleRequest(page, `/reports/export.csv?site=${SITE}&table=daily&from=2020-01-01`);
    expect(badRange.status()).toBe(400);
    expect(await badRange.text()).toContain("Date to: keep the range to 366 days or fewer.");
  });

  test("a marketing member is shown no Reports link and refused every report and its CSV", async ({ browser }) => {
    const marketing = await (
      await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.251.0.9" } })
    ).newPage();
    await signInToConsole(marketing, MARKETING);
    await marketing.goto(consoleUrl("/"));
    await marketing.getByRole("banner").getByText("Menu", { exact: true }).click();
    const menu = marketing.getByRole("navigation", { name: "Console menu" });
    await expect(menu.getByRole("link", { name: "Content" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Reports" })).toHaveCount(0);
    for (const [, path] of PAGES) {
      const answer = await marketing.goto(consoleUrl(path));
      expect(answer!.status(), path).toBe(404);
    }
    await expectAccessible(marketing);
    const csv = await consoleRequest(marketing, `/reports/export.csv?site=${SITE}&table=totals`);
    expect(csv.status()).toBe(404);
  });
});
