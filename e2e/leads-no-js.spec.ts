import { expect, test } from "./support/test";
import { expectAccessibleAt } from "./support/axe";
import { findCar } from "./support/cars";
import { agreeToTerms, asOwnClient, chooseFirstIfAsked, expectSuccess, fillContact } from "./support/leads";
import { siteUrl } from "./support/sites";

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("lead forms without JavaScript", () => {
  test("the contact form shows the server's error list, keeps what was typed, then sends", async ({
    page,
    browser,
  }) => {
    await page.goto(siteUrl("southern-cross-motors", "/contact"));
    const form = page.locator("#contact-form");
    await form.getByLabel("Name", { exact: true }).fill("Jo Citizen");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const errors = page.locator("#contact-form").getByRole("alert");
    await expect(errors).toContainText("Please fix the following errors:");
    await expect(errors).toContainText("*You must agree to the terms of use before submitting.");
    await expect(page.locator("#contact-form").getByLabel("Name", { exact: true })).toHaveValue("Jo Citizen");
    await expectAccessibleAt(browser, page.url());
    const again = page.locator("#contact-form");
    await fillContact(again);
    await again.getByLabel("Category").selectOption("Careers");
    await chooseFirstIfAsked(again, "Location");
    await chooseFirstIfAsked(again, "Preferred dealership");
    await again.getByLabel("Message").fill("I'd like to apply for the apprentice technician role.");
    await agreeToTerms(again);
    await again.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(page, "Thank you for your enquiry");
    await expectAccessibleAt(browser, page.url());
  });

  test("the test drive form goes step by step on the server", async ({ page, browser }) => {
    const car = await findCar(page, "harbour-toyota", "car_type=new", (h) => h.status === "in_stock");
    await page.goto(siteUrl("harbour-toyota", `/book-test-drive?car_id=${car.slug}`));
    const form = page.locator("#test-drive-form");
    await expect(form.getByText("Step 1 of 2: When")).toBeVisible();
    await expectAccessibleAt(browser, page.url());
    const times = form.getByLabel("Preferred date and time (optional)");
    await times.selectOption((await times.locator("optgroup option").nth(1).getAttribute("value"))!);
    await form.getByRole("button", { name: "Next" }).click();
    const step2 = page.locator("#test-drive-form");
    await expect(step2.getByText("Step 2 of 2: Your details")).toBeVisible();
    await fillContact(step2);
    await agreeToTerms(step2);
    await step2.getByLabel("I accept the test drive terms above.").check();
    await step2.getByRole("button", { name: "Book test drive" }).click();
    await expectSuccess(page, "Your test drive request is in");
  });

  test("make an offer works on its own page", async ({ page, browser }) => {
    const car = await findCar(page, "harbour-toyota", "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await page.getByRole("link", { name: "Make an Offer" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/make-an-offer$`));
    await expectAccessibleAt(browser, page.url());
    const form = page.locator("#offer-form");
    await form.getByLabel("Your offer").fill("19500");
    await fillContact(form);
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send my offer" }).click();
    await expectSuccess(page, "Your enquiry has been sent");
  });

  test("the fleet page lists its points and takes an enquiry", async ({ page, browser }) => {
    await page.goto(siteUrl("harbour-toyota", "/fleet"));
    await expect(
      page.getByRole("listitem").filter({ hasText: "One account manager from quote to delivery" }),
    ).toBeVisible();
    await expectAccessibleAt(browser, page.url());
    const form = page.locator("#fleet-form");
    await form.getByLabel("Company").fill("Example Couriers Pty Ltd");
    await form.getByLabel("Fleet size").selectOption("5-9");
    await fillContact(form);
    await form.getByLabel("Message").fill("Five vans for next quarter.");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Get in touch" }).click();
    await expectSuccess(page, "Thanks for getting in touch");
  });

  test("the location form finds the postcode locally and sends", async ({ page, browser }) => {
    await page.goto(siteUrl("harbour-toyota", "/locations/fremantle-sales"));
    const form = page.locator("#location-form");
    await form.getByLabel("First Name").fill("Jo");
    await form.getByLabel("Last Name").fill("Citizen");
    await form.getByLabel("Postcode").fill("0001");
    await form.getByLabel("Mobile").fill("0412 000 123");
    await form.getByLabel("E-mail").fill("jo.citizen@example.com");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send" }).click();
    const again = page.locator("#location-form");
    await expect(again.getByRole("alert")).toContainText("Invalid postcode");
    await expectAccessibleAt(browser, siteUrl("harbour-toyota", "/locations/fremantle-sales"));
    await again.getByLabel("Postcode").fill("6160");
    await agreeToTerms(again);
    await again.getByRole("button", { name: "Send" }).click();
    await expectSuccess(page, "Thank you for your enquiry");
  });

  test("request photos opens without a script and sends", async ({ page, browser }) => {
    const car = await findCar(page, "bigbox-used", "car_type=used", (h) => h.status === "in_stock");
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await page.getByText(/Request more photos/).click();
    const form = page.locator("#photos-form");
    await fillContact(form);
    await form
      .getByLabel("Anything in particular you would like to see (optional)")
      .fill("The tyres and the boot, please.");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Request photos" }).click();
    await expectSuccess(page, "Your enquiry has been sent");
    await expectAccessibleAt(browser, page.url());
  });

  test("the finance enquiry keeps the page's pre-fill and sends", async ({ page, browser }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance?vehiclePriceBudget=32000&car_type=used"));
    const form = page.locator("#finance-enquiry-form");
    await expect(form.getByLabel("Vehicle price budget (optional)")).toHaveValue("32000");
    await expect(form.getByLabel("Vehicle condition")).toHaveValue("used");
    await expectAccessibleAt(browser, page.url());
    await fillContact(form);
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send finance enquiry" }).click();
    await expectSuccess(page, "Your finance enquiry has been sent");
  });
});
