import { wallMs } from "@/domain/local-time";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { consoleUrl, signInToConsole } from "./support/console";
import { siteUrl } from "./support/sites";

const SITE = "bigbox-used";
const TIME_ZONE = "Australia/Sydney";

type Hit = { id: number; slug: string; price: number | null; reserved: boolean; beingReserved: boolean };

/** An instant as the form's datetime-local field takes it, in the site's time zone, to the second. */
const local = (at: Date) => new Date(wallMs(at, TIME_ZONE)).toISOString().slice(0, 19);

test.describe.serial("price specials start and end by themselves", () => {
  test("a manager makes a special a few seconds ahead; the car's page and search show it, then the old price", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Read in the browser, which resolves the sites' *.localhost hosts (Node's resolver does not).
    const searchPage = await page.context().newPage();
    const search = async () =>
      ((await (await searchPage.goto(siteUrl(SITE, "/api/search?sortBy=price-desc")))!.json()) as { hits: Hit[] }).hits;
    const hits = await search();
    const car = hits.find((h) => typeof h.price === "number" && h.price > 2000 && !h.reserved && !h.beingReserved)!;
    expect(car, `no priced car among ${JSON.stringify(hits.slice(0, 2))}`).toBeTruthy();
    const oldPrice = car.price!;
    const specialPrice = oldPrice - 1000;
    const money = (n: number) => `$${n.toLocaleString("en-AU")}`;

    await signInToConsole(page, "manager@bigbox-used.example");
    await page.goto(consoleUrl(`/stock/${car.id}/special`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Specials:");
    await expectAccessible(page);

    // A bad form names its fields and makes nothing.
    await page.getByLabel("Special price ($)").fill(String(oldPrice + 1));
    await page.getByRole("button", { name: "Save special" }).click();
    const problems = page.getByRole("alert").filter({ hasText: "Please fix the following" });
    await expect(problems).toContainText("Price: enter whole dollars below the car's current price.");
    await expect(problems).toContainText("Starts: enter a date and time.");
    await expectAccessible(page);

    const start = new Date(Date.now() + 5_000);
    const end = new Date(start.getTime() + 20_000);
    await page.getByLabel("Special price ($)").fill(String(specialPrice));
    await page.getByLabel("Starts").fill(local(start));
    await page.getByLabel("Ends").fill(local(end));
    await page.getByRole("button", { name: "Save special" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Special saved." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Upcoming" })).toContainText(money(specialPrice));

    // The special lands at its start: the car's page and the search show its price...
    const vehiclePage = await page.context().newPage();
    await expect(async () => {
      await vehiclePage.goto(siteUrl(SITE, `/cars/${car.slug}`));
      await expect(vehiclePage.getByTestId("special-line")).toContainText(
        `was ${money(oldPrice)}, now ${money(specialPrice)} until`,
      );
    }).toPass({ timeout: 30_000, intervals: [500] });
    await expect
      .poll(async () => (await search()).find((h) => h.id === car.id)?.price, { timeout: 15_000, intervals: [500] })
      .toBe(specialPrice);
    await expectAccessible(vehiclePage);

    // ...and at its end the old price returns.
    await expect(async () => {
      await vehiclePage.goto(siteUrl(SITE, `/cars/${car.slug}`));
      await expect(vehiclePage.getByTestId("special-line")).toHaveCount(0);
      await expect(vehiclePage.getByText(money(oldPrice)).filter({ visible: true }).first()).toBeVisible();
    }).toPass({ timeout: 45_000, intervals: [500] });
    await expect
      .poll(async () => (await search()).find((h) => h.id === car.id)?.price, { timeout: 15_000, intervals: [500] })
      .toBe(oldPrice);

    await page.goto(consoleUrl("/stock/specials"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Specials");
    await expectAccessible(page);
  });
});
