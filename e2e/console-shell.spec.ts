import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { consoleUrl, signInToConsole } from "./support/console";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
test.describe.configure({ timeout: 240_000 });

/** The demo owner of two groups (demo/demo-staff.ts DEMO_TWO_GROUP_OWNER). */
const TWO_GROUP_OWNER = "two-groups@forecourt-demo.example";
const EVERY_PAGE = [
  "Leads",
  "Reservations",
  "Trade-ins",
  "Stock",
  "Specials",
  "Feeds",
  "Content",
  "Reports",
  "Audit log",
  "Lead settings",
  "Team",
  "Your account",
];

/** Nothing on the page is wider than the window: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const header = (page: Page) => page.getByRole("banner");

async function openMenu(page: Page) {
  await header(page).getByText("Menu", { exact: true }).click();
  return page.getByRole("navigation", { name: "Console menu" });
}

test.describe("the console's shell", () => {
  test("an owner of two groups finds every page in the menu on a phone, switches group, and reads the audit log with its filters", async ({
    page,
  }) => {
    // A lead to note, so the audit log has an entry of this journey's own.
    const shopper = { name: "Shell Journey", email: `shell.${Date.now()}@example.com`, phone: "0412 000 789" };
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const form = page.locator("#enquiry-form");
    await whenFormReady(form);
    await fillContact(form, shopper);
    await form.getByLabel("Message").fill("Is it still there?");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(page, "Thank you for your enquiry");

    await page.setViewportSize({ width: 390, height: 844 });
    await signInToConsole(page, TWO_GROUP_OWNER);
    await expect(header(page).getByRole("link", { name: "Harbour Motor Group" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    const menu = await openMenu(page);
    await expect(menu.getByRole("link")).toHaveText(EVERY_PAGE);
    await expect(header(page).getByRole("link", { name: "Harbour Toyota" })).toHaveCount(0); // one site: no site list
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Switching group: a console-only httpOnly cookie, and the header (and every page) works in the chosen group.
    await header(page).getByLabel("Work in group").selectOption({ label: "Southern Cross Auto Group" });
    await header(page).getByRole("button", { name: "Switch group" }).click();
    await expect(header(page).getByRole("link", { name: "Southern Cross Auto Group" })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "console_group");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", domain: "console.localhost" });
    await page.goto(consoleUrl("/leads"));
    await expect(page.getByText("Southern Cross Auto Group").first()).toBeVisible();
    await page.goto(consoleUrl(`/leads?q=${encodeURIComponent(shopper.email)}`));
    await expect(page.getByText("No leads match.")).toBeVisible(); // Harbour's lead is not of this group

    // A forged cookie naming a group the owner is not in is ignored: they work in their first group again.
    await page.context().addCookies([{ ...cookie!, value: "group-of-someone-else" }]);
    await page.goto(consoleUrl("/"));
    await expect(header(page).getByRole("link", { name: "Harbour Motor Group" })).toBeVisible();

    // The lead, noted as the owner of Harbour: the audit log has it, before → after.
    await page.goto(consoleUrl(`/leads?q=${encodeURIComponent(shopper.email)}`));
    await page.getByRole("table").getByRole("link", { name: shopper.name }).click();
    const leadId = /\/leads\/(\d+)/.exec(page.url())![1]!;
    await page.getByLabel("Note").fill("Shell journey note");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();

    await (await openMenu(page)).getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(consoleUrl("/audit"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    const entries = page.getByRole("list", { name: "Audit entries, newest first" }).locator(":scope > li");
    // Found by its own words, not as the first: another journey by a member of the group (turning an authenticator
    // on, say) may be logged after it while this one runs.
    const noted = entries.filter({ hasText: `lead.note on lead ${leadId}` });
    await expect(noted).toHaveCount(1);
    await expect(noted).toContainText("note: — → Shell journey note");
    await expect(noted).toContainText(`by Beatrix Quennell`);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByLabel("Action").fill("status");
    await page.getByLabel("Date from").fill("2026-11-02");
    await page.getByLabel("Date to").fill("2026-11-01");
    await page.getByRole("button", { name: "Show entries" }).click();
    const problems = page.getByRole("alert").filter({ hasText: "Some filters need fixing" });
    await expect(problems).toContainText('Action: write it as kind.verb, e.g. "lead.status".');
    await expect(problems).toContainText("Date to: must be on or after the date from.");
    await expect(page.getByLabel("Action")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.goto(consoleUrl(`/audit?kind=lead&target=${leadId}`));
    await expect(entries).toHaveCount(1);
    await page.goto(consoleUrl(`/audit?action=lead.status&kind=lead&target=${leadId}`));
    await expect(page.getByText("No entries match.")).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(consoleUrl(`/audit?kind=lead&target=${leadId}`));
    await openMenu(page);
    await expectAccessible(page);
  });

  test("a salesperson's menu leaves out the audit log and the team, and /audit answers not found", async ({ page }) => {
    await signInToConsole(page, "sales@southern-cross-motors.example");
    const menu = await openMenu(page);
    await expect(menu.getByRole("link")).toHaveText([
      "Leads",
      "Reservations",
      "Trade-ins",
      "Stock",
      "Specials",
      "Your account",
    ]);
    expect((await page.goto(consoleUrl("/audit")))!.status()).toBe(404);
  });
});
