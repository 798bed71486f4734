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
const CONTENT_PAGE = `/content/${SITE}/content`;
const LOCATION = "Tasman Caravans Invermay";

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** A member's own browser, as its own client (sign-in limits count per client). */
const memberPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

/**
 * Tasman's owner (who may publish everything) and its marketer (who drafts content), each signed in once for the file:
 * sign-in codes are limited to 3 an address in 10 minutes, and other journeys sign these members in too. Not Tasman's
 * manager: the staff security journey enrols that manager's authenticator itself.
 */
let owner: Page;
let marketing: Page;
test.beforeAll(async ({ browser }) => {
  owner = await memberPage(browser, "10.251.0.20");
  marketing = await memberPage(browser, "10.251.0.21");
  await signInToConsole(owner, `owner@${SITE}.example`);
  await signInToConsole(marketing, `marketing@${SITE}.example`);
});
test.afterAll(async () => {
  await owner?.context().close();
  await marketing?.context().close();
});

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

test("the hours: a bad value is refused at its field, a good one is on the site at once, and restored", async ({
  browser,
}) => {
  const page = owner;
  const shopper = await memberPage(browser, "10.251.0.9");
  await expectSaturday(shopper, "8:00 am - 4:00 pm");

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

test("two editors of one document: a save over a version published since is refused, saying so, and changes nothing", async () => {
  await owner.goto(consoleUrl(CONTENT_PAGE));
  await marketing.goto(consoleUrl(CONTENT_PAGE));

  const offerName = (page: Page) => page.getByRole("region", { name: "Offers" }).getByLabel("Offer 1: name");
  await offerName(owner).fill("Free first service, on the house");
  await owner.getByRole("button", { name: "Publish the offers now" }).click();
  await expect(owner.getByRole("status")).toHaveText("Published: the site shows it now.");

  const cardTitle = marketing.getByRole("region", { name: "Promo cards" }).getByLabel("Promo card 1: title");
  await cardTitle.fill("Service on us");
  await marketing.getByRole("button", { name: "Save draft of the promo cards" }).click();
  const conflict = marketing.getByRole("alert").filter({ hasText: "was published at" });
  await expect(conflict).toContainText("since you opened this page, so your changes were not saved over it");
  await expect(cardTitle, "what the editor typed is kept").toHaveValue("Service on us");
  await expectAccessible(marketing);
  await marketing.reload();
  await expect(offerName(marketing)).toHaveValue("Free first service, on the house");
  await expect(marketing.getByText(/^A draft from version/)).toHaveCount(0);

  // Put back as the files have it, for whoever reads the page next.
  await owner
    .getByRole("region", { name: "Published versions" })
    .getByRole("button", { name: "Restore version 1" })
    .click();
  await expect(owner.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
});

test("marketing drafts the site's content and cannot publish it, nor see the hours; an owner publishes the draft", async ({
  browser,
}) => {
  const page = marketing;
  const shopper = await memberPage(browser, "10.251.0.11");
  await page.goto(consoleUrl("/content"));
  await expect(page.getByRole("link", { name: /Locations and opening hours/ })).toHaveCount(0);
  // The hours and the settings are a manager's: not found for marketing, as for anything they may not see.
  for (const kind of ["hours", "settings"])
    expect((await consoleRequest(page, `/content/${SITE}/${kind}`)).status(), kind).toBe(404);
  await page.getByRole("link", { name: "Offers, promo cards, pages and menus of Tasman Caravans" }).click();
  await expect(page.getByRole("button", { name: "Publish the document now" })).toHaveCount(0);
  // The pages are edited as the document's text, behind its disclosure (the cards and offers have forms above it).
  await page.getByText("Edit as a document").click();
  const body = page.getByLabel("Offers, promo cards, pages and menus as a document (JSON)");
  const text = await body.inputValue();
  expect(text).toContain('"title": "Your feedback"');
  await body.fill(text.replace('"title": "Your feedback"', '"title": "Tell us how we went"'));
  await page.getByRole("button", { name: "Save draft of the document" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  await expectAccessible(page);
  // Publishing is a manager's or an owner's: the editor's form forged by marketing to publish is not found and changes nothing.
  const editor = actionForms(await (await consoleRequest(page, CONTENT_PAGE)).text()).find((f) => "baseVersion" in f);
  expect(editor, "the document editor's form").toBeTruthy();
  const forged = await consoleRequest(page, CONTENT_PAGE, {
    method: "POST",
    multipart: { ...editor, intent: "publish", body: text },
  });
  expect(forged.status()).toBe(404);
  await shopper.goto(siteUrl(SITE, "/feedback"));
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Your feedback");

  await owner.goto(consoleUrl(CONTENT_PAGE));
  await expect(owner.getByText(/A draft from version \d+, saved .* by Keziah Danforth/)).toBeVisible();
  await owner.getByText("Edit as a document").click();
  await owner.getByRole("button", { name: "Publish the document now" }).click();
  await expect(owner.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, "/feedback"));
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Tell us how we went", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // An invalid document is refused with the field named; nothing changes.
  const published = owner.getByLabel("Offers, promo cards, pages and menus as a document (JSON)");
  // The disclosure stays as the member left it across the publish's reload of the page's data, or closes with it.
  if (!(await published.isVisible())) await owner.getByText("Edit as a document").click();
  await published.fill((await published.inputValue()).replace('"buttonText": "See the offer"', '"buttonText": 7'));
  await owner.getByRole("button", { name: "Publish the document now" }).click();
  await expect(owner.getByRole("alert").filter({ hasText: "Not saved" })).toContainText("promoCards.0.buttonText");
  await expectAccessible(owner);
});

test("an offer and a promo card edited as forms: a bad or dead link is named at its field, a good change is on the site", async ({
  browser,
}) => {
  const page = owner;
  const shopper = await memberPage(browser, "10.251.0.13");
  await page.goto(consoleUrl(CONTENT_PAGE));
  const offers = page.getByRole("region", { name: "Offers" });
  const cards = page.getByRole("region", { name: "Promo cards" });
  await expect(offers.getByRole("group", { name: /^Offer 1: Free first service/ })).toBeVisible();
  await expectAccessible(page);

  await cards.getByLabel("Promo card 1: link").fill("not a link");
  await cards.getByRole("button", { name: "Publish the promo cards now" }).click();
  await expect(cards.getByRole("alert").filter({ hasText: "Not saved" })).toContainText("promoCards.0.href");
  await expect(cards.locator("#promoCards-0-href-error")).toContainText("must be a path");
  await expect(cards.getByLabel("Promo card 1: link")).toHaveValue("not a link");
  await expectAccessible(page);

  // A path of the right form that leads to no page of the site cannot be published either.
  await cards.getByLabel("Promo card 1: link").fill("/pages/gone-fishing");
  await cards.getByRole("button", { name: "Publish the promo cards now" }).click();
  await expect(cards.getByRole("alert").filter({ hasText: "Not saved" })).toContainText("promoCards.0.href");
  await expect(cards.locator("#promoCards-0-href-error")).toContainText(
    "/pages/gone-fishing leads to no page of this site",
  );
  await page.goto(consoleUrl(CONTENT_PAGE));
  await expect(cards.getByLabel("Promo card 1: link"), "nothing was published").toHaveValue("/special-offers");

  await offers.getByLabel("Offer 1: name").fill("Free first service, on us");
  await offers.getByRole("button", { name: "Publish the offers now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, "/offers/401"));
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Free first service, on us", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });

  // Put back: the version before this one, published again.
  const versions = page.getByRole("region", { name: "Published versions" });
  await versions
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /^Restore version/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
  await expect(page.getByRole("region", { name: "Offers" }).getByLabel("Offer 1: name")).toHaveValue(
    "Free first service on every new van",
  );
});

test("a marketing tag: a bad id is refused at its field; a good one runs on this site's pages only, its host let in", async ({
  browser,
}) => {
  const page = owner;
  const tagsForm = () => page.getByRole("region", { name: "Marketing tags" });
  await page.goto(consoleUrl(`/content/${SITE}/settings`));
  await tagsForm().getByLabel("Google Tag Manager container id").fill('GTM-1");alert(1);//');
  await tagsForm().getByRole("button", { name: "Publish the marketing tags now" }).click();
  await expect(tagsForm().locator("#tags-googleTagManager-error")).toContainText(
    "must be a Google Tag Manager container id",
  );
  await expectAccessible(page);

  await tagsForm().getByLabel("Google Tag Manager container id").fill("GTM-E2E0TEST");
  await tagsForm().getByRole("button", { name: "Publish the marketing tags now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");

  // The container as Google would serve it, answered here: it marks the page, proving the policy let it run.
  const shopper = await memberPage(browser, "10.251.0.14");
  await shopper
    .context()
    .route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__containerRan = true;" }),
    );
  await expect(async () => {
    const answer = await shopper.goto(siteUrl(SITE, "/about-us"));
    expect(answer!.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
    await expect.poll(() => shopper.evaluate(() => "__containerRan" in window), { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
  expect(
    await shopper.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length),
  ).toBeGreaterThan(0);
  // A page from the page cache too (its scripts let in by their hashes, not a nonce).
  await expect(async () => {
    const answer = await shopper.goto(siteUrl(SITE, "/"));
    expect(answer!.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
    await expect.poll(() => shopper.evaluate(() => "__containerRan" in window), { timeout: 2_000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
  // Another site's pages neither load it nor let its host in.
  const other = await shopper.goto(siteUrl("bigbox-used", "/about-us"));
  expect(other!.headers()["content-security-policy"]).not.toContain("googletagmanager");
  expect(await shopper.evaluate(() => "__containerRan" in window)).toBe(false);

  // Off again: no tag, no host.
  await page.goto(consoleUrl(`/content/${SITE}/settings`));
  await tagsForm().getByLabel("Google Tag Manager container id").fill("");
  await tagsForm().getByRole("button", { name: "Publish the marketing tags now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(async () => {
    const answer = await shopper.goto(siteUrl(SITE, "/about-us"));
    expect(answer!.headers()["content-security-policy"]).not.toContain("googletagmanager");
  }).toPass({ timeout: 15_000 });
  await shopper.context().close();
});

test("another group's documents and content images are not found, and its forms forged with them change nothing", async ({
  page,
}) => {
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

  // The desk's content images: the manager's own site's is served, another group's site's is not found (nothing of it
  // is read or sent), whatever picture it names.
  const image = (site: string, src: string) =>
    consoleRequest(page, `/content/${site}/image?src=${encodeURIComponent(src)}`);
  const own = await image("southern-cross-motors", "/media/photos/suv/1f4e9c/banner.jpg");
  expect(own.status(), "the manager's own site's content image").toBe(200);
  expect(own.headers()["content-type"]).toMatch(/^image\//);
  for (const src of ["/media/photos/caravan/2f6b3a/banner.jpg", "/media/photos/suv/1f4e9c/banner.jpg"]) {
    const theirs = await image(SITE, src);
    expect(theirs.status(), `${SITE}'s image ${src}`).toBe(404);
    expect(theirs.headers()["content-type"] ?? "").not.toMatch(/^image\//);
    expect(theirs.headers()["cache-control"]).toBe("no-store");
  }
});
