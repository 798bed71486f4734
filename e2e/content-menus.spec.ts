/**
 * The content desk's menus, popup and images: Harbour Toyota's header menu reordered by keyboard and published is on
 * the site at once, and reordered by drag and saved as a draft (discarded); its popup edited (with a last day already past, so no shopper of a parallel journey meets it) and
 * removed again; a promo card's image uploaded, cropped and served through the image pipeline; bad files refused at
 * their field. Each change is put back (the version before it published again) for the journeys reading Harbour's site.
 */
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { consoleUrl, signInToConsole } from "./support/console";
import { siteUrl } from "./support/sites";

const SITE = "harbour-toyota";
const SETTINGS_PAGE = `/content/${SITE}/settings`;
const CONTENT_PAGE = `/content/${SITE}/content`;

test.describe.configure({ mode: "serial", timeout: 300_000 });

const memberPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

/** Harbour's owner (publishes everything) and its marketer (drafts content), each signed in once for the file. */
let owner: Page;
let marketing: Page;
test.beforeAll(async ({ browser }) => {
  owner = await memberPage(browser, "10.252.0.20");
  marketing = await memberPage(browser, "10.252.0.21");
  await signInToConsole(owner, `owner@${SITE}.example`);
  await signInToConsole(marketing, `marketing@${SITE}.example`);
});
test.afterAll(async () => {
  await owner?.context().close();
  await marketing?.context().close();
});

/** The site's header menu's top-level items as a shopper reads them, in order. */
async function headerItems(shopper: Page): Promise<string[]> {
  await shopper.goto(siteUrl(SITE, "/"));
  const items = shopper.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li");
  return (await items.allInnerTexts()).map((t) => t.trim().split("\n")[0]!.trim());
}

