import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar, type Hit } from "./support/cars";
import { siteUrl } from "./support/sites";

/** The prices the strip or list shows, as numbers ("$31,990" -> 31990). */
const dollars = (texts: string[]) => texts.map((t) => Number(/\$([\d,]+)/.exec(t)?.[1]?.replace(/,/g, "")));

test.describe("similar cars", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a car's page shows up to four cars of its body within 20% of its price, nearest first, not itself", async ({
    page,
  }) => {
    const car: Hit = await findCar(page, "harbour-toyota", "car_type=used&body=suv", (h) => h.status === "in_stock");
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const strip = page.getByRole("region", { name: "Similar cars" });
    await expect(strip).toBeVisible();
    const links = strip.getByRole("heading", { level: 3 }).getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain(`/cars/${car.slug}`);
    const prices = dollars(await strip.locator("article p.text-xl").allTextContents());
    for (const price of prices) expect(Math.abs(price - car.price)).toBeLessThanOrEqual(car.price * 0.2);
    const distances = prices.map((p) => Math.abs(p - car.price));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Server-rendered: the strip is in the page's HTML.
    const html = await (await page.request.get(page.url()).catch(() => null))?.text();
    if (html) expect(html).toContain("Similar cars");
    await expectAccessible(page);
  });

  test("a sold car's SOLD panel lists similar cars to go to", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/api/search?status=sold&item_type=car"));
    const sold = (JSON.parse((await page.locator("body").textContent())!).hits as Hit[]).filter((h) => h.price > 200);
    // The first sold car that has a similar one in stock (demo stock has several).
    let found: Hit | null = null;
    for (const car of sold.slice(0, 8)) {
      await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
      if ((await page.getByRole("region", { name: "Similar cars" }).count()) > 0) {
        found = car;
        break;
      }
    }
    expect(found, "a sold car with similar cars in stock").not.toBeNull();
    const side = page.getByRole("complementary", { name: "Price and actions" });
    await expect(side.getByText("SOLD", { exact: true })).toBeVisible();
    const list = side.getByRole("region", { name: "Similar cars" });
    const links = list.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(4);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).not.toContain(
      `/cars/${found!.slug}`,
    );
    // Only in the panel: no second strip under a sold car.
    await expect(page.getByRole("region", { name: "Similar cars" })).toHaveCount(1);
    await expectAccessible(page);
  });
});
