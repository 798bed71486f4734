import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { journeyPhone, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { asOwnClient } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { runScript } from "./support/onboarded-dealer";
import { call } from "./support/http";
import { siteUrl } from "./support/sites";

/**
 * Saved-car alerts: a shopper saves a car, opts in to e-mail alerts about it next to the saved car, its price drops
 * through the real path (`stock:import`, handed to the journeys' server), and the alert reaches the journeys' SMTP
 * server naming the dealer, with one-click unsubscribe headers and a link whose page unsubscribes at once.
 */
const SITE = "bigbox-used";
const RUN = Date.now() % 1_000_000;
const STOCKNUM = `CW${RUN}`;
const HEADER =
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour";
const feed = (price: number) =>
  `${HEADER}\n${STOCKNUM},bigbox-used-cars,blacktown,used,in_stock,Mazda,CX-5,${STOCKNUM},2021,${price},48000,suv,Petrol,Automatic,Blue\n`;
const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: ".data/e2e", DATABASE_URL: "", SEED_DEMO: "false" };

function importFeed(price: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "car-alerts-"));
  writeFileSync(path.join(dir, "feed.csv"), feed(price));
  const run = runScript(env, "stock-import.ts", ["--site", SITE, path.join(dir, "feed.csv")]);
  expect(run.status, `stock:import: ${run.stderr}`).toBe(0);
}

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test("a saved car with e-mail alerts is told of its price drop, and the link unsubscribes", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  importFeed(27990);
  const car = await findCar(page, SITE, `query=${STOCKNUM.toLowerCase()}`);
  const phone = journeyPhone(testInfo);
  await page.goto(siteUrl(SITE, "/watchlist"));
  await signIn(page, phone);
  const saved = await page.evaluate(
    async ({ id, phoneNumber }) =>
      (
        await fetch("/api/watchlist/save-car", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ phone_number: phoneNumber, car_id: id }),
        })
      ).json(),
    { id: car.id, phoneNumber: phone.e164 },
  );
  expect(saved).toMatchObject({ success: true });

  // Next to the saved car: its alerts, with the express opt-in naming the channel and the dealer.
  await page.reload();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Get alerts about this car" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Alerts for / })).toBeVisible();
  const optIn = page.getByLabel(/Yes, e-mail me alerts from .* about this saved car/);
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await page.getByLabel("E-mail address for alerts").fill(`car.alerts.${RUN}@example.com`);
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByRole("status")).toContainText("saved");
  await expectAccessible(page);

  // The price drops through the stock import.
  importFeed(25990);
  const mail = await receivedDecodedMail(["Price drop", `car.alerts.${RUN}@example.com`]);
  expect(mail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/alerts\/unsubscribe\?token=c1\.[^>]+>/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(mail).toContain("BigBox");
  expect(mail).toContain("$25,990");
  const link = /(https?:\/\/\S+\/alerts\/unsubscribe\?token=[A-Za-z0-9._%-]+)/.exec(
    mail.split("Stop them with one click:")[1]!,
  )![1]!;
  const { pathname, search } = new URL(link);

  // The garage lists the alert under the saved car: when, by e-mail (once the outbox marks it sent), and what.
  await page.goto(siteUrl(SITE, "/my-garage"));
  const sent = page.getByTestId("saved-car").getByTestId("sent-alerts");
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText("by e-mail: Price dropped $2,000", { timeout: 1_000 });
  }).toPass();
  await expect(
    page.getByTestId("saved-car").getByText(`Alerts by e-mail to car.alerts.${RUN}@example.com.`),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(siteUrl(SITE, `${pathname}${search}`));
  await expect(page.getByRole("heading", { name: "Stop these alerts?" })).toBeVisible();
  await expect(page.getByText(/for your saved car/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expectAccessible(page);

  // A mail client's one-click (RFC 8058) at the same address: no cookies, no body but the one field, answered 200.
  const mailClient = await playwright.request.newContext();
  const oneClick = await call(mailClient, {
    site: SITE,
    method: "POST",
    path: `${pathname}${search}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  await mailClient.dispose();
});
