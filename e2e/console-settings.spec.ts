import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
test.describe.configure({ timeout: 180_000 });

/** Nothing on the page is wider than the window: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("the lead desk's settings in the console", () => {
  test("an owner finds the settings in the menu on a phone, turns round robin on and sets the target; a bad value is named", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Southern Cross's owner: no other journey signs them in, and Tasman's manager must still meet their first sign-in
    // (e2e/console-security.spec.ts).
    await signInToConsole(page, "owner@southern-cross-motors.example");
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Console menu" }).getByRole("link", { name: "Lead settings" }).click();
    await expect(page).toHaveURL(consoleUrl("/settings/leads"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead settings");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // A target of this run's own, so a second run still sees its own value saved.
    const target = String(5 + (Date.now() % 1000));
    const site = page.getByRole("region").first();
    const roundRobin = site.getByRole("checkbox").first();
    const location = (await roundRobin.locator("xpath=..").textContent())!.trim();
    await site.getByLabel("First-response target (minutes)").fill(target);
    await site.getByLabel("Digest hour").fill("7");
    await roundRobin.check();
    await site.getByRole("button", { name: /^Save settings for / }).click();

    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
    const saved = page.getByRole("region").first();
    await expect(saved.getByLabel("First-response target (minutes)")).toHaveValue(target);
    await expect(saved.getByLabel("Digest hour")).toHaveValue("7");
    await expect(saved.getByRole("checkbox", { name: location })).toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await saved.getByLabel("First-response target (minutes)").fill("2");
    await saved.getByLabel("Digest hour").fill("24");
    await saved.getByRole("button", { name: /^Save settings for / }).click();
    const problems = page.getByRole("alert").filter({ hasText: "Please fix the following" });
    await expect(problems).toContainText("First-response target: enter whole minutes from 5 to 1440.");
    await expect(problems).toContainText("Digest hour: enter a whole hour from 0 to 23.");
    const again = page.getByRole("region").first();
    await expect(again.getByLabel("First-response target (minutes)")).toHaveAttribute("aria-invalid", "true");
    // Nothing was saved from the refused form.
    await expect(again.getByLabel("First-response target (minutes)")).toHaveValue(target);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Back off, so the other journeys' leads at that location arrive unassigned as they expect.
    await again.getByLabel("First-response target (minutes)").fill(target);
    await again.getByLabel("Digest hour").fill("7");
    await again.getByRole("checkbox", { name: location }).uncheck();
    await again.getByRole("button", { name: /^Save settings for / }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
    await expect(page.getByRole("region").first().getByRole("checkbox", { name: location })).not.toBeChecked();
  });
});
