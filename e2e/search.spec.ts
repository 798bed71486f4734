import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible, expectAccessibleAt } from "./support/axe";
import { siteUrl } from "./support/sites";

const cards = (page: Page) => page.getByTestId("result-card");
const titles = (page: Page) => cards(page).locator("h2").allInnerTexts();
const shownCount = async (page: Page) =>
  Number((await page.getByRole("status").locator("strong").innerText()).replace(/,/g, ""));
/** The count a filter's label shows: "Toyota (12)" or "Blacktown 12". */
const labelCount = async (label: Locator) =>
  Number(/(\d[\d,]*)\)?\s*$/.exec(await label.innerText())![1]!.replace(/,/g, ""));
/**
 * The cards' titles once the page shows `count` results (the list updates in place, so this waits) and a full page of
 * them (21, or fewer on the last page): a loop over the titles then checks every result, and cannot pass on none.
 */
async function titlesOf(page: Page, count?: number): Promise<string[]> {
  if (count === undefined) await expect.poll(() => shownCount(page)).toBeGreaterThan(0);
  else {
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => shownCount(page)).toBe(count);
  }
  await expect(cards(page)).toHaveCount(Math.min(await shownCount(page), 21));
  return titles(page);
}
/** The search view's analytics event 49 has been sent: from an effect, so the form's own listeners are in place too. */
async function searchViewSent(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer?.some((e) => e.event_id === 49) ??
          false,
      ),
    )
    .toBe(true);
}
/**
 * Harbour Toyota's used cars, its scripts at work, on a clock that from then on moves only when the test moves it.
 * A second ahead: on a slow machine the round trip alone can pass 100 ms, and pausing in the past throws.
 */
