import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { journeyPhone, signIn } from "./support/accounts";
import { asOwnClient } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const SPIN = siteUrl("harbour-toyota", "/spin-to-win");

async function signedInAtSpin(page: Page, phone: { local: string; e164: string }) {
  await page.goto(siteUrl("harbour-toyota", "/"));
  await signIn(page, phone);
  await page.goto(SPIN);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Toyota Summer Spin");
}

test.describe("spin to win", () => {
  // Sign-in, a form post and axe on each page: slow on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test("signed out: the gated promotion sends the shopper to sign in, and back", async ({ page }) => {
    await page.goto(SPIN);
    await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to spin to win");
    await expectAccessible(page);
  });

  test("a site without a promotion answers 404", async ({ page }) => {
    const response = await page.goto(siteUrl("bigbox-used", "/spin-to-win"));
    expect(response?.status()).toBe(404);
  });

  test("signed in: bad input is named, one spin wins a prize shown in text, the garage and the dealer's mail", async ({
    page,
  }, testInfo) => {
    const phone = journeyPhone(testInfo);
    await signedInAtSpin(page, phone);
    await expect(page.getByRole("heading", { name: "Prizes" })).toBeVisible();
    await expect(page.getByText("NSW Permit No. TP/00000")).toBeVisible();
    await expect(page.getByText(/\$100 fuel card: 100 to be won, odds 1 in 4 \(25%\) per spin/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Spin the wheel" }).click();
    await expect(page.getByText("*You must agree to the terms of the promotion before spinning.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.getByLabel("Your name").fill("Jo Spinner");
    await page.getByLabel("I agree to the terms of the promotion below.").check();
    await page.getByRole("button", { name: "Spin the wheel" }).click();
    await expect(page).toHaveURL(`${SPIN}?spun=1`);
    const result = page.getByRole("status").getByRole("heading", { level: 2 });
    await expect(result).toHaveText(/^You won: .+/);
    const prize = (await result.textContent())!.replace("You won: ", "");
    await expect(page).toHaveTitle(new RegExp(`^You won: ${prize.replace(/[$]/g, "\\$")}`));
    await expect(page.getByText("How to claim:")).toBeVisible();
    await expectAccessible(page);

    // Once per campaign: the form is gone, the same result stays.
    await page.goto(SPIN);
    await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
    await expect(result).toHaveText(`You won: ${prize}`);

    await page.getByRole("link", { name: "your garage" }).click();
    const prizes = page.getByRole("region", { name: "Prizes" });
    await expect(prizes.getByText(prize, { exact: true })).toBeVisible();
    await expect(prizes.getByText("How to claim:")).toBeVisible();
    await expectAccessible(page);

    await receivedDecodedMail(["Jo Spinner", "Spin to Win", prize]);
  });

  test("the wheel turns only for those who do not prefer reduced motion", async ({ page }, testInfo) => {
    await signedInAtSpin(page, journeyPhone(testInfo));
    await page.getByLabel("Your name").fill("Jo Motion");
    await page.getByLabel("I agree to the terms of the promotion below.").check();
    await page.getByRole("button", { name: "Spin the wheel" }).click();
    await expect(page).toHaveURL(`${SPIN}?spun=1`);
    const wheel = page.getByTestId("spin-wheel").locator("div").first();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await wheel.evaluate((el) => getComputedStyle(el).animationName)).toBe("spin");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await wheel.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(page.getByRole("status").getByRole("heading", { level: 2 })).toHaveText(/^You won: /);
  });

  test("works without JavaScript: the spin is a plain form post", async ({ page, browser }, testInfo) => {
    await signedInAtSpin(page, journeyPhone(testInfo));
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { "x-forwarded-for": `10.21.0.${testInfo.workerIndex + 10}` },
    });
    const plain = await noScript.newPage();
    await plain.goto(SPIN);
    await plain.getByLabel("Your name").fill("Jo Plain");
    await plain.getByLabel("I agree to the terms of the promotion below.").check();
    await plain.getByRole("button", { name: "Spin the wheel" }).click();
    await expect(plain).toHaveURL(`${SPIN}?spun=1`);
    await expect(plain.getByRole("status").getByRole("heading", { level: 2 })).toHaveText(/^You won: /);
    await noScript.close();
  });
});
