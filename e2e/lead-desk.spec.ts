import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { consoleUrl, signInToConsole } from "./support/console";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("the console's lead desk", () => {
  test("a demo salesperson finds a lead made on the shopper site, opens it and marks it contacted", async ({
    page,
  }) => {
    const shopper = { name: "Desk Journey", email: `desk.${Date.now()}@example.com`, phone: "0412 000 456" };
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const form = page.locator("#enquiry-form");
    await whenFormReady(form);
    await fillContact(form, shopper);
    await form.getByLabel("Message").fill("Can I see it on Saturday?");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(page, "Thank you for your enquiry");

    await signInToConsole(page, "sales@harbour-toyota.example");
    await page.getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(consoleUrl("/leads"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
    await expectAccessible(page);

    await page.goto(consoleUrl("/leads?status=won&from=2026-02-31"));
    const problems = page.getByRole("alert").filter({ hasText: "Some filters need fixing" });
    await expect(problems).toContainText("Status: choose one of");
    await expect(problems).toContainText("Date from: enter a date as YYYY-MM-DD.");
    await expect(page.getByLabel("Date from")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.goto(consoleUrl("/leads"));
    await page.getByLabel("Search").fill(shopper.email);
    await page.getByRole("button", { name: "Show leads" }).click();
    await expect(page).toHaveURL(/\/leads\?.*\bq=desk\./);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2); // the header and the one lead
    await expect(rows.nth(1)).toContainText("New");
    await rows.nth(1).getByRole("link", { name: shopper.name }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText(shopper.name);
    await expect(page.getByText("Can I see it on Saturday?")).toBeVisible();
    await expect(page.getByText(shopper.phone)).toBeVisible();
    await expectAccessible(page);
    const leadUrl = page.url();

    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status: choose a status.")).toBeVisible();
    await page.getByLabel("Lost", { exact: true }).check();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Reason lost: say why the lead was lost.")).toBeVisible();
    await expect(page.getByLabel("Reason lost")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    // A second tab changes the lead first: the first tab's form, drawn at the older version, is refused.
    const other = await page.context().newPage();
    await other.goto(leadUrl);
    await page.getByLabel("Contacted").check();
    await other.getByLabel("Appointment").check();
    await other.getByRole("button", { name: "Save status" }).click();
    await expect(other.getByText("Status saved.")).toBeVisible();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("This lead was changed by someone else; reload")).toBeVisible();
    await expect(page.getByText(/Status: Appointment/)).toBeVisible();
    await other.close();

    await page.getByLabel("Contacted").check();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status saved.")).toBeVisible();
    await expect(page.getByText(/Status: Contacted/)).toBeVisible();
    await page.getByLabel("Note").fill("Rang back, booked a look on Saturday");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    const trail = page.getByRole("region", { name: "What happened" }).getByRole("listitem");
    await expect(trail).toHaveCount(4);
    await expect(trail.nth(1)).toContainText("Status set to Appointment, by Priya Nandakumar");
    await expect(trail.nth(2)).toContainText("Status set to Contacted, by Priya Nandakumar");
    await expect(trail.nth(3)).toContainText("Note: Rang back, booked a look on Saturday, by Priya Nandakumar");
    await expectAccessible(page);

    expect((await page.goto(consoleUrl("/leads/2147483647")))!.status()).toBe(404);
    expect((await page.goto(consoleUrl("/leads/abc")))!.status()).toBe(404);
  });
});
