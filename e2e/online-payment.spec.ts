import { expect, test } from "./support/test";
import { journeyPhone, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { asOwnClient } from "./support/leads";
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
