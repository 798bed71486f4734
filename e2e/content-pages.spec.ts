/**
 * The content desk's pages editor: marketing adds a rich-text block to a page and writes it with the toolbar (bold, a
 * link) as a draft; a manager publishes it and the page shows it at once; markup that could run script, pasted into
 * the editor or posted as a browser without JavaScript posts it, is not kept; the earlier version is restored at the
 * end. The page's cards and a gallery are edited through their own fields (an item added, moved by keyboard, an image
 * uploaded; a required field and a dead link named at their fields; without script, by the blank row and position
 * fields). Southern Cross Motors' warranty page: no other journey reads it.
 */
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { actionForms, consoleRequest, consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

const SITE = "southern-cross-motors";
const CONTENT_PAGE = `/content/${SITE}/content`;
const PATH = "/warranty";

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** A member's own browser, as its own client (sign-in limits count per client). */
const memberPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

/**
 * Southern Cross's marketer (who drafts content) and its manager (who publishes it; enrolled with an authenticator
 * by the first journey to sign them in), each signed in once for the file: sign-in codes are limited per address.
 */
let manager: Page;
let marketing: Page;
test.beforeAll(async ({ browser }) => {
  manager = await memberPage(browser, "10.251.2.20");
  marketing = await memberPage(browser, "10.251.2.21");
  await signInToConsole(manager, `manager@${SITE}.example`);
  await signInToConsole(marketing, `marketing@${SITE}.example`);
});
test.afterAll(async () => {
  await manager?.context().close();
  await marketing?.context().close();
});

/** The warranty page's place in the site's pages, as the list's link to its editor gives it. */
let row: number;

/** The warranty page's editor on the content desk, opened from the list of the site's pages. */
async function openWarranty(page: Page) {
  await page.goto(consoleUrl(CONTENT_PAGE));
  await page.getByRole("region", { name: "Pages" }).getByRole("link", { name: "Edit Warranty" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Page: Warranty" })).toBeVisible();
  row = Number(new URL(page.url()).searchParams.get("page"));
  return page.getByRole("region", { name: "Page: Warranty" });
}

/** The warranty page as a shopper gets it, once `check` passes on it (published documents show with no restart). */
async function expectShopperPage(shopper: Page, check: (main: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, PATH));
    await check(shopper.getByRole("main"));
  }).toPass({ timeout: 15_000 });
}

