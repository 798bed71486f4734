import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Response } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { startStripeApiServer, type StripeApiServer } from "@/platform/payments/testing/stripe-api-server";
import { journeyPhone, signIn } from "./support/accounts";
import { expectAccessible, expectAccessibleAt } from "./support/axe";
import { asOwnClient } from "./support/leads";
import { fillCheckout } from "./support/reserve";
import { receivedDecodedMail } from "./support/mail";
import { adfFromMime } from "@/features/leads/testing/adf-attachment";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
// Each journey runs axe on several pages: under a loaded machine that outlasts the default minute.
test.describe.configure({ timeout: 240_000 });

test.describe("online payment (/online-payment)", () => {
  test("signed out on Southern Cross: bad input named, the demo page charges at once, the receipt page and e-mail, the dealer told", async ({
    page,
  }, testInfo) => {
    await page.goto(siteUrl("southern-cross-motors", "/online-payment"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
    await expect(page.getByRole("note")).toContainText("no money moves");
    await expectAccessible(page);

    await page.getByLabel("Reference").fill("<x>");
    await page.getByLabel("Amount (AUD)").fill("10000.01");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    const errors = page.getByRole("alert").filter({ hasText: "Please fix the following errors:" });
    await expect(errors).toContainText("Reference: 3 to 30 letters");
    await expect(errors).toContainText("Amount: enter an amount from $0.50 to $10,000.00, in dollars and cents");
    await expect(errors).toContainText("Name: please enter your name");
    await expect(errors).toContainText("Please enter a valid e-mail address");
    await expect(page.getByLabel("Amount (AUD)")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    const reference = `INV-${journeyPhone(testInfo).e164.slice(-6)}`;
    await page.getByLabel("Payment for").selectOption("service-invoice");
    await page.getByLabel("Reference").fill(reference);
    await page.getByLabel("Amount (AUD)").fill("$489.50");
    await page.getByLabel("Full name").fill("Jo Payer");
    await page.getByLabel("E-mail").fill("jo.payer@example.com");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online (demo)");
    await expect(page.getByText("Amount: $489.50 AUD, charged at once.")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $489.50 (demo)" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Receipt OP-\d+$/);
    await expect(page.getByRole("status")).toContainText("$489.50 paid to Southern Cross Motors");
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText("Demo payment provider: no money moved.")).toBeVisible();
    await expectAccessible(page);
    const receiptNumber = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Receipt ", "");

    // A reload settles nothing twice; the payer's receipt and the dealer's notice arrive once each.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Receipt ${receiptNumber}`);
    const receipt = await receivedDecodedMail([`Receipt ${receiptNumber}`, "jo.payer@example.com", "Your receipt:"]);
    expect(receipt).toContain(reference);
    const notice = await receivedDecodedMail(["Online Payment", reference, "Jo Payer"]);
    expect(notice).toContain("$489.50 AUD");
    expect(adfFromMime(notice)).toContain(reference);
  });

  test("gated on Harbour Toyota: sign in first, then the form", async ({ page }, testInfo) => {
    await page.goto(siteUrl("harbour-toyota", "/online-payment"));
    await expect(page).toHaveURL(/\/sign-in\?type=payment&redirect=%2Fonline-payment/);
    await expectAccessible(page);
    await page.goto(siteUrl("harbour-toyota", "/"));
    await signIn(page, journeyPhone(testInfo));
    await page.goto(siteUrl("harbour-toyota", "/online-payment"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
    await expect(page.getByLabel("Payment for")).toBeVisible();
    await expectAccessible(page);
  });

  test("a site that does not offer it answers its 404, as does a receipt with a wrong key", async ({ page }) => {
    expect((await page.goto(siteUrl("bigbox-used", "/online-payment")))?.status()).toBe(404);
    expect(
      (await page.goto(siteUrl("southern-cross-motors", "/online-payment/receipt/1?key=" + "x".repeat(32))))?.status(),
    ).toBe(404);
  });
});

/**
 * With Stripe as the provider, a payment form posted without JavaScript is answered with a 303 to Stripe's hosted page,
 * and the browser follows it only if the page's form-action names that origin (form-action governs a form's redirects
 * too). The platform's own server process (the build the journeys made) runs here with Stripe's API played by a local
 * server, on a port and database of its own, without the demo stock: one car imported for Harbour Toyota to reserve.
 */
test.describe("payment forms reach the provider's hosted page without JavaScript (Stripe configured)", () => {
  const PORT = E2E_PORT + 4;
  const SECRET = "sk_test_forecourtJourneyKey1";
  const stripeUrl = (slug: string, p: string) => `http://${slug}.localhost:${PORT}${p}`;
  const tsx = path.resolve("node_modules", ".bin", "tsx");
  let api: StripeApiServer;
  let server: ChildProcess | undefined;

  test.use({ javaScriptEnabled: false });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    api = await startStripeApiServer(SECRET);
    const dir = mkdtempSync(path.join(tmpdir(), "stripe-journey-"));
    const feed = path.join(dir, "feed.csv");
    writeFileSync(
      feed,
      "stocknum,dealership,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour\n" +
        "SJ1001,harbour-toyota,used,in_stock,Toyota,RAV4,GX,2021,31990,42000,suv,Petrol,Automatic,Silver\n",
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PGLITE_DIR: path.join(dir, "pglite"),
      DATABASE_URL: "",
      SEED_DEMO: "false",
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: "1",
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: "whsec_forecourtJourneySecret",
      STRIPE_API_BASE: api.url,
    };
    const prepared = spawnSync(tsx, [path.resolve("scripts", "db-prepare.ts")], { env, encoding: "utf8" });
    expect(prepared.status, prepared.stderr).toBe(0);
    const imported = spawnSync(tsx, [path.resolve("scripts", "stock-import.ts"), "--site", "harbour-toyota", feed], {
      env,
      encoding: "utf8",
    });
    expect(imported.status, imported.stderr).toBe(0);
    server = spawn(tsx, [path.resolve("scripts", "serve.ts")], {
      env: { ...env, NODE_ENV: "production" },
      stdio: "ignore",
    });
    for (let i = 0; i < 240; i++) {
      const up = await fetch(`http://localhost:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the Stripe-configured server did not answer on port ${PORT}`);
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await api?.close();
  });

  const formAction = (response: Response | null) =>
    response
      ?.headers()
      ["content-security-policy"]?.split("; ")
      .find((d) => d.startsWith("form-action "));

  test("the car's checkout form is sent on to the hosted page; only the payment pages' policy names its origin", async ({
    page,
    browser,
  }) => {
    expect(formAction(await page.goto(stripeUrl("harbour-toyota", "/")))).toBe("form-action 'self'");
    const search = await page.goto(stripeUrl("harbour-toyota", "/api/search"));
    const slug = ((await search!.json()).hits as { slug: string }[])[0]!.slug;
    expect(formAction(await page.goto(stripeUrl("harbour-toyota", `/cars/${slug}`)))).toBe("form-action 'self'");

    const checkout = await page.goto(stripeUrl("harbour-toyota", `/cars/${slug}/checkout`));
    expect(formAction(checkout)).toBe(`form-action 'self' ${api.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this car");
    await expectAccessibleAt(browser, page.url()); // axe needs the page's JavaScript
    await fillCheckout(page, { name: "Jo Reserver", email: "jo.reserver@example.com", phone: "0412 345 678" });
    await page.getByRole("button", { name: /^Continue to payment/ }).click();

    await page.waitForURL((url) => url.origin === api.url && /^\/c\/pay\/cs_test_\d+$/.test(url.pathname));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Stripe test checkout cs_test_\d+$/);
    const created = api.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(created?.form["payment_intent_data[capture_method]"]).toBe("manual");
  });

  test("the online payment's form is sent on to the hosted page", async ({ page, browser }) => {
    const form = await page.goto(stripeUrl("southern-cross-motors", "/online-payment"));
    expect(formAction(form)).toBe(`form-action 'self' ${api.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
    await expectAccessibleAt(browser, page.url()); // axe needs the page's JavaScript
    await page.getByLabel("Payment for").selectOption("parts-order");
    await page.getByLabel("Reference").fill("PO-77123");
    await page.getByLabel("Amount (AUD)").fill("120.00");
    await page.getByLabel("Full name").fill("Jo Payer");
    await page.getByLabel("E-mail").fill("jo.payer@example.com");
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await page.waitForURL((url) => url.origin === api.url && /^\/c\/pay\/cs_test_\d+$/.test(url.pathname));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Stripe test checkout cs_test_\d+$/);
    const created = api.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(created?.form["payment_intent_data[capture_method]"]).toBe("automatic");
  });
});
