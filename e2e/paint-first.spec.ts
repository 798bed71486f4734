import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { call } from "./support/http";
import { siteUrl } from "./support/sites";

/*
 * Lighthouse's LCP: a cached page with a main picture has its framework scripts fetched and run after that
 * picture has been painted (src/platform/http/paint-first.ts), so they neither hold back the frame that shows it nor
 * share the connection with it. The page still hydrates, within the page's own policy (no script blocked).
 */

/** When the page's main picture was painted (Element Timing), and when each framework script was asked for. */
async function paintAndScripts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ painted: number; scripts: { name: string; startTime: number }[] }>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list
            .getEntries()
            .find((e) => (e as unknown as { identifier: string }).identifier === "urgent-picture");
          if (!entry) return;
          const scripts = performance
            .getEntriesByType("resource")
            .filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name))
            .map((r) => ({ name: r.name, startTime: r.startTime }));
          resolve({ painted: (entry as unknown as { renderTime: number }).renderTime || entry.startTime, scripts });
        }).observe({ type: "element", buffered: true });
      }),
  );
}

/** React has hydrated the page: its fiber is on the main element. */
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector("main")!).some((k) => k.startsWith("__react")));

test.describe("the main picture before the framework's scripts", () => {
  test("home, search and vehicle pages ask for their scripts only after the main picture's paint, then hydrate", async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    const car = await findCar(page, "harbour-toyota", "car_type=used", (hit) => hit.status === "in_stock");
    for (const path of ["/", "/search/used-cars", `/cars/${car.slug}`]) {
      // The second visit is the cached page every shopper gets.
      await page.goto(siteUrl("harbour-toyota", path));
      await page.goto(siteUrl("harbour-toyota", path));
      await expect.poll(() => hydrated(page), path).toBe(true);
      const { painted, scripts } = await paintAndScripts(page);
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const script of scripts) expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(painted);
    }
    await expectAccessible(page);
    expect(blocked).toEqual([]);
  });

  test("a page without a main picture keeps its scripts as Next wrote them", async ({ request }) => {
    const contact = { site: "harbour-toyota", path: "/contact-us" } as const;
    await call(request, contact); // the second answer is the cached page
    const html = await (await call(request, contact)).text();
    expect(html).not.toContain('elementtiming="urgent-picture"');
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]*async/);
  });

  test("on a phone the page works once its scripts have come: a car saved on the device", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const path = "/search/new-used-and-demo-cars";
    await page.goto(siteUrl("tasman-caravans", path));
    await page.goto(siteUrl("tasman-caravans", path));
    expect(await page.locator('img[elementtiming="urgent-picture"]').count()).toBe(1);
    // The toggle is pressable only once the page's own script knows the shopper's state.
    const save = page.getByRole("button", { name: /^Save: / }).first();
    await save.click();
    await expect(page.getByRole("button", { name: /^Saved: / }).first()).toHaveAttribute("aria-pressed", "true");
  });
});
