import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible, expectAccessibleAt } from "./support/axe";
import { findCar } from "./support/cars";
import { siteUrl } from "./support/sites";

/**
 * Compare: cars chosen on result cards and vehicle pages are kept on the device; /compare shows them side
 * by side from its URL alone. Compare is on for harbour-toyota and bigbox-used, off for southern-cross-motors.
 */

/** The page's scripts have run: the layout's visit tracker has noted this page (the toggles work from then on). */
async function whenHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const visits = JSON.parse(sessionStorage.getItem("forecourt:visited-pages") ?? "[]") as string[];
        return visits[visits.length - 1] === location.pathname;
      }),
    )
    .toBe(true);
}

const slugOf = async (card: Locator) => (await card.locator("h2 a").getAttribute("href"))!.replace("/cars/", "");
const titleOf = async (card: Locator) => (await card.locator("h2 a").textContent())!.trim();
/** A control's name: its words, then the car's title (read only by screen readers, so browsers space it variously). */
const named = (words: string, title: string, after = "") =>
  new RegExp(`^${words}\\W*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${after}$`);
const bar = (page: Page) => page.getByRole("complementary", { name: "Cars to compare" });

test.describe.configure({ timeout: 180_000 });

test("choose cars on cards and a vehicle page, compare them side by side, share the link, remove one", async ({
  page,
  browser,
}) => {
  // SUVs: their Body row is equal across the cars, their kilometres are not.
  const search = siteUrl("harbour-toyota", "/search/suv?car_type=used");
  await page.goto(search);
  await whenHydrated(page);
  const cards = page.getByTestId("result-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  await expect(bar(page)).toHaveCount(0);
  const chosen: { slug: string; title: string }[] = [];
  for (const n of [0, 1, 2]) {
    const card = cards.nth(n);
    const toggle = card.getByRole("button", { name: /^Add to compare/ });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    const pressed = card.getByRole("button", { name: /^Remove from compare/ });
    await expect(pressed).toHaveAttribute("aria-pressed", "true");
    chosen.push({ slug: await slugOf(card), title: await titleOf(card) });
    if (n === 0) {
      // One car is nothing to compare yet.
      await expect(bar(page)).toContainText("1 car chosen");
      await expect(bar(page).getByRole("link", { name: /^Compare/ })).toHaveCount(0);
    }
  }
  await expect(bar(page)).toContainText("3 cars chosen");
  await expect(bar(page).getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await expectAccessible(page);

  // The fourth from its own page; the list kept on the device comes along.
  const fourth = { slug: await slugOf(cards.nth(3)), title: await titleOf(cards.nth(3)) };
  const fifth = cards.nth(4);
  const fifthTitle = await titleOf(fifth);
  await page.goto(siteUrl("harbour-toyota", `/cars/${fourth.slug}`));
  await whenHydrated(page);
  await expect(bar(page).getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await page.getByRole("button", { name: named("Add to compare", fourth.title) }).click();
  await expect(page.getByRole("button", { name: named("Remove from compare", fourth.title) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  chosen.push(fourth);
  await expect(bar(page).getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await expectAccessible(page);

  // A fifth car is refused with a message; the list stays at four.
  await page.goto(search);
  await whenHydrated(page);
  await expect(page.getByRole("button", { name: named("Remove from compare", fourth.title) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: named("Add to compare", fifthTitle) }).click();
  await expect(fifth.getByRole("alert")).toHaveText("You can compare up to 4 cars. Remove one to add another.");
  await expect(page.getByRole("button", { name: named("Add to compare", fifthTitle) })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(bar(page).getByRole("link", { name: "Compare (4)" })).toBeVisible();
  await expectAccessible(page);

  // Compare: one column per car in the order chosen, each title linking to its page.
  await bar(page).getByRole("link", { name: "Compare (4)" }).click();
  const shared = `/compare?cars=${chosen.map((c) => c.slug).join(",")}`;
  await expect(page).toHaveURL(siteUrl("harbour-toyota", shared));
  await expect(page).toHaveTitle(/^Compare cars \| /);
  await expectTable(page, chosen);
  await expectAccessible(page);

  // The link alone renders the same table for anyone: a fresh browser, no storage, no JavaScript.
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await stranger.newPage();
  await fresh.goto(siteUrl("harbour-toyota", shared));
  await expectTable(fresh, chosen);
  await expect(bar(fresh)).toHaveCount(0);
  await stranger.close();
  await expectAccessibleAt(browser, siteUrl("harbour-toyota", shared));

  // Another site's car in the link is left out with a note.
  const foreign = await findCar(page, "bigbox-used", "car_type=used");
  await page.goto(siteUrl("harbour-toyota", `/compare?cars=${chosen[0]!.slug},${foreign.slug},${chosen[1]!.slug}`));
  await expect(page.getByTestId("compare-notes")).toContainText("1 car in this link could not be found");
  await expectTable(page, chosen.slice(0, 2));
  await expectAccessible(page);

  // Remove one from the comparison: the link and the device's list both lose it.
  await page.goto(siteUrl("harbour-toyota", shared));
  await whenHydrated(page);
  await page.getByRole("link", { name: named("Remove", chosen[1]!.title, " from the comparison") }).click();
  const rest = chosen.filter((_, i) => i !== 1);
  await expect(page).toHaveURL(siteUrl("harbour-toyota", `/compare?cars=${rest.map((c) => c.slug).join(",")}`));
  await expectTable(page, rest);
  await expect(bar(page).getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await expectAccessible(page);

  // Clearing empties the list: the bar goes, and a link to fewer than 2 cars says how to choose them.
  await bar(page)
    .getByRole("button", { name: /^Clear/ })
    .click();
  await expect(bar(page)).toHaveCount(0);
  await page.goto(siteUrl("harbour-toyota", `/compare?cars=${chosen[0]!.slug}`));
  await expect(page.getByRole("heading", { name: "Choose at least 2 cars to compare" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse our stock" })).toBeVisible();
  await expectAccessible(page);
});

test("a site with compare off has no compare toggle or bar, and /compare is its 404", async ({ page }) => {
  await page.goto(siteUrl("southern-cross-motors", "/search/used-cars"));
  await expect(page.getByTestId("result-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /compare/i })).toHaveCount(0);
  await expectAccessible(page);
  const car = await findCar(page, "southern-cross-motors", "car_type=used");
  await page.goto(siteUrl("southern-cross-motors", `/cars/${car.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /compare/i })).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
  await expectAccessible(page);
  const response = await page.goto(siteUrl("southern-cross-motors", `/compare?cars=${car.slug}`));
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeVisible();
  await expectAccessible(page);
});

/** The table: a column per car (title linking to its page), and each row marked Differs exactly when its values differ. */
async function expectTable(page: Page, cars: { slug: string; title: string }[]) {
  const table = page.getByRole("table");
  await expect(table.locator("caption")).toHaveText(`${cars.length} cars side by side`);
  const columns = table.locator("thead th[scope=col]");
  await expect(columns).toHaveCount(cars.length + 1);
  for (const [i, car] of cars.entries())
    await expect(columns.nth(i + 1).getByRole("link", { name: car.title })).toHaveAttribute(
      "href",
      `/cars/${car.slug}`,
    );
  const rows = table.locator("tbody tr");
  const labels = await rows.locator("th").allTextContents();
  for (const label of ["Price", "Kilometres", "Year", "Body", "Fuel", "Transmission", "Drive", "Seats", "Engine"])
    expect(labels.some((l) => l.startsWith(label))).toBe(true);
  expect(labels.some((l) => l.startsWith("Location"))).toBe(true);
  expect(labels.some((l) => l.startsWith("Key features"))).toBe(true);
  let marked = 0;
  for (const row of await rows.all()) {
    const cells = await row.locator("td").allTextContents();
    expect(cells).toHaveLength(cars.length);
    const differs = new Set(cells).size > 1;
    expect((await row.locator("th").textContent())!.endsWith("Differs"), cells.join(" | ")).toBe(differs);
    if (differs) marked++;
  }
  expect(marked).toBeGreaterThan(0);
  // All SUVs: the Body row is equal, so it is not marked; the cars' kilometres differ, so that row is.
  await expect(table.locator("tr[data-row=body] th")).toHaveText("Body");
  await expect(table.locator("tr[data-row=km] th")).toHaveText("KilometresDiffers");
}
