import { expect, test, type Page } from "./support/test";
import { journeyPhone, requestCode } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { asOwnClient } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { adfFromMime } from "@/features/leads/testing/adf-attachment";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
// Each journey runs axe on five or six pages: under a loaded machine that outlasts the default minute.
test.describe.configure({ timeout: 240_000 });

async function answer(page: Page, name: string, extra: Record<string, string> = {}) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Employment").selectOption("full-time");
  await page.getByLabel("Yearly income before tax ($)").fill("$96,000");
  await page.getByLabel("Regular monthly expenses ($)").fill("2,500");
  await page.getByLabel("Dependants").fill("1");
  await page.getByLabel(/Your credit history/).selectOption("good");
  for (const [label, value] of Object.entries(extra)) await page.getByLabel(label).fill(value);
  await page.getByLabel("Deposit ($)").fill("3000");
  await page.getByLabel("Term").selectOption("5");
}

test.describe("personalised finance (/personalised/finance?car_id=)", () => {
  test("gated on Harbour Toyota: sign in first, answer, get a band and repayments, the dealer's lead, the garage copy and its deletion", async ({
    page,
  }, testInfo) => {
    const car = await findCar(
      page,
      "harbour-toyota",
      "car_type=new&sortBy=price-asc",
      (h) => h.itemType === "car" && !h.preorder && h.price >= 5_000 && h.price <= 250_000,
    );
    const path = `/personalised/finance?car_id=${car.id}`; // links to this route name the car by its id
    await page.goto(siteUrl("harbour-toyota", path));
    await expect(page).toHaveURL(/\/sign-in\?type=finance&redirect=/);
    await expectAccessible(page);
    const phone = journeyPhone(testInfo);
    const code = await requestCode(page, phone);
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your personalised repayments");
    await expect(page.getByText("No credit check is made").first()).toBeVisible();
    await expect(page.locator("#financeDisclaimer")).toContainText("indicative only and are not a binding quote");
    await expect(page.locator("#financeDisclaimer")).toContainText("approved applicants only");
    await expectAccessible(page);

    // Nothing answered: each field is named in its message, and nothing is sent.
    await page.getByRole("button", { name: "Get my repayments and send them to the dealer" }).click();
    const errors = page.getByRole("alert").filter({ hasText: "Please fix the following errors:" });
    await expect(errors).toContainText("Employment: please choose how you are employed");
    await expect(errors).toContainText("Yearly income before tax: please enter an amount");
    await expect(errors).toContainText("Credit history: please choose the one that describes yours");
    await expect(page.getByLabel("Employment")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    const name = `Jo Quoter ${phone.e164.slice(-6)}`;
    await answer(page, name);
    await page.getByLabel("Yearly income before tax ($)").fill("-5");
    await page.getByRole("button", { name: "Get my repayments and send them to the dealer" }).click();
    await expect(errors).toContainText("Yearly income before tax: enter a whole dollar amount from $0 to $5,000,000");
    await page.getByLabel("Yearly income before tax ($)").fill("$96,000");
    await page.getByRole("button", { name: "Get my repayments and send them to the dealer" }).click();
    const result = page.getByRole("region", { name: "Your indicative repayments" });
    await expect(result).toContainText("Indicative band");
    await expect(result).toContainText("Good"); // good credit, full-time, plenty left each month
    await expect(result).toContainText(/Monthly repayment\$[\d,]+\.\d\d to \$[\d,]+\.\d\d/);
    await expect(result).toContainText("Sent to our finance team");
    await expectAccessible(page);

    // The dealer's finance lead: ADF with the car, the answers and the result.
    const lead = await receivedDecodedMail([name, "Personalised Finance"]);
    expect(lead).toContain("Indicative band");
    const adf = adfFromMime(lead);
    expect(adf).toContain("Personalised Finance");
    expect(adf).toContain(car.slug.split("-").pop()!.toUpperCase()); // the car's stock number

    // The garage keeps it until the shopper deletes it.
    await page.goto(siteUrl("harbour-toyota", "/my-garage"));
    const section = page.getByRole("region", { name: "Personalised finance" });
    await expect(section).toContainText("Yearly income before tax");
    await expect(section).toContainText("$96,000");
    await expectAccessible(page);
    await section.getByRole("button", { name: /^Delete these answers/ }).click();
    await expect(page.getByText("Deleted: your answers are gone from your garage.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Personalised finance" })).toContainText(
      "No personalised repayments yet.",
    );
    await expectAccessible(page);
  });

  test("not gated on Southern Cross: the loan banner leads here, a signed-out visitor sees the result, nothing is sent", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross-motors", "/diamond-advantage"));
    await page.getByRole("link", { name: "Get Your Repayments" }).click();
    await expect(page).toHaveURL(siteUrl("southern-cross-motors", "/personalised/finance"));
    await expectAccessible(page);
    await answer(page, "Sam Visitor", { "Purchase price ($)": "300000" });
    await page.getByRole("button", { name: "Get my repayments" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fix the following errors:" })).toContainText(
      "Purchase price: enter an amount from $1,000 to $250,000",
    );
    // The choices survive the correction (the form keeps every answer).
    await expect(page.getByLabel("Employment")).toHaveValue("full-time");
    await page.getByLabel("Purchase price ($)").fill("24,990");
    await page.getByRole("button", { name: "Get my repayments" }).click();
    const result = page.getByRole("region", { name: "Your indicative repayments" });
    await expect(result).toContainText("Prime"); // the site's own lender bands
    await expect(result).toContainText("Not sent to anyone.");
    await expect(result.getByRole("link", { name: "Sign in to send it to our finance team" })).toHaveAttribute(
      "href",
      /^\/sign-in\?type=finance&redirect=%2Fpersonalised%2Ffinance/,
    );
    await expectAccessible(page);
  });

  test("car_id is the car's id as the spec writes it; its slug is sent on to the id, and both show the car", async ({
    page,
  }) => {
    const car = await findCar(page, "southern-cross-motors", "sortBy=price-asc", (h) => h.itemType === "car");
    const canonical = siteUrl("southern-cross-motors", `/personalised/finance?car_id=${car.id}`);
    await page.goto(siteUrl("southern-cross-motors", `/personalised/finance?car_id=${car.slug}`));
    await expect(page).toHaveURL(canonical);
    await expect(page.getByRole("link", { name: car.name })).toHaveAttribute("href", `/cars/${car.slug}`);
    await expectAccessible(page);
    expect((await page.goto(canonical))?.status()).toBe(200);
    await expect(page.getByRole("link", { name: car.name })).toHaveAttribute("href", `/cars/${car.slug}`);
  });

  test("a site that does not offer it answers its 404, as does a car the site does not show", async ({ page }) => {
    expect((await page.goto(siteUrl("tasman-caravans", "/personalised/finance")))?.status()).toBe(404);
    expect(
      (await page.goto(siteUrl("southern-cross-motors", "/personalised/finance?car_id=no-such-car-x1")))?.status(),
    ).toBe(404);
    expect(
      (await page.goto(siteUrl("southern-cross-motors", "/personalised/finance?car_id=999999999")))?.status(),
    ).toBe(404);
  });
});
