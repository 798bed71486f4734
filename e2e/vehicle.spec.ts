import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { siteUrl } from "./support/sites";

test.describe("vehicle page", () => {
  test("an available car shows its price, sections, actions and structured data", async ({ page }) => {
    // Reservable: in stock, not already reserved, priced.
    const car = await findCar(
      page,
      "harbour-toyota",
      "car_type=used&certified=true&sortBy=price-desc",
      (h) => h.status === "in_stock" && !h.reserved && h.price > 200,
    );
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(car.name.split(" ").slice(0, 3).join(" "));
    // The sticky bar opens once the page has scrolled past 900 px.
    await expect(page.getByTestId("sticky-bar")).toHaveAttribute("data-opened", "false");
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect(page.getByTestId("sticky-bar")).toHaveAttribute("data-opened", "true");
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(page.getByTestId("sticky-bar")).toHaveAttribute("data-opened", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ["Key information", "Car Summary", "All Specifications", "Our Comments"])
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    const side = page.getByRole("complementary", { name: "Price and actions" });
    await expect(side.getByText(`$${car.price.toLocaleString("en-AU")}`)).toBeVisible();
    for (const label of [
      "Enquire",
      "Get Finance Quote",
      "Trade-In Valuation",
      "Reserve Car Now",
      "Book a Test Drive",
      "Make an Offer",
      "Call the Dealer",
    ]) {
      await expect(side.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(page.getByTestId("views")).toContainText(/\d+ views?/);
    // The certified badge opens its dialog of benefits.
    await page
      .getByRole("button", { name: /Certified Pre-Owned/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toContainText("90 point inspection");
    await page.getByRole("button", { name: "Close" }).click();
    // Key information shows 4 then Show More.
    await expect(page.locator("#key-information + div dl > div")).toHaveCount(4);
    const keyInfo = page.locator("section[aria-labelledby=key-information]");
    await keyInfo.getByText("Show More", { exact: true }).click();
    await expect(keyInfo.getByText("Show Less", { exact: true })).toBeVisible();
    // The Car is the page's first JSON-LD block (its BreadcrumbList follows: e2e/structured-data.spec.ts).
    const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").first().textContent())!);
    expect(jsonLd["@type"]).toBe("Car");
    expect(jsonLd.offers.priceCurrency).toBe("AUD");
    expect(jsonLd.mileageFromOdometer.unitCode).toBe("KMT");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      `https://harbour-toyota.example/cars/${car.slug}`,
    );
    await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", /.+/);
    // The detail view of a used car sends analytics event 4.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer?.some((e) => e.event_id === 4) ??
            false,
        ),
      )
      .toBe(true);
    await expectAccessible(page);
  });

  test("the below-market-price indicator explains itself in a tooltip on hover and focus; Escape hides it", async ({
    page,
  }) => {
    // Which cars are under their market average is in the stock data, not the search API: look through the first used cars.
    const body = await (await page.goto(siteUrl("harbour-toyota", "/api/search?car_type=used")))!.json();
    let indicator = page.getByRole("button", { name: /below market price$/ });
    for (const hit of (body.hits as { slug: string; status: string }[]).filter((h) => h.status !== "sold")) {
      await page.goto(siteUrl("harbour-toyota", `/cars/${hit.slug}`));
      if ((await indicator.count()) > 0) break;
    }
    indicator = page
      .getByRole("complementary", { name: "Price and actions" })
      .getByRole("button", { name: /^\$[\d,]+ below market price$/ });
    await expect(indicator).toHaveCount(1);
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeHidden();
    await indicator.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(
      /^This price is \$[\d,]+ under the average (price in this state|market price) of \$[\d,]+ for similar vehicles\.$/,
    );
    await expect(indicator).toHaveAccessibleDescription(/under the average/);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await indicator.focus();
    await expect(tooltip).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });

  test("a sold car keeps its URL and shows the SOLD panel instead of the buttons", async ({ page }) => {
    const car = await findCar(page, "harbour-toyota", "status=sold&item_type=car");
    const response = await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    expect(response?.status()).toBe(200);
    const side = page.getByRole("complementary", { name: "Price and actions" });
    await expect(side.getByText("Unfortunately this car recently sold")).toBeVisible();
    // The Find Me Something Similar form itself stands in place of the buttons.
    await expect(side.getByRole("heading", { name: "Find Me Something Similar", level: 2 })).toBeVisible();
    await expect(side.locator("#enquiry-form")).toBeVisible();
    await expect(page.locator("#enquiry-form")).toHaveCount(1);
    await expect(side.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);
    await expect(side.getByRole("link", { name: "Trade-In Valuation" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a caravan shows width, length in feet and metres, tare, axle, sleeps and ATM", async ({ page }) => {
    const car = await findCar(page, "tasman-caravans", "item_type=caravan");
    await page.goto(siteUrl("tasman-caravans", `/cars/${car.slug}`));
    const summary = page.locator("#car-summary + dl");
    for (const label of ["Width", "Length", "Tare weight", "Axle type", "Sleeps", "Aggregate trailer mass"])
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    await expect(summary).toContainText(/\d+ ft \(\d+\.\d\d m\)/);
    await expect(summary.getByText("Kms", { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a car without a price shows PREORDER or the site's no-price text, never $0", async ({ page }) => {
    const car = await findCar(page, "bigbox-used", "price=0:10");
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    const side = page.getByRole("complementary", { name: "Price and actions" });
    await expect(side.getByText(car.preorder ? "PREORDER" : "Enquire for price.")).toBeVisible();
    await expect(side.getByText("$0")).toHaveCount(0);
    await expect(side.getByRole("link", { name: "Get Finance Quote" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the phone number is masked until revealed, then offers tel: and sms:", async ({ page }) => {
    const car = await findCar(page, "southern-cross-motors", "car_type=demo");
    await page.goto(siteUrl("southern-cross-motors", `/cars/${car.slug}`));
    const reveal = page.getByRole("button", { name: /Reveal phone number/ });
    await expect(reveal).toContainText("(07) XXXX XXXX");
    await reveal.click();
    const shown = page.getByTestId("revealed-phone");
    await expect(shown.getByRole("link", { name: "(07) 5550 4403" })).toHaveAttribute("href", "tel:0755504403");
    await expect(shown.getByRole("link", { name: "Send a text" })).toHaveAttribute("href", "sms:0755504403");
    await expectAccessible(page);
  });

  test("copying the link confirms with 'Copied' and a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const car = await findCar(page, "bigbox-used", "body=ute");
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "to your clipboard!" })).toContainText(
      /^Copied .+ to your clipboard!$/,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://bigboxcars.example/cars/${car.slug}`,
    );
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 3000 });
    await expect(page.getByRole("link", { name: "Share on X (Twitter)" })).toBeVisible();
  });

  test("'Copied' shows for 1.5 s and the toast for 3 s; a share link opens a 550 x 400 window", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    // The browser's own window would not tell its size back: record what the page asks for instead.
    await page.addInitScript(() => {
      const w = window as unknown as { opened: string[] };
      w.opened = [];
      window.open = (_url?: string | URL, _target?: string, features?: string) => {
        w.opened.push(String(features));
        return null;
      };
    });
    const car = await findCar(page, "bigbox-used", "body=ute");
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    // From here the page's time moves only when the test moves it.
    // A second ahead: on a slow machine the round trip alone can pass 100 ms, and pausing in the past throws.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const copied = page.getByRole("button", { name: "Copied" });
    const toast = page.getByRole("status").filter({ hasText: "to your clipboard!" });
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(copied).toBeVisible();
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1499);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1499);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);

    await page.getByRole("link", { name: "Share on Facebook" }).click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
      expect.stringMatching(/^width=550,height=400\b/),
    ]);
  });

  test("the print page and the PDF download", async ({ page }) => {
    const car = await findCar(page, "harbour-toyota", "car_type=new");
    await page.goto(siteUrl("harbour-toyota", `/print?car_id=${car.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("an unknown vehicle is a helpful 404 with a way to search", async ({ page }) => {
    const response = await page.goto(siteUrl("harbour-toyota", "/cars/no-such-car-123"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that vehicle");
    await expect(page.getByRole("link", { name: "Search our stock" })).toBeVisible();
    await expectAccessible(page);
  });
});
