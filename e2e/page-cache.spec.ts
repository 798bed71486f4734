import { expect, test } from "./support/test";
import { journeyPhone } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { call } from "./support/http";
import { asOwnClient } from "./support/leads";
import { fillCheckout, payWithTestCard, reservableCar } from "./support/reserve";
import { siteUrl } from "./support/sites";

/*
 * Pages are rendered once and cached per site until the database announces a change to the site's stock
 * (docs/adr/0008): the answers say so (x-nextjs-cache), carry no per-request nonce but the hashes of their
 * own inline scripts, and still work in a browser; a change a shopper makes reaches the cached pages at once.
 */
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("cached pages", () => {
  test("a search page is served from the cache on its second visit, checked back every time, and works under its policy", async ({
    page,
    request,
  }) => {
    const path = "/search/used-cars";
    // A visit and a second one: a HIT unless the site's stock changed between them (journeys beside this one reserve
    // Harbour's cars, rightly making the page STALE), so the pair is tried again until nothing came between.
    let again = await call(request, { site: "harbour-toyota", path });
    await expect
      .poll(
        async () => {
          await call(request, { site: "harbour-toyota", path });
          again = await call(request, { site: "harbour-toyota", path });
          return again.headers()["x-nextjs-cache"];
        },
        { timeout: 30_000 },
      )
      .toBe("HIT");
    expect(again.status()).toBe(200);
    expect(again.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const policy = again.headers()["content-security-policy"] ?? "";
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    // Revalidating with the ETag costs a 304, not a page.
    const etag = again.headers()["etag"];
    expect(etag).toBeTruthy();
    const revalidated = await call(request, { site: "harbour-toyota", path, headers: { "if-none-match": etag! } });
    expect(revalidated.status()).toBe(304);
    // The browser's copy keeps the policy naming its own scripts' hashes: a 304 sends none over it.
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();

    const violations: string[] = [];
    page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()));
    await page.goto(siteUrl("harbour-toyota", path));
    // The watchlist button is enabled once the page's scripts have run: they are allowed by their hashes.
    await expect(page.getByRole("button", { name: /^Save/ }).first()).toBeEnabled();
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    // Again, from the browser's own copy after a 304: its scripts still run.
    await page.goto(siteUrl("harbour-toyota", "/"));
    await page.goto(siteUrl("harbour-toyota", path));
    await expect(page.getByRole("button", { name: /^Save/ }).first()).toBeEnabled();
    expect(violations).toEqual([]);
    await expectAccessible(page);
  });

  test("a search with a query string is cached by its URL, whatever the order of its parameters", async ({
    request,
  }) => {
    const first = await call(request, { site: "bigbox-used", path: "/search/used-cars?sortBy=price-desc&body=sedan" });
    expect(first.status()).toBe(200);
    const other = await call(request, { site: "bigbox-used", path: "/search/used-cars?body=sedan&sortBy=price-desc" });
    expect(other.status()).toBe(200);
    expect(other.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await other.text()).toBe(await first.text());
    // The page itself still never shows the rewrite it is served from.
    expect(await other.text()).not.toContain('href="/search-results');
  });

  test("a missing make on a cached search route is the site's own 404 page, rendered on the server", async ({
    request,
  }) => {
    for (let visit = 0; visit < 2; visit++) {
      const answer = await call(request, { site: "tasman-caravans", path: "/search/no-such-make-anywhere/x" });
      expect(answer.status()).toBe(404);
      const html = await answer.text();
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toContain("Sorry, we couldn&#x27;t find that page");
      expect(html).toContain("Tasman Caravans");
    }
  });

  test("the routes the proxy serves searches and chosen weeks from are no addresses: asked for directly, the site's 404", async ({
    request,
  }) => {
    const query = Buffer.from("make=Toyota").toString("base64url");
    for (const path of [`/search-results/${query}/used-cars`, "/search-results/-", "/location-week/fremantle-sales"]) {
      const answer = await call(request, { site: "harbour-toyota", path });
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain("Sorry, we couldn&#x27;t find that page");
    }
    // The addresses they serve are pages.
    for (const path of ["/search/used-cars?make=Toyota", "/locations/fremantle-sales?from=2026-12-21"])
      expect((await call(request, { site: "harbour-toyota", path })).status(), path).toBe(200);
  });

  test("a hold a shopper places reaches the cached pages that show the car at once: its page and its search", async ({
    page,
    request,
  }, testInfo) => {
    // Its own search and car: no other journey reserves from Harbour's demo cars by highest price.
    const query = "car_type=demo&sortBy=price-desc";
    const car = await reservableCar(page, "harbour-toyota", query, 0);
    const carPath = `/cars/${car.slug}`;
    const searchPath = `/search/demo-cars?sortBy=price-desc`;
    // Other journeys change Harbour's stock too (each change drops its pages): asked until an answer comes cached.
    const cachedSoon = (path: string) =>
      expect
        .poll(async () => (await call(request, { site: "harbour-toyota", path })).headers()["x-nextjs-cache"], {
          message: path,
          timeout: 15_000,
        })
        .toBe("HIT");
    for (const path of [carPath, searchPath]) await cachedSoon(path);

    await page.goto(siteUrl("harbour-toyota", carPath));
    await page.getByRole("link", { name: "Reserve Car Now" }).first().click();
    const phone = journeyPhone(testInfo).local;
    await fillCheckout(page, { name: "Cam Cache", email: "cam.cache@example.com", phone });
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await payWithTestCard(page);
    await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");

    // The very next request for each page is rendered afresh, with the hold in it.
    const carPage = await call(request, { site: "harbour-toyota", path: carPath });
    expect(carPage.headers()["x-nextjs-cache"]).not.toBe("HIT");
    expect(await carPage.text()).toContain('data-testid="reserved-tag"');
    const search = await call(request, { site: "harbour-toyota", path: searchPath });
    expect(search.headers()["x-nextjs-cache"]).not.toBe("HIT");
    // Rendered from a search index that has caught up: the car's card is tagged Reserved.
    const card = (await search.text()).split("<article").find((a) => a.includes(`href="${carPath}"`));
    expect(card).toContain(">Reserved<");
    await page.goto(siteUrl("harbour-toyota", carPath));
    await expect(page.getByTestId("reserved-tag")).toHaveText("Reserved");
    await expect(page.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);
    // And it is cached again from there.
    await cachedSoon(carPath);
  });

  test("a location page is cached; the week a shopper chooses is rendered for the request", async ({ request }) => {
    const path = "/locations/fremantle-sales";
    await expect
      .poll(async () => (await call(request, { site: "harbour-toyota", path })).headers()["x-nextjs-cache"], {
        timeout: 15_000,
      })
      .toBe("HIT");
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const week = await call(request, { site: "harbour-toyota", path: `${path}?from=${nextWeek}` });
    expect(week.status()).toBe(200);
    expect(week.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(week.headers()["cache-control"]).toContain("no-store");
    // The page never shows the route it is served from.
    expect(await week.text()).not.toContain("/location-week/");
  });
});
