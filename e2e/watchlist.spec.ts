import { expect, test, type Locator, type Page, type TestInfo } from "./support/test";
import { journeyPhone, requestCode, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import {
  agreeToTerms,
  asOwnClient,
  chooseFirstIfAsked,
  expectSuccess,
  fillContact,
  whenFormReady,
} from "./support/leads";
import { postFromPage, siteUrl } from "./support/sites";

// Sign-in codes are limited per client: each journey is its own client.
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** The page's one toast (the site layout's Toaster): its words are in the live region. */
const toast = (page: Page) => page.getByRole("region", { name: "Notifications" });
const toastWords = (page: Page) => toast(page).getByRole("status");

/** The toast shows this title and text. */
async function expectToast(page: Page, title: string, description: string) {
  await expect(toastWords(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toastWords(page).getByText(description, { exact: true })).toBeVisible();
}

const cardOf = (page: Page, slug: string) =>
  page.getByTestId("result-card").filter({ has: page.locator(`a[href="/cars/${slug}"]`) });
/** The first result card with a save toggle (a sold car shows none until saved): its title, slug and card. */
async function firstCard(page: Page): Promise<{ card: Locator; title: string; slug: string }> {
  const first = page
    .getByTestId("result-card")
    .filter({ has: page.getByRole("button", { name: /^Save: / }) })
    .first();
  const link = first.getByRole("heading", { level: 2 }).getByRole("link");
  const title = (await link.innerText()).trim();
  const slug = (await link.getAttribute("href"))!.replace("/cars/", "");
  return { card: cardOf(page, slug), title, slug };
}
const toggleOf = (scope: Locator | Page, title: string) =>
  scope.getByRole("button", { name: new RegExp(`^Saved?: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

test.describe("favourites on the device (Tasman Caravans: no account)", () => {
  test("save from a card with its toast, kept across a reload, listed by View List, removed with its toast", async ({
    page,
  }) => {
    await page.goto(siteUrl("tasman-caravans", "/search/new-used-and-demo-cars"));
    const { card, title } = await firstCard(page);
    const toggle = toggleOf(card, title);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveText(/^Save/);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveText(/^Saved/);
    await expectToast(page, "Car Saved In Watchlist", `${title} is now available in your watchlist`);
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event_id === 39).length),
      "event 39 on save",
    ).toBe(1);
    await expectAccessible(page);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("favourites") ?? "[]"));
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        name: title,
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        make: expect.any(String),
        model: expect.any(String),
        primary_image_url: expect.any(String),
      },
    ]);

    await page.reload();
    await expect(toggleOf(cardOf(page, stored[0].slug), title)).toHaveAttribute("aria-pressed", "true");
    // The car's own page knows it too.
    await page.goto(siteUrl("tasman-caravans", `/cars/${stored[0].slug}`));
    await expect(toggleOf(page, title)).toHaveAttribute("aria-pressed", "true");

    await page.goto(siteUrl("tasman-caravans", "/search/new-used-and-demo-cars"));
    await toggleOf(cardOf(page, stored[0].slug), title).click(); // removed...
    await expectToast(page, "Car Removed", `${title} is no longer in your watchlist`);
    await toggleOf(cardOf(page, stored[0].slug), title).click(); // ...and saved again
    await expect(toastWords(page)).toContainText("Car Saved In Watchlist");
    await toast(page).getByRole("link", { name: "View List" }).click();
    await expect(page).toHaveURL(siteUrl("tasman-caravans", "/watchlist"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your watchlist");
    const saved = page.getByTestId("saved-car");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("link", { name: title })).toHaveAttribute("href", `/cars/${stored[0].slug}`);
    await expectAccessible(page);
    await saved.getByRole("button", { name: `Remove: ${title}` }).click();
    await expectToast(page, "Car Removed", `${title} is no longer in your watchlist`);
    await expect(page.getByText("You have not saved any cars yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Search our stock" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars",
    );
    expect(await page.evaluate(() => localStorage.getItem("favourites"))).toBe("[]");
    await expectAccessible(page);
  });

  test("the toast is dismissed by its close button and by Escape", async ({ page }) => {
    await page.goto(siteUrl("tasman-caravans", "/search/new-used-and-demo-cars"));
    const { card, title } = await firstCard(page);
    await toggleOf(card, title).click();
    await expect(toastWords(page)).toContainText("Car Saved In Watchlist");
    await toast(page).getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toastWords(page)).toHaveCount(0);
    await toggleOf(card, title).click();
    await expect(toastWords(page)).toContainText("Car Removed");
    await toast(page).getByRole("link", { name: "View List" }).focus();
    await page.keyboard.press("Escape");
    await expect(toastWords(page)).toHaveCount(0);
  });
});

/** A new account each run, so that a run against a kept database starts with an empty watchlist too. */
const freshPhone = (testInfo: TestInfo) => journeyPhone(testInfo, String(Date.now()));

/** The shopper's watchlist as the server keeps it. */
const serverState = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/watchlist")).json()) as { signedIn: boolean; car_ids: number[] });

test("the device keeps the viewed car and, after an enquiry about it, the enquired car", async ({ page }) => {
  const car = await findCar(page, "tasman-caravans", "item_type=caravan", (h) => h.status === "in_stock");
  await page.goto(siteUrl("tasman-caravans", `/cars/${car.slug}`));
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("forecourt:viewed-cars") ?? "[]")))
    .toEqual([expect.objectContaining({ id: car.id })]);
  const form = page.locator("#enquiry-form");
  await whenFormReady(form);
  await fillContact(form);
  await form.getByLabel("Message").fill("Is it still available?");
  await chooseFirstIfAsked(form, "Location");
  await agreeToTerms(form);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expectSuccess(page, /Thank you/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("forecourt:enquired-car") ?? "null"))).toEqual({
    id: car.id,
    stocknum: expect.any(String),
    make: expect.any(String),
    model: expect.any(String),
    car_type: car.carType,
  });
});

test.describe("the watchlist with accounts (Harbour Toyota)", () => {
  test("signed in: save from a card, the toast, View List, remove, 'Car Removed'", async ({ page }, testInfo) => {
    await page.goto(siteUrl("harbour-toyota", "/search/used-cars"));
    await signIn(page, freshPhone(testInfo));
    const { card, title, slug } = await firstCard(page);
    const toggle = toggleOf(card, title);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expectToast(page, "Car Saved In Watchlist", `${title} is now available in your watchlist`);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event_id === 39).length)).toBe(1);
    await expectAccessible(page);
    const { car_ids } = await serverState(page);
    expect(car_ids).toHaveLength(1);

    // Another page of the same shopper knows it: the car's own page shows it saved.
    await page.goto(siteUrl("harbour-toyota", `/cars/${slug}`));
    await expect(toggleOf(page, title)).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await expect(toggleOf(cardOf(page, slug), title)).toHaveAttribute("aria-pressed", "true");
    await toggleOf(cardOf(page, slug), title).click(); // removed from the card...
    await expectToast(page, "Car Removed", `${title} is no longer in your watchlist`);
    expect((await serverState(page)).car_ids).toEqual([]);
    await toggleOf(cardOf(page, slug), title).click(); // ...saved again, then View List
    await expectToast(page, "Car Saved In Watchlist", `${title} is now available in your watchlist`);
    await toast(page).getByRole("link", { name: "View List" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/watchlist"));
    const saved = page.getByTestId("saved-car");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("link", { name: title })).toHaveAttribute("href", `/cars/${slug}`);
    await expect(saved).toContainText("$");
    await expectAccessible(page);
    await saved.getByRole("button", { name: `Remove: ${title}` }).click();
    await expectToast(page, "Car Removed", `${title} is no longer in your watchlist`);
    await expect(page.getByText("You have not saved any cars yet.")).toBeVisible();
    await expectAccessible(page);
    expect((await serverState(page)).car_ids).toEqual([]);
  });

  test("a save while signed out goes to sign-in, and the car is saved once the shopper is back signed in", async ({
    page,
  }, testInfo) => {
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock");
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await toggleOf(page, title).click();
    const here = encodeURIComponent(`/cars/${car.slug}`);
    await expect(page).toHaveURL(siteUrl("harbour-toyota", `/sign-in?type=watchlist&redirect=${here}&back=${here}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save cars to your watchlist");
    await expectAccessible(page);
    const code = await requestCode(page, freshPhone(testInfo));
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await expect(page.getByRole("button", { name: /^Saved: / })).toHaveAttribute("aria-pressed", "true");
    await expectToast(page, "Car Saved In Watchlist", `${title} is now available in your watchlist`);
    await expectAccessible(page);
    expect(await serverState(page)).toMatchObject({ signedIn: true, car_ids: [car.id] });
    // Asked once: a reload saves nothing again and shows no toast.
    await page.reload();
    await expect(page.getByRole("button", { name: /^Saved: / })).toBeVisible();
    await expect(toastWords(page)).toHaveCount(0);
  });

  test("a failed save rolls the toggle back and alerts the server's message", async ({ page, context }, testInfo) => {
    await page.goto(siteUrl("harbour-toyota", "/search/used-cars"));
    await signIn(page, freshPhone(testInfo));
    const { card, title } = await firstCard(page);
    const toggle = toggleOf(card, title);
    await expect(toggle).toBeEnabled();
    await expect.poll(() => serverState(page).then((s) => s.signedIn)).toBe(true);
    // The session ends behind the page's back (signed out in another tab, or it expired): the save is refused (401).
    await context.clearCookies();
    const alerted = new Promise<string>((resolve) =>
      page.once("dialog", async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await toggle.click();
    expect(await alerted).toBe("Please sign in to use your watchlist");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveText("Save");
    await expect(toastWords(page)).toHaveCount(0);
  });

  test("a sold car shows no Save button while not saved", async ({ page }) => {
    const car = await findCar(page, "harbour-toyota", "status=sold");
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await expect(page.getByText(/recently sold/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Saved?: / })).toHaveCount(0);
  });
});

test.describe("the watchlist with accounts, signed out", () => {
  test("a save sends the shopper to sign-in, remembering the car; the watchlist page asks to sign in", async ({
    page,
  }) => {
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock");
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const toggle = page.getByRole("button", { name: /^Save: / });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expectAccessible(page);
    await toggle.click();
    const back = encodeURIComponent(`/cars/${car.slug}`);
    await expect(page).toHaveURL(siteUrl("harbour-toyota", `/sign-in?type=watchlist&redirect=${back}&back=${back}`));
    const pending = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem("forecourt:watchlist-pending") ?? "null"),
    );
    expect(pending).toMatchObject({ id: car.id });

    await page.goto(siteUrl("harbour-toyota", "/watchlist"));
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F"));
  });

  test("the API refuses a change without a session (401) and names a bad field (400)", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    const post = (path: string, body: unknown) => postFromPage(page, path, body);
    expect(await post("/api/watchlist/save-car", { phone_number: "0400 000 001", car_id: 1 })).toEqual({
      status: 401,
      body: { success: false, error: { code: "unauthenticated", message: expect.any(String) } },
    });
    expect(await post("/api/watchlist/remove-car", { phone_number: "12", car_id: 1 })).toMatchObject({
      status: 400,
      body: { success: false, error: { fields: { phone_number: expect.any(String) } } },
    });
    const state = await page.evaluate(async () => {
      const r = await fetch("/api/watchlist");
      return { status: r.status, cache: r.headers.get("cache-control"), body: await r.json() };
    });
    expect(state).toEqual({
      status: 200,
      cache: expect.stringContaining("no-store"),
      body: { signedIn: false, phone_number: null, car_ids: [] },
    });
  });
});
