import { expect, test } from "./support/test";
import { journeyPhone } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { fillCheckout, payWithTestCard, reservableCar, reservationIdOf } from "./support/reserve";
import { siteUrl } from "./support/sites";
import { answerCondition, captureTradeInLead, lookUpRego } from "./support/trade-in";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** Its own search, so no other journey holds the same cars. */
const HARBOUR_DEAR_FIRST = "car_type=new&sortBy=price-desc";

test.describe("reservations and trade-ins in the console", () => {
  test("a shopper reserves two cars; a demo salesperson sees them, releases one with a reason and confirms the other", async ({
    page,
  }, testInfo) => {
    const stamp = Date.now();
    const reserve = async (nth: number, salt: string) => {
      const car = await reservableCar(page, "harbour-toyota", HARBOUR_DEAR_FIRST, nth);
      await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
      const phone = journeyPhone(testInfo, salt);
      await fillCheckout(page, {
        name: `Rae Console ${salt}`,
        email: `rae.${salt}.${stamp}@example.com`,
        phone: phone.local,
      });
      await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
      await payWithTestCard(page);
      await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");
      return { id: reservationIdOf(page), car };
    };
    const released = await reserve(0, "released");
    const confirmed = await reserve(1, "confirmed");

    await signInToConsole(page, "sales@harbour-toyota.example");
    await page.goto(consoleUrl("/reservations?state=held"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reservations");
    const listed = page.getByRole("list", { name: "Reservations, newest first" }).getByRole("listitem");
    await expect(listed.filter({ hasText: `Rae Console released` })).toContainText(
      /Reserved, (1 day 23 hours|2 days) left/,
    );
    await expectAccessible(page);

    await page.goto(consoleUrl("/reservations?state=sold&site=elsewhere"));
    const problems = page.getByRole("alert").filter({ hasText: "Some filters need fixing" });
    await expect(problems).toContainText("Site: choose one of your sites.");
    await expect(problems).toContainText("State: choose one of");
    await expectAccessible(page);

    await page.goto(consoleUrl(`/reservations/${released.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Reservation ${released.id}`);
    await expect(page.getByText(`rae.released.${stamp}@example.com`)).toBeVisible();
    await page.getByRole("button", { name: "Release the hold" }).click();
    await expect(page.getByText("Reason for releasing: say why the hold is released.")).toBeVisible();
    await expect(page.getByLabel("Reason for releasing")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.getByLabel("Reason for releasing").fill("The shopper rang: finance fell through");
    await page.getByRole("button", { name: "Release the hold" }).click();
    await expect(page.getByRole("status")).toContainText("Hold released");
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(
      history.filter({ hasText: "released by the dealer: The shopper rang: finance fell through" }),
    ).toBeVisible();
    await expect(history.filter({ hasText: "Released in the console by Priya Nandakumar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Release the hold" })).toHaveCount(0);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(consoleUrl(`/reservations/${confirmed.id}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Confirm the sale" }).click();
    await expect(page.getByRole("status")).toContainText("Sale confirmed");
    await expect(page.getByText("Sale confirmed", { exact: true })).toBeVisible();

    // The shopper's side: the released car is on sale again; the sold one is not.
    await page.goto(siteUrl("harbour-toyota", `/cars/${released.car.slug}`));
    await expect(page.getByRole("link", { name: "Reserve Car Now" }).first()).toBeVisible();
    await page.goto(siteUrl("harbour-toyota", `/cars/${confirmed.car.slug}`));
    await expect(page.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);

    // Another group's salesperson is told there is no such reservation.
    await page.context().clearCookies();
    await signInToConsole(page, "sales@southern-cross-motors.example");
    expect((await page.goto(consoleUrl(`/reservations/${confirmed.id}`)))!.status()).toBe(404);
  });

  test("a manager revises a shopper's trade-in offer; the shopper is e-mailed and their page shows it", async ({
    page,
  }) => {
    const who = {
      name: `Trader Console${Date.now()}`,
      email: `trader.console.${Date.now()}@example.com`,
      phone: "0412 000 655",
    };
    await page.goto(siteUrl("bigbox-used", "/sell-my-car"));
    await captureTradeInLead(page, who);
    await lookUpRego(page, "DEMO01", "NSW");
    await expect(page.getByText("2021 Toyota Corolla")).toBeVisible();
    await answerCondition(page, "38,000");
    await expect(page.getByRole("heading", { name: "Your instant offer" })).toBeVisible();
    const shopperPage = page.url();

    const staff = await page.context().browser()!.newContext();
    const desk = await staff.newPage();
    await signInToConsole(desk, "manager@bigbox-used.example");
    await desk.goto(consoleUrl("/trade-ins?state=offered"));
    await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Trade-ins");
    await expectAccessible(desk);
    await desk
      .getByRole("listitem")
      .filter({ hasText: who.name })
      .getByRole("link", { name: /^2021 Toyota Corolla/ })
      .click();
    await expect(desk.getByRole("heading", { level: 1 })).toContainText(who.name);
    await expectAccessible(desk);

    await desk.getByLabel("Offer amount ($)").fill("12.50");
    await desk.getByRole("button", { name: "Send the revised offer" }).click();
    await expect(desk.getByText("Offer amount: enter whole dollars")).toBeVisible();
    await expect(desk.getByLabel("Offer amount ($)")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(desk);

    const lastDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await desk.getByLabel("Offer amount ($)").fill("$12,300");
    await desk.getByLabel("Offer holds until").fill(lastDay);
    await desk.getByRole("button", { name: "Send the revised offer" }).click();
    await expect(desk.getByRole("status")).toContainText("Offer revised");
    await expect(desk.getByText("$12,300").first()).toBeVisible();
    await expect(desk.getByRole("region", { name: "What the console did" })).toContainText(
      "Offer revised to $12,300, by Renee Castellano",
    );
    await expectAccessible(desk);

    const mail = await receivedDecodedMail([`To: ${who.email}`, "has revised its offer"]);
    expect(mail).toContain("$12,300, subject to inspection");
    await page.goto(shopperPage);
    await expect(page.getByTestId("offer-price")).toHaveText("$12,300");

    // On a phone the page fits its width; then the manager turns the offer into an appraisal at an open time.
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.reload();
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await desk.getByRole("button", { name: "Book the appraisal" }).click();
    await expect(desk.getByText("Appraisal time: choose one of the times offered")).toBeVisible();
    await expectAccessible(desk);
    const slot = desk
      .getByLabel(/^Appraisal time/)
      .locator("option")
      .nth(1);
    const when = (await slot.textContent())!;
    await desk.getByLabel(/^Appraisal time/).selectOption({ index: 1 });
    await desk.getByRole("button", { name: "Book the appraisal" }).click();
    await expect(desk.getByRole("status")).toContainText("Appraisal booked");
    await expect(desk.getByText(/No offer: Appraisal booked for/)).toBeVisible();
    expect(await receivedDecodedMail([`To: ${who.email}`, "We have booked an appraisal"])).toContain(
      when.split(", ")[1]!,
    );
    await staff.close();
  });
});