test("a page's rich text written with the toolbar, drafted by marketing, published by a manager, restored", async ({
  browser,
}) => {
  const shopper = await memberPage(browser, "10.251.2.9");
  const ran: string[] = [];
  shopper.on("dialog", (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  await marketing.goto(consoleUrl(CONTENT_PAGE));
  const before = Number(/Published version (\d+),/.exec(await marketing.locator("main").innerText())![1]);
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Warranty", { timeout: 1_000 });
  });

  // A rich-text block added at the end, saved as a draft: the editor comes back to the page with it.
  let editor = await openWarranty(marketing);
  await expectAccessible(marketing);
  await editor.getByLabel("Add a block at the end (on save)").selectOption({ label: "Rich text" });
  await editor.getByRole("button", { name: "Save draft of the page" }).click();
  await expect(marketing.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  editor = marketing.getByRole("region", { name: "Page: Warranty" });
  const text = editor.getByRole("textbox", { name: "Block 4: text" });
  await expect(text).toHaveText("New text.");

  // Written with the toolbar: the words in bold, then a link on words after them.
  const toolbar = editor.getByRole("toolbar", { name: "Formatting" });
  await text.click();
  await marketing.keyboard.press("ControlOrMeta+a");
  await marketing.keyboard.type("Every car is covered.");
  await marketing.keyboard.press("ControlOrMeta+a");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await marketing.keyboard.press("End");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await marketing.keyboard.type(" Ask us how");
  for (let i = 0; i < "Ask us how".length; i++) await marketing.keyboard.press("Shift+ArrowLeft");
  await toolbar.getByRole("button", { name: "Link" }).click();
  await editor.getByLabel("Link address").fill("/contact");
  await editor.getByLabel("Link address").press("Enter");
  await expect(text.getByRole("link", { name: "Ask us how" })).toBeVisible();
  await expect(text.locator("strong")).toHaveText("Every car is covered.");
  await expectAccessible(marketing);
  await editor.getByRole("button", { name: "Save draft of the page" }).click();
  await expect(marketing.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  await expect(marketing.getByRole("button", { name: "Publish the page now" })).toHaveCount(0);
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Warranty", { timeout: 1_000 });
    await expect(main.getByText("Every car is covered.")).toHaveCount(0);
  });

  // The manager publishes the draft as the editor shows it.
  editor = await openWarranty(manager);
  await expect(manager.getByText(/^A draft from version/)).toBeVisible();
  await expect(editor.getByRole("textbox", { name: "Block 4: text" }).locator("strong")).toHaveText(
    "Every car is covered.",
  );
  await editor.getByRole("button", { name: "Publish the page now" }).click();
  await expect(manager.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expectShopperPage(shopper, async (main) => {
    await expect(main.locator("strong", { hasText: "Every car is covered." })).toBeVisible({ timeout: 1_000 });
    await expect(main.getByRole("link", { name: "Ask us how" })).toHaveAttribute("href", "/contact");
  });
  await expectAccessible(shopper);

  // Script pasted into the editor is not taken in; the words around it are.
  editor = manager.getByRole("region", { name: "Page: Warranty" });
  const published = editor.getByRole("textbox", { name: "Block 4: text" });
  await published.click();
  await manager.keyboard.press("ControlOrMeta+End");
  await published.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<p>Pasted words.</p><img src="x" onerror="alert(\'img\')"><script>alert("script")</script>',
    );
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(published).toContainText("Pasted words.");
  await expect(published.locator("img, script")).toHaveCount(0);
  await editor.getByRole("button", { name: "Publish the page now" }).click();
  await expect(manager.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByText("Pasted words.")).toBeVisible({ timeout: 1_000 });
  });
  expect(await shopper.getByRole("main").getByText("Pasted words.").locator("xpath=..").innerHTML()).not.toMatch(
    /<img|<script|onerror|alert/i,
  );

  // The same, posted as a browser without JavaScript posts the page's form (its text as a plain field): the server
  // keeps the words and drops what could run.
  const html = await (await consoleRequest(manager, `${CONTENT_PAGE}?page=${row}`)).text();
  const form = actionForms(html).find((f) => f.editor === "pages");
  expect(form, "the pages editor's form").toBeTruthy();
  const posted = await consoleRequest(manager, `${CONTENT_PAGE}?page=${row}`, {
    method: "POST",
    multipart: {
      ...form,
      intent: "publish",
      [`page:${row}.blocks.3.html`]:
        '<p>Posted words.</p><img src=x onerror="alert(\'img\')"><script>alert("script")</script>' +
        '<a href="javascript:alert(\'link\')">Click</a><iframe src="https://evil.example"></iframe>',
    },
  });
  expect(posted.status()).toBeLessThan(500);
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByText("Posted words.")).toBeVisible({ timeout: 1_000 });
  });
  // The block's own markup (the page's cards have images of their own).
  const block = await shopper.getByRole("main").getByText("Posted words.").locator("xpath=..").innerHTML();
  expect(block).not.toMatch(/<img|<script|onerror|javascript:|<iframe|alert/i);
  expect(ran, "no script ran on the page").toEqual([]);

  // Put back as it was, from the versions list, for whoever reads the page next.
  await manager.goto(consoleUrl(CONTENT_PAGE));
  await manager
    .getByRole("region", { name: "Published versions" })
    .getByRole("button", { name: `Restore version ${before}` })
    .click();
  await expect(manager.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Warranty", { timeout: 1_000 });
    await expect(main.getByText("Posted words.")).toHaveCount(0, { timeout: 1_000 });
  });
  await shopper.context().close();
});

