import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { journeyPhone, requestCode, signIn } from "./support/accounts";
import { findCar } from "./support/cars";
import { agreeToTerms, asOwnClient, chooseFirstIfAsked, fillContact, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("shopper accounts", () => {
  test("a gated garage sends the shopper to sign in by mobile and SMS code, then back to the garage", async ({
    page,
  }, testInfo) => {
    const phone = journeyPhone(testInfo);
    await page.goto(siteUrl("harbour-toyota", "/search/used-cars"));
    await page.getByRole("link", { name: "My garage" }).click();
    await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage&back=%2Fsearch%2Fused-cars/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your garage");
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/search/used-cars");
    await expectAccessible(page);

    await page.getByLabel("Mobile number").fill("(08) 5550 1234");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("Enter an Australian mobile number, e.g. 0400 000 000.")).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");

    const code = await requestCode(page, phone);
    await expect(page.getByRole("status")).toContainText(`We sent a 6-digit code to ${phone.local}`);
    await expectAccessible(page);
    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That code is not right. 4 tries left before you need a new code.")).toBeVisible();
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/my-garage"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My garage");
    await expect(page.getByText(`Signed in as ${phone.local}`)).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "forecourt.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expectAccessible(page);
  });

  test("wrong codes until the code is blocked: the right one is then refused too", async ({ page }, testInfo) => {
    const phone = journeyPhone(testInfo);
    await page.goto(siteUrl("harbour-toyota", "/sign-in?type=watchlist&redirect=%2F&back=%2F"));
    const code = await requestCode(page, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      await page.getByLabel("6-digit code").fill(wrong);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText(`That code is not right. ${left} left before you need a new code.`)).toBeVisible();
    }
    await page.getByLabel("6-digit code").fill(wrong);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Too many wrong tries for this code. Ask for a new code.")).toBeVisible();
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Too many wrong tries for this code. Ask for a new code.")).toBeVisible();
    await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
  });

  test("a car saved and an enquiry sent while signed in appear in the garage", async ({ page }, testInfo) => {
    const phone = journeyPhone(testInfo);
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock");
    await page.goto(siteUrl("harbour-toyota", "/contact"));
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
    const form = page.locator("#contact-form");
    await whenFormReady(form);
    await fillContact(form);
    await chooseFirstIfAsked(form, "Location");
    await form.getByLabel("Message").fill("Do you have a white RAV4 coming in?");
    await agreeToTerms(form);
    await form.getByRole("button", { name: /send/i }).click();
    await expect(page).toHaveURL(/\/success/);
    await page.goto(siteUrl("harbour-toyota", "/my-garage"));
    const enquiries = page.getByRole("region", { name: "Enquiries" });
    await expect(enquiries.getByTestId("garage-lead")).toHaveCount(1);
    await expect(enquiries).toContainText("Enquiry");
    const savedCars = page.getByRole("region", { name: "Saved cars" }).getByTestId("saved-car");
    await expect(savedCars).toHaveCount(1);
    await expect(savedCars.locator(`a[href="/cars/${car.slug}"]`).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("after signing in on a site other than the default one, the page it returns to is that site's (BigBox's garage)", async ({
    page,
  }, testInfo) => {
    // A server action's redirect is rendered by Next fetching the page from itself; it once reached the default site.
    const phone = journeyPhone(testInfo);
    await page.goto(siteUrl("bigbox-used", "/mybigboxcars"));
    const code = await requestCode(page, phone);
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(siteUrl("bigbox-used", "/mybigboxcars"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My garage");
    await expect(page.getByText(`Signed in as ${phone.local}`)).toBeVisible();
  });

  test("sign out ends the session; sign out everywhere ends the other device's too", async ({ browser }, testInfo) => {
    const phone = journeyPhone(testInfo);
    const devices = [await browser.newContext(), await browser.newContext()];
    const [laptop, mobile] = await Promise.all(devices.map((d) => d.newPage()));
    for (const page of [laptop!, mobile!]) {
      await asOwnClient(page, testInfo);
      await page.goto(siteUrl("bigbox-used", "/"));
      await signIn(page, phone);
      await page.goto(siteUrl("bigbox-used", "/mybigboxcars"));
      await expect(page.getByText(`Signed in as ${phone.local}`)).toBeVisible();
    }
    await laptop!.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(laptop!.getByText("You are signed out on every device.")).toBeVisible();
    await expectAccessible(laptop!);
    // The mobile still holds its cookie: the page itself finds the session gone and asks it to sign in.
    expect((await devices[1]!.cookies()).some((c) => c.name === "forecourt.session_token")).toBe(true);
    await mobile!.goto(siteUrl("bigbox-used", "/mybigboxcars"));
    await expect(mobile!).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmybigboxcars/);

    // Signing in again on the page it was sent to brings it back to the garage.
    const code = await requestCode(mobile!, phone);
    await mobile!.getByLabel("6-digit code").fill(code);
    await mobile!.getByRole("button", { name: "Sign in" }).click();
    await expect(mobile!).toHaveURL(siteUrl("bigbox-used", "/mybigboxcars"));
    await expect(mobile!.getByRole("heading", { level: 1 })).toHaveText("My garage");
    await mobile!.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(mobile!).toHaveURL(siteUrl("bigbox-used", "/"));
    await mobile!.goto(siteUrl("bigbox-used", "/my-garage"));
    await expect(mobile!).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage/);
    await Promise.all(devices.map((d) => d.close()));
  });

  test("a session of one dealer's site gives nothing on another's", async ({ page }, testInfo) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    await signIn(page, journeyPhone(testInfo));
    const session = (await page.context().cookies()).find((c) => c.name === "forecourt.session_token")!;
    await page.context().addCookies([{ ...session, domain: "bigbox-used.localhost" }]);
    await page.goto(siteUrl("bigbox-used", "/mybigboxcars"));
    await expect(page).toHaveURL(/\/sign-in\?type=garage/);
  });

  test("redirect and back lead only to the same site, also when they leave it only once resolved", async ({
    page,
  }, testInfo) => {
    // `/.//evil.example` is a path as text; normalised, it is `//evil.example`, another host to a browser.
    await page.goto(
      siteUrl("tasman-caravans", "/sign-in?type=account&redirect=%2F.%2F%2Fevil.example&back=%2F.%2F%2Fevil.example"),
    );
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
    const code = await requestCode(page, journeyPhone(testInfo));
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(siteUrl("tasman-caravans", "/"));
  });

  test("delete my account removes it: the old session ends and a new sign-in starts afresh", async ({
    page,
  }, testInfo) => {
    const phone = journeyPhone(testInfo);
    await page.goto(siteUrl("harbour-toyota", "/"));
    await signIn(page, phone);
    await page.goto(siteUrl("harbour-toyota", "/my-garage"));
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Tick the box to confirm you want your account deleted.")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("I understand my account and saved cars will be deleted").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your account and its saved cars have been deleted.")).toBeVisible();
    await page.goto(siteUrl("harbour-toyota", "/my-garage"));
    await expect(page).toHaveURL(/\/sign-in\?type=garage/);
  });

  test("sign-in works without JavaScript", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await asOwnClient(page, testInfo);
    await page.goto(siteUrl("southern-cross-motors", "/sign-in?type=account&redirect=%2Fcontact&back=%2F"));
    const code = await requestCode(page, journeyPhone(testInfo));
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(siteUrl("southern-cross-motors", "/contact"));
    await context.close();
  });

  test("a site without a garage has none: its garage path is the site's 404", async ({ page }) => {
    const answer = await page.goto(siteUrl("southern-cross-motors", "/my-garage"));
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "My garage" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Watchlist" })).toHaveAttribute(
      "href",
      "/watchlist",
    );
  });
});
