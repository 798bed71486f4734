import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { runScript } from "./support/onboarded-dealer";
import { siteUrl } from "./support/sites";

/**
 * Price history: a car's price drops through the real path (`stock:import`, the feed engine's command source, handed
 * to the journeys' server through its operator door), and the shopper sees the drop, the history and the days listed
 * on its page, without JavaScript too, and the 'Price Drop' tag on its card on BigBox (the demo site that asks).
 */
const SITE = "bigbox-used";
const RUN = Date.now() % 1_000_000;
const BADGE = `PH${RUN}`;
const HEADER =
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour";
const feed = (price: number) =>
  `${HEADER}\nPH${RUN},bigbox-used-cars,blacktown,used,in_stock,Mazda,CX-5,${BADGE},2021,${price},48000,suv,Petrol,Automatic,Blue\n`;
// The journeys' server holds its embedded database: the command hands the file to it (scripts/stock-import.ts).
const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: ".data/e2e", DATABASE_URL: "", SEED_DEMO: "false" };
const today = () =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Sydney",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());

function importFeed(price: number, expected: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "price-history-"));
  const file = path.join(dir, "feed.csv");
  writeFileSync(file, feed(price));
  const run = runScript(env, "stock-import.ts", ["--site", SITE, file]);
  expect(run.status, `stock:import: ${run.stderr}`).toBe(0);
  expect(run.stdout).toContain(expected);
}

test("a price drop shows on the car's page (drop line, history, days listed) and as a tag on its card", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  importFeed(31990, `1 added, 0 updated, 0 unchanged on ${SITE}`);
  importFeed(29990, `0 added, 1 updated, 0 unchanged on ${SITE}`);

  const search = `/search/new-used-and-demo-cars?query=${BADGE.toLowerCase()}`;
  // The search index rebuilds once it hears of the change: a fresh load until the card shows its new price.
  const card = page.getByTestId("result-card").filter({ hasText: BADGE });
  await expect(async () => {
    await page.goto(siteUrl(SITE, search));
    await expect(card).toContainText("$29,990", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card.locator(".card-tag")).toHaveText("Price Drop");
  await expectAccessible(page);

  const { slug } = await findCar(page, SITE, `query=${BADGE.toLowerCase()}`);
  await page.goto(siteUrl(SITE, `/cars/${slug}`));
  await expect(page.getByTestId("price-drop-line")).toHaveText(`Price dropped $2,000 on ${today()}`);
  await expect(page.getByTestId("days-listed")).toHaveText("Listed today");
  const history = page.getByRole("table", { name: "Price changes of this car, newest first" });
  await expect(history.getByRole("row")).toHaveText([
    "DatePriceChange",
    `${today()}$29,990−$2,000`,
    `${today()}$31,990Listed`,
  ]);
  await expectAccessible(page);

  // Server-rendered: the same page without JavaScript says the same.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(siteUrl(SITE, `/cars/${slug}`));
  await expect(plain.getByTestId("price-drop-line")).toHaveText(`Price dropped $2,000 on ${today()}`);
  await expect(plain.getByRole("heading", { name: "Price history" })).toBeVisible();
  await noScript.close();
});