test("the privacy policy becomes a page of the site's own, started from its words, edited and restored", async ({
  browser,
}) => {
  const shopper = await memberPage(browser, "10.251.2.10");
  await manager.goto(consoleUrl(CONTENT_PAGE));
  const before = Number(/Published version (\d+),/.exec(await manager.locator("main").innerText())![1]);
  await manager.getByRole("link", { name: "Add the privacy policy as a page" }).click();
  const editor = manager.getByRole("region", { name: "A new page" });
  await expect(editor.getByLabel("Page path")).toHaveValue("/privacy-policy");
  await expect(editor.getByLabel("Page title")).toHaveValue("Privacy Policy");
  const text = editor.getByRole("textbox", { name: "First block's text (for rich text)" });
  await expect(text).toContainText("within 30 days");
  await expectAccessible(manager);
  await text.click();
  await manager.keyboard.press("ControlOrMeta+End");
  await manager.keyboard.press("Enter");
  await manager.keyboard.type("Southern Cross Motors never sells your details.");
  await editor.getByRole("button", { name: "Publish the page now" }).click();
  await expect(manager.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, "/privacy-policy"));
    const main = shopper.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy", { timeout: 1_000 });
    await expect(main.getByText("Southern Cross Motors never sells your details.")).toBeVisible({ timeout: 1_000 });
    await expect(main.getByText(/within 30 days/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(shopper);

  // Edited as any other page, then put back as the platform's words.
  await manager.goto(consoleUrl(CONTENT_PAGE));
  await expect(manager.getByRole("link", { name: "Add the privacy policy as a page" })).toHaveCount(0);
  await manager.getByRole("region", { name: "Pages" }).getByRole("link", { name: "Edit Privacy Policy" }).click();
  await expect(manager.getByRole("heading", { level: 3, name: "Page: Privacy Policy" })).toBeVisible();
  await manager
    .getByRole("region", { name: "Published versions" })
    .getByRole("button", { name: `Restore version ${before}` })
    .click();
  await expect(manager.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
  await expect(async () => {
    await shopper.goto(siteUrl(SITE, "/privacy-policy"));
    await expect(shopper.getByRole("main").getByText("never sells your details")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await shopper.context().close();
});

test("the page's cards and a gallery edited through their fields: a card added and moved, an image uploaded, published", async ({
  browser,
}) => {
  const shopper = await memberPage(browser, "10.251.2.11");
  await marketing.goto(consoleUrl(CONTENT_PAGE));
  const before = Number(/Published version (\d+),/.exec(await marketing.locator("main").innerText())![1]);

  // A gallery (a collage) added at the end, saved as a draft: its images are rows of fields.
  let editor = await openWarranty(marketing);
  await editor.getByLabel("Add a block at the end (on save)").selectOption({ label: "Collage" });
  await editor.getByRole("button", { name: "Save draft of the page" }).click();
  await expect(marketing.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  editor = marketing.getByRole("region", { name: "Page: Warranty" });
  const cards = editor.getByRole("group", { name: "Block 3: cards" });
  const gallery = editor.getByRole("group", { name: "Block 4: images" });
  await expect(cards.getByLabel("Card 1: title", { exact: true })).toHaveValue("Book a service");

  // A required field left empty: refused, named at its field after its card; nothing saved.
  await cards.getByLabel("Card 1: title", { exact: true }).fill("");
  await editor.getByRole("button", { name: "Save draft of the page" }).click();
  await expect(editor.getByRole("alert").filter({ hasText: "Not saved" })).toContainText(
    "Block 3, card 1: title is required",
  );
  const title = cards.getByLabel("Card 1: title", { exact: true });
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(cards.locator(`#page-${row}-block-2-cards-0-title-error`)).toHaveText("Card 1: title is required");
  await expectAccessible(marketing);

  // The title back, a second card in the blank row, moved first by keyboard (focus stays on its button).
  await title.fill("Book a service today");
  await cards.getByLabel("Card 2: title", { exact: true }).fill("Extended warranty");
  await cards.getByLabel("Card 2: text", { exact: true }).fill("Cover beyond the manufacturer's years.");
  await cards.getByLabel("Card 2: link", { exact: true }).fill("/contact");
  await cards.getByLabel("Card 2: link text", { exact: true }).fill("Ask us");
  const up = cards.getByRole("button", { name: "Move card 2 up" });
  await up.focus();
  await marketing.keyboard.press("Enter");
  await expect(editor.locator("[aria-live=polite]")).toHaveText("Card 2 moved to position 1 of 2.");
  await expect(cards.getByRole("button", { name: "Move card 2 down" })).toBeFocused();
  // "Add a card" draws another blank row; left blank it adds nothing.
  await cards.getByRole("button", { name: "Add a card to block 3: cards" }).click();
  await expect(cards.getByLabel("Card 3: title", { exact: true })).toBeFocused();

  // The gallery: its heading, and its first image uploaded (cropped to 640x400) with a description.
  const block = editor.getByRole("group", { name: "Block 4: Collage" });
  await block.getByLabel("Block 4: heading").fill("Our workshop");
  await block.getByLabel("Block 4: paragraphs").fill("Warranty work done by our own technicians.");
  await gallery.getByLabel("Image 1: upload a new image").setInputFiles({
    name: "workshop.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 1280, height: 800, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer(),
  });
  await gallery.getByLabel("Image 1: image description", { exact: true }).fill("The service bays");
  await expectAccessible(marketing);
  await editor.getByRole("button", { name: "Save draft of the page" }).click();
  await expect(marketing.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");

  // The manager publishes the draft as the editor shows it: the cards in their new order, the uploaded image.
  editor = await openWarranty(manager);
  const published = editor.getByRole("group", { name: "Block 3: cards" });
  await expect(published.getByLabel("Card 1: title", { exact: true })).toHaveValue("Extended warranty");
  await expect(published.getByLabel("Card 2: title", { exact: true })).toHaveValue("Book a service today");
  await expect(published.getByLabel("Card 3: title", { exact: true })).toHaveValue("");
  await expect(
    editor.getByRole("group", { name: "Block 4: images" }).getByLabel("Image 1: image address", { exact: true }),
  ).toHaveValue(/^\/media\/uploads\/[0-9a-f]{24}\.jpg$/);
  // A card's link to no page of the site cannot be published: refused at its field, named after its card.
  await published.getByLabel("Card 1: link", { exact: true }).fill("/no-such-page");
  await editor.getByRole("button", { name: "Publish the page now" }).click();
  await expect(published.locator(`#page-${row}-block-2-cards-0-href-error`)).toContainText(
    "Card 1: link /no-such-page leads to no page of this site",
  );
  await expect(published.getByLabel("Card 1: link", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(manager);
  await published.getByLabel("Card 1: link", { exact: true }).fill("/contact");
  await editor.getByRole("button", { name: "Publish the page now" }).click();
  await expect(manager.getByRole("status")).toHaveText("Published: the site shows it now.");
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByRole("link", { name: "Ask us" })).toHaveAttribute("href", "/contact", { timeout: 1_000 });
    await expect(main.getByRole("heading", { name: "Our workshop" })).toBeVisible({ timeout: 1_000 });
    await expect(main.getByRole("img", { name: "The service bays" })).toBeVisible({ timeout: 1_000 });
  });
  const titles = await shopper.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
  expect(titles.indexOf("Extended warranty")).toBeLessThan(titles.indexOf("Book a service today"));
  await expectAccessible(shopper);

  // Put back as it was.
  await manager.goto(consoleUrl(CONTENT_PAGE));
  await manager
    .getByRole("region", { name: "Published versions" })
    .getByRole("button", { name: `Restore version ${before}` })
    .click();
  await expect(manager.getByRole("status")).toHaveText("The version is published again: the site shows it now.");
  await expectShopperPage(shopper, async (main) => {
    await expect(main.getByRole("heading", { name: "Our workshop" })).toHaveCount(0, { timeout: 1_000 });
  });
  await shopper.context().close();
});

test("without script, a card is added in the blank row and moved by its position field: a draft, then discarded", async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: await marketing.context().storageState(),
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.251.2.21" },
  });
  const page = await context.newPage();
  const editor = await openWarranty(page);
  const cards = editor.getByRole("group", { name: "Block 3: cards" });
  await expect(cards.getByRole("button", { name: /^Move |^Add / })).toHaveCount(0);
  await cards.getByLabel("Card 2: title", { exact: true }).fill("Roadside assistance");
  await cards.getByLabel("Card 2: link", { exact: true }).fill("/contact");
  await cards.getByLabel("Card 2: link text", { exact: true }).fill("Call us");
  await cards.getByLabel("Position of card 2", { exact: true }).fill("1");
  await editor.getByRole("button", { name: "Save draft of the page" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  // (No axe here: it runs as a script in the page. The same editor with script is checked above.)
  const saved = page.getByRole("region", { name: "Page: Warranty" }).getByRole("group", { name: "Block 3: cards" });
  await expect(saved.getByLabel("Card 1: title", { exact: true })).toHaveValue("Roadside assistance");
  await expect(saved.getByLabel("Card 2: title", { exact: true })).toHaveValue("Book a service");
  await expect(saved.getByLabel("Card 3: title", { exact: true })).toHaveValue("");
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft discarded.");
  await context.close();
});
