import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { consoleUrl, signInToConsole } from "./support/console";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
test.describe.configure({ timeout: 240_000 });

/** Sends an enquiry about a used car on Harbour Toyota's site, as a shopper would. */
async function sendEnquiry(page: Page, shopper: { name: string; email: string; phone: string }) {
  const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
  await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
  const form = page.locator("#enquiry-form");
  await whenFormReady(form);
  await fillContact(form, shopper);
  await form.getByLabel("Message").fill("Is it still available?");
  await agreeToTerms(form);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expectSuccess(page, "Thank you for your enquiry");
}

test.describe("lead work on the console", () => {
  test("a manager assigns a lead, filters by assignee and downloads the list; a salesperson takes a lead once", async ({
    page,
    browser,
  }, testInfo) => {
    const stamp = Date.now();
    const first = { name: "Work Assign", email: `work.assign.${stamp}@example.com`, phone: "0412 000 457" };
    const second = { name: "Work Claim", email: `work.claim.${stamp}@example.com`, phone: "0412 000 458" };
    await sendEnquiry(page, first);
    await sendEnquiry(page, second);

    // The manager gives the first lead to the salesperson.
    await signInToConsole(page, "manager@harbour-toyota.example");
    await page.goto(consoleUrl(`/leads?q=${encodeURIComponent(first.email)}`));
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Nobody yet");
    await rows.nth(1).getByRole("link", { name: first.name }).click();
    await expect(page.getByText("First response:")).toBeVisible();
    await expect(page.getByText("Assigned to: nobody yet")).toBeVisible();
    await page.getByLabel("Assign to").selectOption({ label: "Priya Nandakumar" });
    await page.getByRole("button", { name: "Save assignment" }).click();
    await expect(page.getByText("Assignment saved.")).toBeVisible();
    await expect(page.getByText("Assigned to: Priya Nandakumar")).toBeVisible();
    await expectAccessible(page);

    // The list filters by the assignee, and says which filter is wrong when one is.
    await page.goto(consoleUrl("/leads"));
    await page.getByLabel("Assigned to").selectOption({ label: "Priya Nandakumar" });
    await page.getByLabel("Car").fill("");
    await page.getByRole("button", { name: "Show leads" }).click();
    await expect(page).toHaveURL(/\/leads\?.*\bassignee=/);
    await expect(page.getByRole("table")).toContainText(first.name);
    await expect(page.getByRole("table")).not.toContainText(second.name);
    await expectAccessible(page);

    await page.goto(consoleUrl("/leads?assignee=%3Cx%3E&overdue=yes&location=0"));
    const problems = page.getByRole("alert").filter({ hasText: "Some filters need fixing" });
    await expect(problems).toContainText("Assigned to: choose anyone");
    await expect(problems).toContainText("Overdue: use 1 to show only overdue leads.");
    await expect(problems).toContainText("Location: choose one of the list.");
    await expectAccessible(page);
    const refused = await page.goto(consoleUrl("/leads/export.csv?overdue=yes"));
    expect(refused!.status()).toBe(400);
    expect(await refused!.text()).toBe("Overdue: use 1 to show only overdue leads.");

    // Overdue leads only: the two new leads are not due yet (their clock runs in the location's hours).
    await page.goto(consoleUrl(`/leads?overdue=1&q=${stamp}`));
    await expect(page.getByText("No leads match.")).toBeVisible();

    // The download holds the filtered leads, one line each.
    await page.goto(consoleUrl(`/leads?q=${encodeURIComponent(String(stamp))}`));
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download these leads as CSV" }).click();
    const download = await downloading;
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^Lead,Received,Site,Category,Status,Customer/);
    expect(csv).toContain(first.email);
    expect(csv).toContain(second.email);
    expect(csv).toContain("Priya Nandakumar");

    // The salesperson takes the second lead in one tab; a second tab, drawn before, is told someone was first.
    const sales = await browser.newContext();
    const tab = await sales.newPage();
    await asOwnClient(tab, testInfo);
    await signInToConsole(tab, "sales@harbour-toyota.example");
    await tab.goto(consoleUrl(`/leads?q=${encodeURIComponent(second.email)}`));
    await tab.getByRole("table").getByRole("link", { name: second.name }).click();
    const leadUrl = tab.url();
    const other = await sales.newPage();
    await asOwnClient(other, testInfo);
    await other.goto(leadUrl);
    await tab.getByRole("button", { name: "Take this lead" }).click();
    await expect(tab.getByText("You have taken this lead.")).toBeVisible();
    await expect(tab.getByText("Assigned to: Priya Nandakumar")).toBeVisible();
    await expect(tab.getByRole("button", { name: "Take this lead" })).toHaveCount(0);
    await expectAccessible(tab);
    await other.getByRole("button", { name: "Take this lead" }).click();
    await expect(other.getByText("Someone else took this lead first")).toBeVisible();
    // A salesperson may not export.
    expect((await tab.goto(consoleUrl("/leads/export.csv")))!.status()).toBe(404);
    await tab.goto(consoleUrl("/leads?assignee=mine"));
    await expect(tab.getByRole("table")).toContainText(second.name);
    await expect(tab.getByRole("link", { name: "Download these leads as CSV" })).toHaveCount(0);
    // On a phone the list scrolls inside its box; the page never scrolls sideways.
    await tab.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    await sales.close();
  });
});
