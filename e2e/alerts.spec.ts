import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { journeyPhone, requestCode } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { asOwnClient } from "./support/leads";
import { htmlPart, receivedDecodedMail } from "./support/mail";
import { SITE_NAMES } from "./support/http";
import { runScript } from "./support/onboarded-dealer";
import { siteUrl } from "./support/sites";

/**
 * Saved-search alerts: a shopper saves a search with e-mail alerts (their express opt-in), a new car matching it
 * arrives through the real path (`stock:import`, handed to the journeys' server), and the alert reaches the journeys'
 * SMTP server naming the dealer, with one-click unsubscribe headers and link; the link's page unsubscribes at once,
 * and a forged link is refused with a 400.
 */
const SITE = "bigbox-used";
const RUN = Date.now() % 1_000_000;
const BADGE = `AL${RUN}`;
const HEADER =
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour";
const feed = () =>
  `${HEADER}\nAL${RUN},bigbox-used-cars,blacktown,used,in_stock,Mazda,CX-5,${BADGE},2021,27990,48000,suv,Petrol,Automatic,Blue\n`;
const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: ".data/e2e", DATABASE_URL: "", SEED_DEMO: "false" };

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test("a saved search with e-mail alerts is told of a new matching car, and its link unsubscribes", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const searchName = `Mazda ${BADGE}`;
  await page.goto(siteUrl(SITE, `/search?query=${BADGE.toLowerCase()}`));
  await page.getByRole("link", { name: "Save this search" }).click();
  const code = await requestCode(page, journeyPhone(testInfo));
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Name", { exact: true }).fill(searchName);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("status").getByText(`Saved “${searchName}” to your garage.`)).toBeVisible();

  // Alerts by e-mail, instantly, with the express opt-in naming the channel and the dealer.
  await page.getByRole("link", { name: "Your saved searches" }).click();
  await page.getByRole("link", { name: `Rename or set alerts for ${searchName}` }).click();
  await page.getByLabel(/Yes, e-mail me alerts from/).check();
  await page.getByLabel("E-mail address for alerts").fill(`alerts.${RUN}@example.com`);
  await page.getByLabel("As soon as a car matches").check();
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expectAccessible(page);

  // A new car matching the search arrives by the stock import.
  const dir = mkdtempSync(path.join(tmpdir(), "alerts-"));
  writeFileSync(path.join(dir, "feed.csv"), feed());
  const run = runScript(env, "stock-import.ts", ["--site", SITE, path.join(dir, "feed.csv")]);
  expect(run.status, `stock:import: ${run.stderr}`).toBe(0);

  const mail = await receivedDecodedMail([searchName, `alerts.${RUN}@example.com`]);
  // Long header lines are folded: the value may start on the next line.
  expect(mail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/alerts\/unsubscribe\?token=[^>]+>/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(mail).toContain("BigBox");
  expect(mail).toContain("New match: ");
  // The HTML part, from the same template as the text, is there and names the dealer.
  expect(htmlPart(mail)).toContain("<html");
  expect(htmlPart(mail)).toContain(SITE_NAMES[SITE]);
  const link = /(https?:\/\/\S+\/alerts\/unsubscribe\?token=[A-Za-z0-9._%-]+)/.exec(
    mail.split("Stop them with one click:")[1]!,
  )![1]!;
  const { pathname, search } = new URL(link);

  // The garage lists the alert under its saved search: when, by e-mail (once the outbox marks it sent), and what.
  await page.goto(siteUrl(SITE, "/my-garage"));
  const sent = page.getByTestId("saved-search").filter({ hasText: searchName }).getByTestId("sent-alerts");
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText("by e-mail: 1 new match", { timeout: 1_000 });
  }).toPass();
  await expectAccessible(page);

  // A forged or altered link is refused, clearly.
  const forged = await page.goto(siteUrl(SITE, `${pathname}${search.slice(0, -3)}abc`));
  expect(forged!.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();
  await expectAccessible(page);

  // The link's pages are the site's own: its header and footer, never indexed.
  await page.goto(siteUrl(SITE, `${pathname}${search}`));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // The link asks first, then stops the alerts at once.
  await page.goto(siteUrl(SITE, `${pathname}${search}`));
  await expect(page.getByRole("heading", { name: "Stop these alerts?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expectAccessible(page);
});
