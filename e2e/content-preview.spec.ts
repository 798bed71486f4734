/**
 * A draft previewed on the site's own host: the content desk's "Preview the draft" link turns the preview on for the
 * marketer's browser, whose pages then show BigBox's drafts under a banner, rendered per request; every other browser,
 * and the page cache, keep the published site; a changed or another site's link is refused (4xx) and shows no draft;
 * "Exit preview" ends it. A manager's draft of the hours shows on the location page in preview alone. BigBox's first
 * offer and its Blacktown hours: their drafts are discarded at the end, and nothing is ever published.
 */
import { expect, test, type Browser, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { consoleUrl, signInToConsole } from "./support/console";
import { call } from "./support/http";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

const SITE = "bigbox-used";
const PUBLISHED = "Free 12-month warranty on every car";
const DRAFTED = "Free 2-year warranty on every car, previewed";
const OFFERS = "/special-offers";
const LOCATION = "BigBox Blacktown Megastore";
const LOCATION_PAGE = "/locations/blacktown";

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const ownPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

/**
 * BigBox's marketer (who drafts its content), signed in once for the file: codes are limited per address. Its manager
 * (who drafts the hours) is signed in by the hours test alone.
 */
let marketing: Page;
let manager: Page | undefined;
test.beforeAll(async ({ browser }) => {
  marketing = await ownPage(browser, "10.252.0.21");
  await signInToConsole(marketing, `marketing@${SITE}.example`);
});
/** The member's draft of the kind discarded, if there is one. */
async function discardDraft(member: Page, kind: "content" | "hours") {
  await member.goto(consoleUrl(`/content/${SITE}/${kind}`));
  const discard = member.getByRole("button", { name: "Discard the draft" });
  if (await discard.isVisible()) {
    await discard.click();
    await expect(member.getByRole("status")).toHaveText("Draft discarded.");
  }
}
test.afterAll(async () => {
  // The drafts discarded, whatever happened above: nobody else's journey meets them.
  if (marketing) {
    await discardDraft(marketing, "content");
    await marketing.context().close();
  }
  if (manager) {
    await discardDraft(manager, "hours");
    await manager.context().close();
  }
});

const offerHeading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

test("the preview link shows the site's draft to the marketer's browser only, uncached, until it is exited", async ({
  browser,
  request,
}) => {
  // The offers page as shoppers have it: from the page cache.
  await expect
    .poll(async () => (await call(request, { site: SITE, path: OFFERS })).headers()["x-nextjs-cache"], {
      timeout: 30_000,
    })
    .toBe("HIT");

  await marketing.goto(consoleUrl(`/content/${SITE}/content`));
  await expect(marketing.getByRole("link", { name: "Preview the draft" })).toHaveCount(0);
  const offerName = marketing.getByRole("region", { name: "Offers" }).getByLabel("Offer 1: name");
  await expect(offerName).toHaveValue(PUBLISHED);
  await offerName.fill(DRAFTED);
  await marketing.getByRole("button", { name: "Save draft of the offers" }).click();
  await expect(marketing.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  const link = marketing.getByRole("link", { name: "Preview the draft" });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^http://${SITE}\\.localhost:\\d+/preview\\?token=`));
  await expectAccessible(marketing);

  // Followed: the site's own host, in preview, its pages showing the draft under the banner.
  const [preview] = await Promise.all([marketing.context().waitForEvent("page"), link.click()]);
  await preview.waitForURL(siteUrl(SITE, "/"));
  const banner = preview.getByRole("region", { name: "Preview" });
  await expect(banner).toContainText("Preview of unpublished changes");
  const previewed = await preview.goto(siteUrl(SITE, OFFERS));
  await expect(offerHeading(preview, DRAFTED)).toBeVisible();
  await expect(offerHeading(preview, PUBLISHED)).toHaveCount(0);
  await expect(banner).toBeVisible();
  // Rendered for this request alone: neither from nor into the page cache, and kept by no cache on the way.
  expect(previewed!.headers()["x-nextjs-cache"]).toBeUndefined();
  expect(previewed!.headers()["cache-control"]).toContain("no-store");
  await expectAccessible(preview);

  // Every other browser, and the page cache, still have the published offer.
  const shopper = await ownPage(browser, "10.252.0.22");
  await shopper.goto(siteUrl(SITE, OFFERS));
  await expect(offerHeading(shopper, PUBLISHED)).toBeVisible();
  await expect(offerHeading(shopper, DRAFTED)).toHaveCount(0);
  await expect(shopper.getByRole("region", { name: "Preview" })).toHaveCount(0);
  const cached = await call(request, { site: SITE, path: OFFERS });
  expect(await cached.text()).not.toContain(DRAFTED);
  expect(await cached.text()).toContain(PUBLISHED);

  // A changed link, or this site's link on another site's host: refused with a page saying so, and no draft.
  const signature = href.slice(-1) === "A" ? "B" : "A";
  const tampered = await shopper.goto(href.slice(0, -1) + signature);
  expect(tampered!.status()).toBe(403);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Preview not available");
  await expect(shopper.getByText("it was not made by the console, or it was changed")).toBeVisible();
  await expectAccessible(shopper);
  await shopper.goto(siteUrl(SITE, OFFERS));
  await expect(offerHeading(shopper, PUBLISHED)).toBeVisible();
  const elsewhere = await shopper.goto(href.replace(`${SITE}.localhost`, "harbour-toyota.localhost"));
  expect(elsewhere!.status()).toBe(403);
  await expect(shopper.getByText("This preview link is for another site.")).toBeVisible();
  await shopper.context().close();

  // Exit preview: the published site again.
  await banner.getByRole("link", { name: "Exit preview" }).click();
  await preview.waitForURL(siteUrl(SITE, "/"));
  await expect(preview.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await preview.goto(siteUrl(SITE, OFFERS));
  await expect(offerHeading(preview, PUBLISHED)).toBeVisible();
  await expect(offerHeading(preview, DRAFTED)).toHaveCount(0);
});

/** The location page's sales Saturday and holiday hours as a page shows them. */
const saturdayRow = (page: Page) =>
  page.getByRole("table", { name: `Sales opening hours of ${LOCATION}` }).getByRole("row", { name: /Saturday/ });

test("a manager's draft of the hours shows on the location page in preview alone, uncached", async ({
  browser,
  request,
}) => {
  manager = await ownPage(browser, "10.252.0.23");
  await signInToConsole(manager, `manager@${SITE}.example`);
  await manager.goto(consoleUrl(`/content/${SITE}/hours`));
  await expect(manager.getByRole("heading", { level: 1 })).toContainText("Locations and opening hours");
  await manager
    .getByRole("group", { name: `Sales hours at ${LOCATION}` })
    .getByLabel("Saturday", { exact: true })
    .fill("09:00-12:00");
  const specials = manager.getByRole("group", { name: `Special days at ${LOCATION}` });
  await specials.getByLabel("New special day: date").fill("12-31");
  await specials.getByLabel("New special day: name").fill("Stocktake day");
  await specials.getByLabel("New special day: hours").fill("closed");
  await manager.getByRole("button", { name: "Save draft of the hours" }).click();
  await expect(manager.getByRole("status")).toHaveText("Draft saved. It is not on the site until it is published.");
  const link = manager.getByRole("link", { name: "Preview the draft" });

  const [preview] = await Promise.all([manager.context().waitForEvent("page"), link.click()]);
  await preview.waitForURL(siteUrl(SITE, "/"));
  const shown = await preview.goto(siteUrl(SITE, LOCATION_PAGE));
  await expect(preview.getByRole("region", { name: "Preview" })).toContainText("Preview of unpublished changes");
  await expect(saturdayRow(preview)).toContainText("9:00 am - 12:00 pm");
  await expect(preview.getByRole("listitem").filter({ hasText: "Stocktake day" })).toContainText(
    /Stocktake day, \w+ 31 December: Closed/,
  );
  expect(shown!.headers()["x-nextjs-cache"]).toBeUndefined();
  expect(shown!.headers()["cache-control"]).toContain("no-store");
  await expectAccessible(preview);

  // Shoppers, and the page cache, still have the published hours.
  const shopper = await ownPage(browser, "10.252.0.24");
  await shopper.goto(siteUrl(SITE, LOCATION_PAGE));
  await expect(saturdayRow(shopper)).toContainText("8:30 am - 5:00 pm");
  await expect(shopper.getByText("Stocktake day")).toHaveCount(0);
  await shopper.context().close();
  const cached = await call(request, { site: SITE, path: LOCATION_PAGE });
  expect(await cached.text()).not.toContain("Stocktake day");
  await preview.close();
});
