import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { journeyPhone, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { asOwnClient } from "./support/leads";
import { htmlPart, receivedDecodedMail } from "./support/mail";
import { call, SITE_NAMES } from "./support/http";
import { runScript } from "./support/onboarded-dealer";
import { siteUrl } from "./support/sites";
import { latestSmsTo, replyFromPhone } from "./support/sms-gateway";

/**
 * Saved-car alerts: a shopper saves a car, opts in to e-mail alerts about it next to the saved car, its price drops
 * through the real path (`stock:import`, handed to the journeys' server), and the alert reaches the journeys' SMTP
 * server naming the dealer, with one-click unsubscribe headers and a link whose page unsubscribes at once. And STOP by
 * SMS: a shopper opts in to SMS alerts, the alert text reaches the journeys' SMS gateway, the shopper replies STOP
 * through the gateway's replies, and the garage then shows SMS alerts off for that car.
 */
const SITE = "bigbox-used";
const RUN = Date.now() % 1_000_000;
const STOCKNUM = `CW${RUN}`;
const HEADER =
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour";
const feed = (stocknum: string, price: number) =>
  `${HEADER}\n${stocknum},bigbox-used-cars,blacktown,used,in_stock,Mazda,CX-5,${stocknum},2021,${price},48000,suv,Petrol,Automatic,Blue\n`;
const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: ".data/e2e", DATABASE_URL: "", SEED_DEMO: "false" };

function importFeed(stocknum: string, price: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "car-alerts-"));
  writeFileSync(path.join(dir, "feed.csv"), feed(stocknum, price));
  const run = runScript(env, "stock-import.ts", ["--site", SITE, path.join(dir, "feed.csv")]);
  expect(run.status, `stock:import: ${run.stderr}`).toBe(0);
}

/** Signs in with this mobile (so it is verified) and saves the car with this stock number, ending on /watchlist. */
async function saveCarSignedIn(page: Page, stocknum: string, phone: { local: string; e164: string }) {
  const car = await findCar(page, SITE, `query=${stocknum.toLowerCase()}`);
  // Signed in from the home page, which never sends a visitor elsewhere (the gated /watchlist may already be
  // on its way to sign-in), then on to /watchlist.
  await page.goto(siteUrl(SITE, "/"));
  await signIn(page, phone);
  await page.goto(siteUrl(SITE, "/watchlist"));
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
}

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test("a saved car with e-mail alerts is told of its price drop, and the link unsubscribes", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  importFeed(STOCKNUM, 27990);
  await saveCarSignedIn(page, STOCKNUM, journeyPhone(testInfo));

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
  importFeed(STOCKNUM, 25990);
  const mail = await receivedDecodedMail(["Price drop", `car.alerts.${RUN}@example.com`]);
  expect(mail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/alerts\/unsubscribe\?token=c1\.[^>]+>/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(mail).toContain("BigBox");
  expect(mail).toContain("$25,990");
  // The HTML part, from the same template as the text, is there and names the dealer.
  expect(htmlPart(mail)).toContain("<html");
  expect(htmlPart(mail)).toContain(SITE_NAMES[SITE]);
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
  // The row links to the car's alert settings once, as the watchlist does.
  await expect(page.getByTestId("saved-car").locator('a[href$="/alerts"]')).toHaveCount(1);
  await expect(page.getByTestId("saved-car").getByRole("link", { name: "Change alerts about this car" })).toBeVisible();
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

test("replying STOP to an SMS alert turns that shopper's SMS alerts off", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const stocknum = `ST${RUN}`;
  importFeed(stocknum, 21990);
  const phone = journeyPhone(testInfo, "stop");
  await saveCarSignedIn(page, stocknum, phone);

  await page.reload();
  await page.getByRole("link", { name: "Get alerts about this car" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Alerts for / })).toBeVisible();
  const smsOptIn = page.getByLabel(/Yes, text me alerts by SMS from .* about this saved car/);
  await expect(smsOptIn).not.toBeChecked();
  await smsOptIn.check();
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByRole("status")).toContainText("saved");
  await expect(smsOptIn).toBeChecked();
  await expectAccessible(page);
  const alertsPage = page.url();

  // The price drops through the stock import: the alert text reaches the gateway, saying how to stop it.
  const before = new Date(Date.now() - 1000);
  importFeed(stocknum, 19990);
  const sms = await latestSmsTo(phone.e164, { after: before, timeoutMs: 90_000 });
  expect(sms).toContain("$19,990");
  expect(sms).toContain("Reply STOP to opt out");

  // The shopper replies STOP; the platform's next check of replies turns SMS alerts off.
  await replyFromPhone(phone.e164, "Stop");
  await expect(async () => {
    await page.goto(alertsPage);
    await expect(smsOptIn).not.toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page);
  await page.goto(siteUrl(SITE, "/watchlist"));
  await expect(page.getByRole("link", { name: "Get alerts about this car" })).toBeVisible();
  await expectAccessible(page);
});
