import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { siteUrl } from "./support/sites";

/*
 * Lighter pages: while a page loads and hydrates, the browser's Intl API is not used. Its first use loads
 * locale data on the main thread (30-70 ms in this machine's Chromium, four times that on Lighthouse's simulated phone),
 * and each toLocaleString("en-AU") after it costs far more than grouping digits (src/ui/whole-number.ts). The search
 * page once formatted about 90 counts that way during hydration, every page worked out the dealership's clock for its
 * sticky footer, which shows only after scrolling.
 */

/** Records every use of Intl (and of the methods built on it) in the page, from before its first script. */
async function recordIntl(page: Page) {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    const where = () => (new Error().stack ?? "").split("\n")[3]?.trim() ?? "";
    const watch = (target: object, name: string, label: string) => {
      const original = (target as Record<string, (...args: unknown[]) => unknown>)[name]!;
      (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        used.push(`${label} ${where()}`);
        return original.apply(this, args);
      };
    };
    watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
    watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
    watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
    watch(Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString");
    watch(String.prototype, "localeCompare", "String#localeCompare");
    for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Watched = function (...args: unknown[]) {
        used.push(`Intl.${name} ${where()}`);
        return new Original(...args);
      };
      Watched.prototype = Original.prototype;
      (Intl as unknown as Record<string, unknown>)[name] = Watched;
    }
  });
}

/** Until React has hydrated the page (its fiber is on the main element) and the effects that follow have run. */
async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector("main")!).some((k) => k.startsWith("__react"))))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
}

const intlUsed = (page: Page) => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);

test.describe("no Intl while a page loads", () => {
  test("home, search, vehicle and location pages hydrate without it; the sticky footer asks the clock once scrolled", async ({
    page,
  }) => {
    await recordIntl(page);
    const car = await findCar(page, "harbour-toyota", "car_type=used", (hit) => hit.status === "in_stock");
    for (const path of ["/", "/search/used-cars", `/cars/${car.slug}`, "/locations/fremantle-sales"]) {
      await page.goto(siteUrl("harbour-toyota", path));
      await hydrated(page);
      expect(await intlUsed(page), path).toEqual([]);
    }
    await expectAccessible(page);

    // The footer could show only after 50 px of scrolling: open or closed is worked out then, on the dealer's clock.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => (await intlUsed(page)).some((use) => use.startsWith("Intl.DateTimeFormat")))
      .toBe(true);
  });
});
