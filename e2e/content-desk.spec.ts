/**
 * The content desk: a dealer's hours and content edited in the console as drafts, published to the site at once on
 * every page, refused with the field named when bad or when another editor published first, and restored from any
 * earlier version. Tasman Caravans' documents: no other journey reads its Invermay hours or its feedback page.
 */
import { expect, test, type Browser, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { actionForms, consoleRequest, consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

const SITE = "tasman-caravans";
const HOURS_PAGE = `/content/${SITE}/hours`;
const CONTENT_PAGE = `/content/${SITE}/content`;
const LOCATION = "Tasman Caravans Invermay";

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** A member's own browser, as its own client (sign-in limits count per client). */
const memberPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

const saturdayField = (page: Page) =>
  page.getByRole("group", { name: `Sales hours at ${LOCATION}` }).getByLabel("Saturday", { exact: true });

/** The location page's Saturday as a shopper reads it, once the site shows `text` (no restart, no wait for a cache). */
async function expectSaturday(shopper: Page, text: string) {
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, "/locations/invermay"));
    const hours = shopper.getByRole("table", { name: `Opening hours of ${LOCATION}` });
    await expect(hours.getByRole("row", { name: /Saturday/ })).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test("a manager's hours: a bad value is refused at its field, a good one is on the site at once, and restored", async ({
  page,
  browser,
}) => {
  const shopper = await memberPage(browser, "10.251.0.9");
  await expectSaturday(shopper, "8:00 am - 4:00 pm");

  await signInToConsole(page, `manager@${SITE}.example`);
  await page.goto(consoleUrl("/content"));
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Locations and opening hours of Tasman Caravans" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Locations and opening hours");
  await expectAccessible(page);

  await saturdayField(page).fill("9am till noon");
  await page.getByRole("button", { name: "Publish the hours now" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toContainText("saturday");
  await expect(saturdayField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#hours-1-0-sales-saturday-error")).toContainText('must be "HH:MM-HH:MM"');
  await expectAccessible(page);
  await expectSaturday(shopper, "8:00 am - 4:00 pm");

  await saturdayField(page).fill("09:00-12:00");
  await page.getByRole("button", { name: "Publish the hours now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expectSaturday(shopper, "9:00 am - 12:00 pm");

  // The oldest version (the site files') restored: published again as a new version.
  const versions = page.getByRole("region", { name: "Published versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
  await expect(versions.getByRole("listitem")).toHaveCount(3);
  await expect(versions.getByRole("listitem").first()).toContainText("(published now)");
  await expect(saturdayField(page)).toHaveValue("08:00-16:00");
  await expectSaturday(shopper, "8:00 am - 4:00 pm");

  // The audit log names who published what.
  const audit = await (await consoleRequest(page, "/audit")).text();
  expect(audit).toContain("content.publish");
  expect(audit).toContain(`dealers/${SITE}.json`);
});

test("two editors of one document: the second publish is refused, saying so, and the first one's stands", async ({
  page,
  browser,
}) => {
  const owner = await memberPage(browser, "10.251.0.10");
  await signInToConsole(page, `manager@${SITE}.example`);
  await signInToConsole(owner, `owner@${SITE}.example`);
  await page.goto(consoleUrl(HOURS_PAGE));
  await owner.goto(consoleUrl(HOURS_PAGE));

  await saturdayField(owner).fill("10:00-14:00");
  await owner.getByRole("button", { name: "Publish the hours now" }).click();
  await expect(owner.getByRole("status")).toHaveText("Published: the site shows it now.");

  await saturdayField(page).fill("11:00-15:00");
  await page.getByRole("button", { name: "Publish the hours now" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "was published at" });
  await expect(conflict).toContainText("since you opened this page, so your changes were not saved over it");
  await expect(saturdayField(page), "what the editor typed is kept").toHaveValue("11:00-15:00");
  await expectAccessible(page);
  await page.reload();
  await expect(saturdayField(page)).toHaveValue("10:00-14:00");

  // Put back as the files have it, for whoever reads the page next.
  await page
    .getByRole("region", { name: "Published versions" })
    .getByRole("button", { name: "Restore version 1" })
    .click();
  await expect(page.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
});

test("marketing drafts the site's content and cannot publish it; a manager publishes the draft", async ({
  page,
  browser,
}) => {
  const shopper = await memberPage(browser, "10.251.0.11");
  await signInToConsole(page, `marketing@${SITE}.example`);
  await page.goto(consoleUrl("/content"));
  await expect(page.getByRole("link", { name: /Locations and opening hours/ })).toHaveCount(0);
  // The hours and the settings are a manager's: not found for marketing, as for anything they may not see.
  for (const kind of ["hours", "settings"])
    expect((await consoleRequest(page, `/content/${SITE}/${kind}`)).status(), kind).toBe(404);
  await page.getByRole("link", { name: "Offers, promo cards, pages and menus of Tasman Caravans" }).click();
  await expect(page.getByRole("button", { name: "Publish the document now" })).toHaveCount(0);
  const body = page.getByLabel("Offers, promo cards, pages and menus as a document (JSON)");
  const text = await body.inputValue();
  expect(text).toContain('"title": "Your feedback"');
  await body.fill(text.replace('"title": "Your feedback"', '"title": "Tell us how we went"'));
  await page.getByRole("button", { name: "Save draft of the document" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  await expectAccessible(page);
  // Publishing is a manager's: the editor's form forged by marketing to publish is not found and changes nothing.
  const editor = actionForms(await (await consoleRequest(page, CONTENT_PAGE)).text()).find((f) => "baseVersion" in f);
  expect(editor, "the document editor's form").toBeTruthy();
  const forged = await consoleRequest(page, CONTENT_PAGE, {
    method: "POST",
    multipart: { ...editor, intent: "publish", body: text },
  });
  expect(forged.status()).toBe(404);
  await shopper.goto(siteUrl(SITE, "/feedback"));
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Your feedback");

  const manager = await memberPage(browser, "10.251.0.12");
  await signInToConsole(manager, `manager@${SITE}.example`);
  await manager.goto(consoleUrl(CONTENT_PAGE));
  await expect(manager.getByText(/A draft from version \d+, saved .* by Keziah Danforth/)).toBeVisible();
  await manager.getByText("Edit as a document").isVisible();
  await manager.getByRole("button", { name: "Publish the document now" }).click();
  await expect(manager.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, "/feedback"));
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Tell us how we went", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // An invalid document is refused with the field named; nothing changes.
  const published = manager.getByLabel("Offers, promo cards, pages and menus as a document (JSON)");
  await published.fill((await published.inputValue()).replace('"buttonText": "See the offer"', '"buttonText": 7'));
  await manager.getByRole("button", { name: "Publish the document now" }).click();
  await expect(manager.getByRole("alert").filter({ hasText: "Not saved" })).toContainText("promoCards.0.buttonText");
  await expectAccessible(manager);
});

test("another group's documents are not found, and its forms forged with them change nothing", async ({ page }) => {
  await signInToConsole(page, "manager@southern-cross-motors.example");
  const forms = [];
  for (const kind of ["hours", "content", "settings"])
    forms.push(...actionForms(await (await consoleRequest(page, `/content/southern-cross-motors/${kind}`)).text()));
  expect(forms.length, "the manager's own document forms: hours (2), content and settings").toBeGreaterThanOrEqual(4);
  for (const kind of ["hours", "content", "settings"]) {
    const path = `/content/${SITE}/${kind}`;
    expect((await consoleRequest(page, path)).status(), path).toBe(404);
    for (const form of forms) {
      const post = await consoleRequest(page, `/content/southern-cross-motors/${kind}`, {
        method: "POST",
        multipart: { ...form, site: SITE, kind, intent: "publish", body: "{}", version: "1", currentVersion: "1" },
      });
      expect(post.status(), `a ${kind} form forged for ${SITE}`).toBe(404);
    }
  }
  // Had one gone through, Tasman's site would be refused (an empty document) or its hours changed.
  await expectSaturday(page, "8:00 am - 4:00 pm");
});
