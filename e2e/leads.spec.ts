import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import {
  agreeToTerms,
  asOwnClient,
  chooseFirstIfAsked,
  expectSuccess,
  fillContact,
  shopper,
  whenFormReady,
} from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("lead forms with JavaScript", () => {
  test("the vehicle enquiry validates on submit with the spec's messages, then sends and counts as a used-car enquiry (event 15)", async ({
    page,
  }) => {
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const form = page.locator("#enquiry-form");
    await whenFormReady(form);
    await form.getByLabel("Message").fill("");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const errors = form.getByRole("alert");
    await expect(errors).toContainText("Please fix the following errors:");
    for (const message of [
      "Please enter your name",
      "Please enter a valid e-mail address",
      "Please enter a valid Australian mobile number",
      "Please enter a message",
      "*You must agree to the terms of use before submitting.",
    ]) {
      await expect(errors).toContainText(message);
    }
    await expect(form.getByLabel("Mobile")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await fillContact(form, { ...shopper, phone: "08 5550 1234" }); // a landline is not a mobile
    await form.getByLabel("Message").fill("Is it still available? <script>alert(1)</script>");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(errors).toContainText("Please enter a valid Australian mobile number");
    await form.getByLabel("Mobile").fill(shopper.phone);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(page, "Thank you for your enquiry", 15);
    await expectAccessible(page);
  });

  test("tapping Call the Dealer counts a call (event 25) in the dataLayer and on the server", async ({ page }) => {
    const car = await findCar(page, "bigbox-used", "car_type=used", (h) => h.status === "in_stock");
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    // Hydrated: the used-car view (event 4) has been counted by the page's own script.
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer?.some((e) => e.event_id === 4),
    );
    const beacon = page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");
    await page.locator('a[href^="tel:"]').first().dispatchEvent("click");
    // 204 only for a valid event naming a car of this site (the beacon's body is not visible to the test).
    expect((await (await beacon).response())?.status()).toBe(204);
    const pushed = await page.evaluate(() =>
      (window as unknown as { dataLayer?: { event_id?: number; car_id?: number }[] }).dataLayer?.find(
        (e) => e.event_id === 25,
      ),
    );
    expect(pushed).toMatchObject({ event_id: 25, car_id: car.id });
  });

  test("a sold car's form asks for something similar", async ({ page }) => {
    const car = await findCar(page, "harbour-toyota", "status=sold&item_type=car");
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const side = page.getByRole("complementary", { name: "Price and actions" });
    await expect(side.getByRole("heading", { name: "Find Me Something Similar", level: 2 })).toBeVisible();
    const form = side.locator("#enquiry-form");
    await expect(form.getByLabel("Message")).toHaveValue("Can you please find me something similar?");
    await expect(page.getByRole("link", { name: "Make an Offer" })).toHaveCount(0);
    // It sends like any enquiry, asking for a similar car.
    await whenFormReady(form);
    await fillContact(form);
    await chooseFirstIfAsked(form, "Location"); // Toyota asks where, for a new car
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(page, /Thank you|Your enquiry has been sent/);
  });

  test("make an offer opens a dialog with the car, takes a currency amount and sends", async ({ page }) => {
    const car = await findCar(
      page,
      "harbour-toyota",
      "car_type=used&sortBy=price-desc",
      (h) => h.status === "in_stock" && h.price > 200,
    );
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await whenFormReady(page.locator("#enquiry-form"));
    await page.getByRole("link", { name: "Make an Offer" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: /Make an offer/ })).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(1);
    const form = dialog.locator("#offer-form");
    await fillContact(form);
    await agreeToTerms(form);
    await form.getByLabel("Your offer").fill("25k");
    await form.getByRole("button", { name: "Send my offer" }).click();
    await expect(form.getByRole("alert")).toContainText("Please enter your offer in dollars");
    await expectAccessible(page);
    await form.getByLabel("Your offer").fill("$25,000");
    await form.getByRole("button", { name: "Send my offer" }).click();
    await expectSuccess(page, "Your enquiry has been sent", 15);
  });

  test("request photos sends the hidden request text with an optional message", async ({ page }) => {
    const car = await findCar(page, "southern-cross-motors", "car_type=new", (h) => h.status === "in_stock");
    await page.goto(siteUrl("southern-cross-motors", `/cars/${car.slug}`));
    await page.getByText(/Request more photos/).click();
    const form = page.locator("#photos-form");
    await expect(form.locator('input[name="request"]')).toHaveValue("Please send me more photos of this vehicle.");
    await fillContact(form);
    await agreeToTerms(form);
    await expectAccessible(page);
    await form.getByRole("button", { name: "Request photos" }).click();
    await expectSuccess(page, "Your enquiry has been sent", 14);
  });

  test("the multi-step test drive offers the location's real times, advances step by step and books (event 48)", async ({
    page,
  }) => {
    await page.goto(siteUrl("harbour-toyota", "/book-test-drive"));
    const form = page.locator("#test-drive-form");
    await expect(form.getByText("Step 1 of 2: When")).toBeVisible();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toContainText("Please choose a location");
    await form.getByLabel("Location").selectOption({ label: "Harbour Toyota Fremantle" });
    const times = form.getByLabel("Preferred date and time (optional)");
    const firstTime = await times.locator("optgroup option").first().getAttribute("value");
    expect(firstTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await times.selectOption(firstTime!);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Step 2 of 2: Your details")).toBeVisible();
    await expect(form.getByText("Step 2 of 2: Your details")).toBeFocused();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByText("Step 1 of 2: When")).toBeVisible();
    await expect(times).toHaveValue(firstTime!); // the answer is kept
    await form.getByRole("button", { name: "Next" }).click();
    await fillContact(form);
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Book test drive" }).click();
    await expect(form.getByRole("alert")).toContainText("Please accept the test drive terms");
    await form.getByLabel("I accept the test drive terms above.").check();
    await form.getByRole("button", { name: "Book test drive" }).click();
    await expectSuccess(page, "Your test drive request is in", 48);
  });

  test("a failed submission alerts, keeps the error on the form and enables the button again", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/fleet"));
    const form = page.locator("#fleet-form");
    await whenFormReady(form);
    await form.getByLabel("Company").fill("Example Logistics Pty Ltd");
    await form.getByLabel("Fleet size").selectOption("10-24");
    await fillContact(form);
    await form.getByLabel("Message").fill("Quote for ten utes, please.");
    await agreeToTerms(form);
    await page.route("**/fleet", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // long enough to see the submitting state
      return route.abort();
    });
    const alerted = page.waitForEvent("dialog");
    await form.getByRole("button", { name: "Get in touch" }).click();
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(form).toHaveAttribute("aria-busy", "true");
    const dialog = await alerted;
    expect(dialog.message()).toBe("An error occurred when submitting this form");
    await dialog.accept();
    await expect(form.getByRole("alert")).toHaveText("An error occurred when submitting this form");
    await expect(form.getByRole("button", { name: "Get in touch" })).toBeEnabled();
    await page.unroute("**/fleet");
    await form.getByRole("button", { name: "Get in touch" }).click();
    await expectSuccess(page, "Thanks for getting in touch", 19);
  });

  test("the full form data is kept on the device; its contact details prefill the next form", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/finance"));
    const form = page.locator("#finance-enquiry-form");
    await fillContact(form);
    await form.getByLabel("Vehicle price budget (optional)").fill("25000");
    await form.getByLabel("Message").fill("Weekly repayments under $150, please.");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send finance enquiry" }).click();
    await expectSuccess(page, "Your finance enquiry has been sent", 22);
    // "The full form data is stored locally when name, email and phone are all present."
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem("forecourt:lead-form"))) ?? "{}");
    expect(kept).toMatchObject({
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
      vehiclePriceBudget: "25000",
      message: "Weekly repayments under $150, please.",
      form: "finance",
    });
    await page.goto(siteUrl("bigbox-used", "/contact"));
    const next = page.locator("#contact-form");
    await whenFormReady(next);
    await expect(next.getByLabel("E-mail")).toHaveValue(shopper.email);
    await expect(next.getByLabel("Mobile")).toHaveValue(shopper.phone);
    await expectAccessible(page);
  });

  test("the offer lead form needs a real 4-digit postcode", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    await page.locator('a[href^="/offers/"]').first().click();
    const form = page.locator("#offer-form");
    await whenFormReady(form);
    await form.getByLabel("First Name").fill("Jo");
    await form.getByLabel("Last Name").fill("Citizen");
    await form.getByLabel("Mobile").fill(shopper.phone);
    await form.getByLabel("E-mail").fill(shopper.email);
    await agreeToTerms(form);
    await form.getByLabel("Postcode").fill("61");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("alert")).toContainText("Invalid postcode. Please enter a 4-digit number.");
    await form.getByLabel("Postcode").fill("0001");
    await form.getByRole("button", { name: "Send" }).click();
    // This answer comes from the server (a postcode that exists): on a loaded CI machine it took over 10 s.
    await expect(form.getByRole("alert")).toContainText(/^Please fix the following errors:Invalid postcode$/, {
      timeout: 30_000,
    });
    await expectAccessible(page);
    await form.getByLabel("Postcode").fill("6160");
    await form.getByRole("button", { name: "Send" }).click();
    await expectSuccess(page, "Thank you for your enquiry", 22);
  });
});