/** Publishes again the version before the newest, putting the document back as it was. */
async function putBack(page: Page) {
  const versions = page.getByRole("region", { name: "Published versions" });
  await versions
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /^Restore version/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .extend({ bottom: height, background: "#facc15" })
    .png()
    .toBuffer();

test("the header menu: an item moved up by keyboard and published is on the site; a bad link is named at its field", async ({
  browser,
}) => {
  const page = owner;
  const shopper = await memberPage(browser, "10.252.0.9");
  const before = await headerItems(shopper);
  expect(before.indexOf("Parts & Accessories")).toBe(before.indexOf("Service") + 1);

  await page.goto(consoleUrl(SETTINGS_PAGE));
  const menus = page.getByRole("region", { name: "Header and footer menus" });
  await expect(menus.getByLabel("Label of Parts & Accessories", { exact: true })).toHaveValue("Parts & Accessories");
  await expectAccessible(page);

  // A bad address is refused at its field; nothing is published.
  await menus.getByLabel("Address of Home (a link)").fill("not a link");
  await menus.getByRole("button", { name: "Publish the menus now" }).click();
  await expect(menus.getByRole("alert").filter({ hasText: "Not saved" })).toContainText("navigation.header.0.href");
  await expect(menus.locator("#menus-header-0-href-error")).toContainText("must be a path");
  await expect(menus.getByLabel("Address of Home (a link)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await page.reload();

  // Moved by keyboard: focus stays on the moved item's button, and the move is announced.
  const up = menus.getByRole("button", { name: "Move Parts & Accessories up", exact: true });
  await up.focus();
  await page.keyboard.press("Enter");
  // Harbour's header (its brand's): Home, New Vehicles, Special Offers, Sell My Car, Pre-owned, Service, Parts, Company.
  await expect(menus.locator("[aria-live=polite]")).toHaveText("Parts & Accessories moved to position 6 of 8.");
  await expect(up).toBeFocused();
  await menus.getByRole("button", { name: "Publish the menus now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(async () => {
    const after = await headerItems(shopper);
    expect(after.indexOf("Parts & Accessories")).toBe(after.indexOf("Service") - 1);
  }).toPass({ timeout: 15_000 });

  await putBack(page);
  await expect(async () => expect(await headerItems(shopper)).toEqual(before)).toPass({ timeout: 15_000 });
});

test("without script, an item's position field moves it: saved as a draft, then discarded", async ({ browser }) => {
  const context = await browser.newContext({
    storageState: await owner.context().storageState(),
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.252.0.20" },
  });
  const page = await context.newPage();
  await page.goto(consoleUrl(SETTINGS_PAGE));
  const menus = page.getByRole("region", { name: "Header and footer menus" });
  await expect(menus.getByRole("button", { name: /^Move / })).toHaveCount(0);
  await menus.getByLabel("Position of Company", { exact: true }).fill("1");
  await menus.getByRole("button", { name: "Save draft of the menus" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  const labels = menus.getByRole("group", { name: "Header menu" }).getByLabel(/^Label of [^ ]+$/);
  await expect(labels.first()).toHaveValue("Company");
  // (No axe here: it runs as a script in the page. The same editor with script is checked above.)
  await expect(menus.getByLabel("Position of Home", { exact: true })).toHaveValue("2");
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft discarded.");
  await expect(labels.first()).toHaveValue("Home");
  await context.close();
});

test("an item dragged onto the one before it is moved there, and saved in that order: a draft, then discarded", async () => {
  const page = owner;
  await page.goto(consoleUrl(SETTINGS_PAGE));
  const menus = page.getByRole("region", { name: "Header and footer menus" });
  const items = menus.getByRole("group", { name: "Header menu", exact: true }).locator(":scope > ol > li");
  const labelAt = (n: number, label: string) => items.nth(n).getByLabel(`Label of ${label}`, { exact: true });
  await expect(labelAt(6, "Parts & Accessories")).toHaveValue("Parts & Accessories");
  await expect(labelAt(7, "Company")).toHaveValue("Company");
  // Script is there (the move buttons show) before the drag: without it an item does not drag.
  await expect(menus.getByRole("button", { name: "Move Company up", exact: true })).toBeVisible();

  // Held by its own edge (not a field inside it) and dropped on the edge of the item before it, both in view.
  await items.nth(6).scrollIntoViewIfNeeded();
  await items.nth(7).dragTo(items.nth(6), { sourcePosition: { x: 4, y: 4 }, targetPosition: { x: 4, y: 4 } });
  await expect(menus.locator("[aria-live=polite]")).toHaveText("The item moved to position 7 of 8.");
  await expect(labelAt(6, "Company")).toHaveValue("Company");
  await expect(labelAt(7, "Parts & Accessories")).toHaveValue("Parts & Accessories");
  await expectAccessible(page);

  await menus.getByRole("button", { name: "Save draft of the menus" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  await page.reload();
  await expect(labelAt(6, "Company"), "the draft keeps the dragged order").toHaveValue("Company");
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft discarded.");
  await expect(labelAt(7, "Company")).toHaveValue("Company");
});

test("the popup: a bad image refused at its field, a popup with a cropped image saved, then no popup again", async () => {
  const page = owner;
  await page.goto(consoleUrl(SETTINGS_PAGE));
  const popup = page.getByRole("region", { name: "Popup", exact: true });
  await popup.getByLabel("Show this popup").check();
  await popup.getByLabel("Popup: title").fill("Harbour winter service");
  await popup.getByLabel("Popup: description").fill("Book a winter service check.");
  await popup.getByLabel("Popup: button text").fill("Book now");
  await popup.getByLabel("Popup: link").fill("/genuine-service");
  // A last day already past: the site never opens it, so no other journey on Harbour's site meets a dialog.
  await popup.getByLabel("Popup: last day shown").fill("2026-01-31");
  await popup.getByLabel("Popup: upload a new image").setInputFiles({
    name: "popup.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not a picture"),
  });
  await popup.getByRole("button", { name: "Publish the popup now" }).click();
  await expect(popup.locator("#popup-image-upload-error")).toHaveText(
    "Image: this file is not a JPEG, PNG or WebP picture. Nothing was saved.",
  );
  await expect(popup.getByLabel("Popup: title")).toHaveValue("Harbour winter service");
  await expectAccessible(page);
  const versions = page.getByRole("region", { name: "Published versions" }).getByRole("listitem");
  const count = await versions.count();

  await popup.getByLabel("Popup: upload a new image").setInputFiles({
    name: "popup.png",
    mimeType: "image/png",
    buffer: await picture(900, 500),
  });
  await popup.getByLabel("Popup: part of the image to keep").selectOption("top");
  await popup.getByRole("button", { name: "Publish the popup now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(versions).toHaveCount(count + 1);
  await expect(popup.getByLabel("Popup: image address")).toHaveValue(
    /^\/media\/image\?src=\/media\/uploads\/[0-9a-f]{24}\.jpg&w=640&q=75&v=1$/,
  );
  // Shown beside its field through the site's image pipeline, at the editor's width.
  const shown = popup.getByRole("img", { name: "Popup as it is now" });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(375);

  await popup.getByLabel("No popup").check();
  await popup.getByRole("button", { name: "Publish the popup now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(popup.getByLabel("No popup")).toBeChecked();
});

test("a promo card's image: a wrong file refused, an upload cropped to 375x250, drafted by marketing, published and served", async ({
  browser,
}) => {
  await marketing.goto(consoleUrl(CONTENT_PAGE));
  const cards = marketing.getByRole("region", { name: "Promo cards" });
  await expect(cards.getByRole("img", { name: "Promo card 1 as it is now" })).toBeVisible();
  const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } })
    .gif()
    .toBuffer();
  await cards
    .getByLabel("Promo card 1: upload a new image")
    .setInputFiles({ name: "card.gif", mimeType: "image/gif", buffer: gif });
  await cards.getByRole("button", { name: "Save draft of the promo cards" }).click();
  await expect(cards.locator("#promoCards-0-image-upload-error")).toHaveText(
    "Image: this file is not a JPEG, PNG or WebP picture. Nothing was saved.",
  );
  await expect(marketing.getByText(/^A draft from version/)).toHaveCount(0);
  await expectAccessible(marketing);

  await cards
    .getByLabel("Promo card 1: upload a new image")
    .setInputFiles({ name: "card.png", mimeType: "image/png", buffer: await picture(1200, 400) });
  await cards.getByLabel("Promo card 1: part of the image to keep").selectOption("attention");
  await cards.getByRole("button", { name: "Save draft of the promo cards" }).click();
  await expect(marketing.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");

  await owner.goto(consoleUrl(CONTENT_PAGE));
  const ownerCards = owner.getByRole("region", { name: "Promo cards" });
  const address = ownerCards.getByLabel("Promo card 1: image address");
  await expect(address).toHaveValue(/^\/media\/uploads\/[0-9a-f]{24}\.jpg$/);
  const src = await address.inputValue();
  await expect(ownerCards.getByLabel("Promo card 1: image width (px)")).toHaveValue("375");
  await expect(ownerCards.getByLabel("Promo card 1: image height (px)")).toHaveValue("250");
  await ownerCards.getByRole("button", { name: "Publish the promo cards now" }).click();
  await expect(owner.getByRole("status")).toHaveText("Published: the site shows it now.");

  // Served by the site's image pipeline, as the site's pages ask for it: exactly the card's size, without metadata.
  // (Asked by a browser: Node's own requests cannot resolve a site's *.localhost host.)
  const shopper = await memberPage(browser, "10.252.0.10");
  const served = (await shopper.goto(siteUrl(SITE, `/media/image?src=${encodeURIComponent(src)}&w=375&q=75&v=1`)))!;
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\//);
  const meta = await sharp(await served.body()).metadata();
  expect([meta.width, meta.height]).toEqual([375, 250]);
  expect(meta.exif).toBeUndefined();

  await putBack(owner);
  await expect(ownerCards.getByLabel("Promo card 1: image address")).not.toHaveValue(src);
});