async function usedCarsOnPausedClock(page: Page) {
  await page.clock.install();
  await page.goto(siteUrl("harbour-toyota", "/search/used-cars"));
  await searchViewSent(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}
/** Marks the document so a full reload (which would lose the mark) can be told from an in-place update. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

test.describe("stock search with JavaScript", () => {
  test("a make filter updates the results in place, with disjunctive counts", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Cars");
    await expect(cards(page)).toHaveCount(21);
    await expectAccessible(page);
    await searchViewSent(page); // the search view sends analytics event 49
    const before = await shownCount(page);
    const toyota = page.locator("label", { hasText: /^Toyota \(\d+\)$/ });
    const mazda = page.locator("label", { hasText: /^Mazda \(\d+\)$/ });
    const [toyotas, mazdas] = [await labelCount(toyota), await labelCount(mazda)];
    expect(toyotas).toBeLessThan(before);
    await markDocument(page);
    await toyota.click();
    await page.waitForURL(/make=Toyota/);
    // The label's count is the number of cars found.
    for (const title of await titlesOf(page, toyotas)) expect(title).toContain("Toyota");
    expect(await sameDocument(page)).toBe(true);
    // Other makes keep their counts (they ignore the make selection), so a second make adds its cars.
    expect(await labelCount(mazda)).toBe(mazdas);
    await mazda.click();
    await page.waitForURL(/make=Mazda/);
    const both = await titlesOf(page, toyotas + mazdas);
    for (const title of both) expect(title).toMatch(/Toyota|Mazda/);
    expect(both.some((title) => title.includes("Mazda"))).toBe(true);
    await expectAccessible(page);
  });

  test("the location filter, and once a make is chosen the badge filter, refine the results (the search's configured filters)", async ({
    page,
  }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars?make=Toyota"));
    const location = page.locator("details", { has: page.locator("summary", { hasText: /^Location/ }) });
    const first = location.locator("label").first();
    const name = (await first.innerText()).replace(/\s*\d+$/, "").trim();
    const atLocation = await labelCount(first);
    await first.click();
    await page.waitForURL(/location_name=/);
    await titlesOf(page, atLocation);
    const overlays = await cards(page).locator("span.card-location").allInnerTexts();
    expect(overlays).toHaveLength(Math.min(atLocation, 21));
    for (const overlay of overlays) expect(overlay).toBe(name);
    const badge = page.locator("details", { has: page.locator("summary", { hasText: /^Badge/ }) });
    await badge.locator("summary").click();
    const firstBadge = badge.locator("label").first();
    const badgeName = (await firstBadge.innerText()).replace(/\s*\d+$/, "").trim();
    const withBadge = await labelCount(firstBadge);
    await firstBadge.click();
    await page.waitForURL(/badge=/);
    for (const title of await titlesOf(page, withBadge)) expect(title).toContain(badgeName);
    await expectAccessible(page);
  });

  test("the make dropdown lists 'Popular Makes' then 'All Makes' and adds a make", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars"));
    const dropdown = page.getByLabel("Add a make");
    await expect(dropdown.locator("optgroup").nth(0)).toHaveAttribute("label", "Popular Makes");
    await expect(dropdown.locator("optgroup").nth(1)).toHaveAttribute("label", "All Makes");
    await dropdown.selectOption({ label: "Subaru" });
    await page.waitForURL(/make=Subaru/);
    for (const title of await titlesOf(page)) expect(title).toContain("Subaru");
    await expect(page.locator("input[type=checkbox][name=make][value=Subaru]")).toBeChecked();
    await expect(page.getByLabel("Add a make")).toHaveValue("");
  });

  test("the keyword search waits for typing to stop, then searches", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/new-used-and-demo-cars"));
    await markDocument(page);
    await page.getByLabel("Keyword search").pressSequentially("hilux", { delay: 40 });
    await page.waitForURL(/query=hilux/);
    await expect(page).toHaveURL(/\?query=hilux$/);
    for (const title of await titlesOf(page)) expect(title).toMatch(/HiLux/i);
    expect(await sameDocument(page)).toBe(true);
    // The shopper keeps typing where they were: the new results do not take the focus from the box.
    await expect(page.getByLabel("Keyword search")).toBeFocused();
  });

  test("the keyword box searches 300 ms after the last key and the price slider 400 ms after it stops", async ({
    page,
  }) => {
    await usedCarsOnPausedClock(page);
    /** Lets real time pass, so a search started by a timer that should not have fired would show in the URL. */
    const settle = () => page.waitForTimeout(500);
    const keyword = page.getByLabel("Keyword search");
    await keyword.pressSequentially("hi");
    await page.clock.runFor(200);
    await keyword.pressSequentially("lux"); // typing again starts the wait again
    await page.clock.runFor(299);
    await settle();
    expect(page.url()).not.toContain("query=");
    await page.clock.runFor(1);
    await page.waitForURL(/\?query=hilux$/);

    const minimum = page.getByLabel("Minimum price");
    await minimum.focus();
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(399);
    await settle();
    expect(page.url()).not.toContain("price=");
    await page.clock.runFor(1);
    await page.waitForURL(/price=\d+%3A/);
  });

  test("letters typed while the first letters' results load are still searched", async ({ page }) => {
    await usedCarsOnPausedClock(page);
    // The results for "h" are held back until the shopper has typed the rest of the word.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const askedForH = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/[?&]query=h(&|$)/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    const keyword = page.getByLabel("Keyword search");
    await keyword.pressSequentially("h");
    await page.clock.runFor(300);
    await askedForH;
    await keyword.pressSequentially("ilux"); // its search now waits on the paused clock
    release();
    await page.waitForURL(/\?query=h$/);
    await expect(keyword).toHaveValue("hilux");
    await page.waitForTimeout(500); // the page settles with the results for "h"
    await page.clock.runFor(300);
    await page.waitForURL(/\?query=hilux$/);
    await expect(keyword).toBeFocused();
  });

  test("a sold car's card offers something similar instead of its facts and actions", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/new-used-and-demo-cars?status=sold"));
    await titlesOf(page);
    const sold = await cards(page).all();
    for (const card of sold) {
      await expect(card).toContainText("Like this and want something similar?");
      await expect(
        card.getByRole("link", { name: /^(Reserve Car Now|details|Finance|Enquire|Test Drive|CTD)\b/ }),
      ).toHaveCount(0);
      await expect(card.getByRole("link", { name: /^Find Me Something Similar/ })).toBeVisible();
    }
  });

  test("sorting by lowest price orders the cards and drops the page", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars?page=3"));
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/sortBy=price-asc/);
    await expect(page).not.toHaveURL(/page=/);
    const prices = (await cards(page).locator("p.card-price").allInnerTexts()).map((t) =>
      Number(t.replace(/[^\d]/g, "").slice(0, 7)),
    );
    expect(prices.length).toBe(21);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeGreaterThan(0); // BigBox leaves cars without a price out of a lowest-price sort
  });

  test("pagination moves through the results and the back button restores the earlier state", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars?body=suv"));
    const first = await titles(page);
    await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/page=2/);
    const second = await titles(page);
    expect(second).not.toEqual(first);
    await expect(page.getByRole("navigation", { name: "Pages of results" }).locator("[aria-current=page]")).toHaveText(
      "Page 2",
    );

    await page
      .getByLabel("Colour")
      .or(page.locator("details", { hasText: "Colour" }).locator("input[value=White]"))
      .first()
      .check();
    await page.waitForURL(/colour=White/);
    await expect(page).not.toHaveURL(/page=2/);
    await page.goBack();
    await page.waitForURL(/page=2/);
    await expect(page.locator("input[name=colour][value=White]")).not.toBeChecked();
    expect(await titles(page)).toEqual(second);
    await page.goForward();
    await page.waitForURL(/colour=White/);
    await expect(page.locator("input[name=colour][value=White]")).toBeChecked();
  });

  test("a chosen maximum price stays when the minimum thumb moves (the slider's range ignores the price filter)", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/used-cars?price=%3A30000"));
    const minimum = page.getByLabel("Minimum price");
    await expect(minimum).toBeVisible();
    await expect(page.getByLabel("Maximum price")).toHaveValue("30000");
    await minimum.focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/price=\d+%3A30000$/);
    await expect(page.getByLabel("Max price")).toHaveValue("30000");
  });

  test("the price slider rounds, clamps and refines after the debounce", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/used-cars"));
    const minimum = page.getByLabel("Minimum price");
    await expect(minimum).toBeVisible();
    await minimum.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
    await page.waitForURL(/price=\d+%3A/);
    const min = Number(/price=(\d+)%3A/.exec(page.url())![1]);
    expect(min % 1000).toBe(0);
    expect(min).toBeGreaterThan(5000);
    await titlesOf(page);
    const prices = (await cards(page).locator("p.card-price").allInnerTexts()).map((t) =>
      Number(t.replace(/[^\d]/g, "").slice(0, 7)),
    );
    expect(prices).toHaveLength(await cards(page).count());
    for (const p of prices) expect(p).toBeGreaterThanOrEqual(min);
    await expectAccessible(page);
  });

  test("no results offers 'Find Me Something Similar'", async ({ page }) => {
    await page.goto(siteUrl("tasman-caravans", "/search/new-used-and-demo-cars?query=zzzzzz"));
    await expect(page.getByRole("link", { name: "Find Me Something Similar" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("stock search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("filters fold behind 'Filter and sort'; 'Show Me N cars' shows the results", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars"));
    const toggle = page.getByRole("button", { name: "Filter and sort" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Keyword search")).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel("Keyword search")).toBeVisible();
    await page.locator("input[name=transmission][value=Manual]").check();
    await page.waitForURL(/transmission=Manual/);
    // The panel stays open on the new results, with the focus on the box just ticked.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("input[name=transmission][value=Manual]")).toBeFocused();
    await page.getByRole("button", { name: /^Show Me [\d,]+ cars$/ }).click();
    await expect(page.getByLabel("Keyword search")).toBeHidden();
    await expect(cards(page).first()).toBeInViewport();
    await expectAccessible(page);
  });

  test("the results do not jump when the page's script folds the filters (layout shift under 0.1)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(siteUrl("bigbox-used", "/search/used-cars"));
    await expect(page.getByRole("button", { name: "Filter and sort" })).toBeVisible();
    await expect(page.getByLabel("Keyword search")).toBeHidden();
    await page.waitForLoadState("networkidle");
    // 0.1 is Core Web Vitals' 'good'; the folding panel used to push the results down 0.52 until hydration.
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
    await expect(cards(page).first().locator("img")).toHaveAttribute("loading", "eager");
  });
});

test.describe("stock search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form works as a plain GET form and lands on the canonical URL", async ({ page, browser }) => {
    await page.goto(siteUrl("southern-cross-motors", "/search/new-used-and-demo-cars"));
    await page.locator("input[name=car_type][value=used]").check();
    await page.locator("input[name=price_max]").fill("30000");
    await page.getByRole("button", { name: /^Show Me [\d,]+ cars$/ }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?car_type=used&price=%3A30000$/);
    await titlesOf(page);
    const prices = (await cards(page).locator("p.card-price").allInnerTexts()).map((t) =>
      Number(t.replace(/[^\d]/g, "").slice(0, 7)),
    );
    expect(prices).toHaveLength(await cards(page).count());
    for (const price of prices) expect(price).toBeLessThanOrEqual(30000);
    await expect(page.locator("input[name=car_type][value=used]")).toBeChecked();
    await expectAccessibleAt(browser, page.url());
  });

  test("an unknown or malformed parameter is dropped by a redirect to the canonical URL", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/search/used-cars?make=Kia&utm_source=mail&page=abc"));
    await expect(page).toHaveURL(/\/search\/used-cars\?make=Kia$/);
    // Search engines need the canonical URL absolute, on the site's own origin; browsers get a square tab icon.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^https?:\/\/[^/]+\/search\/used-cars\?make=Kia$/,
    );
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    const answer = await page.goto(new URL(icon!, page.url()).href); // the browser, which resolves *.localhost
    expect(answer?.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("make, model and body paths search within them; an unknown make is a 404", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/search/toyota/hilux"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota HiLux Cars for sale");
    for (const title of await titlesOf(page)) expect(title).toContain("Toyota HiLux");
    await page.goto(siteUrl("bigbox-used", "/search/ute"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ute for sale");
    expect((await page.goto(siteUrl("bigbox-used", "/search/lamborghini")))?.status()).toBe(404);
  });

  test("the home page search entry leads to the site's listing with the keyword and make", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used"));
    await page.getByLabel("Make", { exact: true }).selectOption({ label: "Mazda" });
    await page.getByLabel("Search our stock").fill("cx");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/used-cars\?.*query=cx/);
    for (const title of await titlesOf(page)) expect(title).toMatch(/Mazda CX/);
  });
});

test.describe("search API", () => {
  test("answers hits, count, page, pages, facets and ms for the page's query string", async ({ page }) => {
    const response = await page.goto(siteUrl("bigbox-used", "/api/search?make=Toyota&sortBy=price-desc&page=2"));
    expect(response?.status()).toBe(200);
    const body = await response!.json();
    expect(Object.keys(body).sort()).toEqual(["count", "facets", "hits", "ms", "page", "pages"]);
    expect(body.page).toBe(2);
    expect(body.hits).toHaveLength(21);
    expect(body.facets.make.Toyota).toBe(body.count);
    expect(body.pages).toBe(Math.ceil(body.count / 21));
  });

  test("names an unknown or malformed parameter in a 400", async ({ page }) => {
    const response = await page.goto(siteUrl("bigbox-used", "/api/search?price=9:1&colour_of=red"));
    expect(response?.status()).toBe(400);
    const body = await response!.json();
    expect(Object.keys(body.error.fields).sort()).toEqual(["colour_of", "price"]);
  });
});
