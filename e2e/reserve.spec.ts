import { expect, test } from "./support/test";
import { journeyPhone, signIn } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { asOwnClient } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { fillCheckout, payWithTestCard, reservableCar, reservationIdOf } from "./support/reserve";
import { siteUrl } from "./support/sites";
import { latestSmsTo } from "./support/sms-gateway";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const HARBOUR_NEW = "car_type=new&sortBy=price-asc";
const who = (testInfo: Parameters<typeof journeyPhone>[0]) => {
  const phone = journeyPhone(testInfo);
  return { name: "Jo Reserver", email: `jo.${phone.e164.slice(3)}@example.com`, phone: phone.local, e164: phone.e164 };
};

test.describe("reserving a car with a refundable deposit", () => {
  test("reserve from the car's page: refund terms, the demo card, the confirmation, Reserved everywhere, the dealer's lead and the shopper's receipt and SMS", async ({
    page,
  }, testInfo) => {
    const car = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 0);
    const shopper = who(testInfo);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await page.getByRole("link", { name: "Reserve Car Now" }).first().click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this car");
    await expect(page.getByRole("note")).toContainText("Demonstration payments: no money moves");
    await expect(page.getByText("$200, 100% refundable")).toBeVisible();
    await expect(page.getByText("48 hours from payment")).toBeVisible();
    await expect(page.locator("#refund-terms")).toContainText("100% refundable");
    await expectAccessible(page);

    // Bad input names its fields and reserves nothing.
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
    await expect(page.getByText("Please confirm you have read the refund terms")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await fillCheckout(page, shopper);
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(page.getByRole("note")).toContainText("no money moves");
    await expectAccessible(page);
    await payWithTestCard(page, "5555 5555 5555 4444");
    await expect(page.getByText(/this demo takes only the test card/)).toBeVisible();
    await payWithTestCard(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your car is reserved");
    await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");
    await expect(page.getByText(/AWST$/)).toBeVisible(); // Harbour Toyota is in Perth
    await expect(page.getByText(/^(1 day 23 hours|2 days)$/)).toBeVisible();
    await expectAccessible(page);
    const id = reservationIdOf(page);

    // The car is Reserved on its page and its card, and nobody else is offered the button.
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await expect(page.getByTestId("reserved-tag")).toHaveText("Reserved");
    await expect(page.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);
    await expect
      .poll(
        async () => {
          const body = await (await page.goto(siteUrl("harbour-toyota", `/api/search?${HARBOUR_NEW}`)))!.json();
          return (body.hits as { slug: string; reserved: boolean }[]).find((h) => h.slug === car.slug)?.reserved;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    await expect(page.getByText("This car is reserved by another shopper right now.")).toBeVisible();

    // The dealer's lead carries both signed links; the shopper's receipt carries only theirs.
    const lead = await receivedDecodedMail(`/reservations/${id}/dealer?action=confirm`);
    expect(lead).toContain(`/reservations/${id}/dealer?action=release`);
    expect(lead).toContain("Reserve");
    const receipt = await receivedDecodedMail(`/reservations/${id}?key=`);
    expect(receipt).toContain("Held until:");
    expect(receipt).not.toContain("/dealer?action=");
    expect(await latestSmsTo(shopper.e164)).toMatch(/reserved for you until .* AWST/);
  });

  test("the shopper cancels: the car is back on sale at once", async ({ page }, testInfo) => {
    const car = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 1);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    await fillCheckout(page, who(testInfo));
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await payWithTestCard(page);
    await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");
    const id = reservationIdOf(page);
    await page.getByRole("button", { name: "Cancel this reservation" }).click();
    await expect(page.getByRole("status")).toContainText("Your reservation is cancelled");
    // The dealer, who had the reservation's lead, is told it is off.
    await receivedDecodedMail(["Reservation cancelled", `#${id}`, "Cancelled by the shopper"]);
    await expect(page.getByTestId("reservation-state")).toHaveText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel this reservation" })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    await expect(page.getByRole("link", { name: "Reserve Car Now" }).first()).toBeVisible();
  });

  test("a second shopper is told the car was just reserved by someone else", async ({ page, browser }, testInfo) => {
    const car = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 2);
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    await fillCheckout(page, who(testInfo));
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the deposit (demo)");
    await fillCheckout(second, { name: "Sam Second", email: "sam@example.com", phone: "0499 000 111" });
    await second.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(
      second.getByRole("alert").filter({ hasText: "Sorry, this car was just reserved by someone else." }),
    ).toBeVisible();
    await expectAccessible(second);
    await other.close();
    // The first shopper gives up on the payment page: nothing charged, and the car is free again at once.
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page.getByText("You left the payment page without paying: nothing was charged")).toBeVisible();
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    await expect(page.getByRole("button", { name: "Continue to payment: $200 deposit" })).toBeVisible();
  });

  test("while a deposit is being paid: other shoppers see the car being reserved, with no reserve button; the payer cannot start a second hold", async ({
    page,
    browser,
  }, testInfo) => {
    const car = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 5);
    const next = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 6);
    const shopper = who(testInfo);
    // The reserve button carries its fee: the site's deposit.
    await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const side = page.getByRole("complementary", { name: "Price and actions" });
    await expect(side.getByRole("link", { name: "Reserve Car Now $200", exact: true })).toBeVisible();
    await side.getByRole("link", { name: "Reserve Car Now" }).click();
    await fillCheckout(page, shopper);
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the deposit (demo)");
    const payment = page.url();

    // Another shopper, meanwhile: the car's page and its card say it is being reserved, and offer no way to reserve it.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
    const secondSide = second.getByRole("complementary", { name: "Price and actions" });
    await expect(secondSide.getByText("This car is being reserved right now")).toBeVisible();
    await expect(second.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);
    await expect(second.getByTestId("reserved-tag")).toHaveCount(0);
    await expectAccessible(second);
    // The search index notices the hold through the database's notification, or its next check.
    const card = second.getByTestId("result-card").filter({ has: second.locator(`a[href="/cars/${car.slug}"]`) });
    await expect
      .poll(
        async () => {
          await second.goto(siteUrl("harbour-toyota", `/search/new-used-and-demo-cars?${HARBOUR_NEW}`));
          return card.innerText();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toContain("This car is being reserved right now");
    await expect(card.getByRole("link", { name: /Reserve Car Now/ })).toHaveCount(0);
    await expectAccessible(second);
    await second.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
    await expect(second.getByRole("status")).toContainText("This car is being reserved right now");
    await expect(second.getByRole("button", { name: /Continue to payment/ })).toHaveCount(0);
    await other.close();

    // The payer tries another car before paying: one unpaid hold at a time, and nothing changes.
    await page.goto(siteUrl("harbour-toyota", `/cars/${next.slug}/checkout`));
    await fillCheckout(page, shopper);
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "You already have a reservation waiting for its deposit" }),
    ).toContainText("Please finish paying for it, or cancel it");
    await expectAccessible(page);
    await page.goto(siteUrl("harbour-toyota", `/cars/${next.slug}`));
    await expect(page.getByRole("link", { name: "Reserve Car Now" }).first()).toBeVisible();

    // Giving up on the first payment frees both the car and the shopper.
    await page.goto(payment);
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page.getByText("You left the payment page without paying: nothing was charged")).toBeVisible();
    await page.goto(siteUrl("harbour-toyota", `/cars/${next.slug}/checkout`));
    await fillCheckout(page, shopper);
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the deposit (demo)");
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page.getByText("You left the payment page without paying: nothing was charged")).toBeVisible();
  });

  test("the dealer's links: opening one changes nothing, its button confirms the sale (car sold) or releases the car", async ({
    page,
  }, testInfo) => {
    const sold = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 3);
    const released = await reservableCar(page, "harbour-toyota", HARBOUR_NEW, 4);
    const reserve = async (slug: string, salt: string) => {
      await page.goto(siteUrl("harbour-toyota", `/cars/${slug}/checkout`));
      const phone = journeyPhone(testInfo, salt);
      await fillCheckout(page, { name: "Dee Dealer-Test", email: `dee.${salt}@example.com`, phone: phone.local });
      await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
      await payWithTestCard(page);
      await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");
      return reservationIdOf(page);
    };
    const linkIn = (mail: string, id: number, action: string) =>
      new RegExp(`https?://[^\\s"<]+/reservations/${id}/dealer\\?action=${action}&(?:amp;)?token=[A-Za-z0-9._-]+`)
        .exec(mail)![0]
        .replace(/&amp;/g, "&");

    const soldId = await reserve(sold.slug, "sold");
    const confirm = linkIn(
      await receivedDecodedMail(`/reservations/${soldId}/dealer?action=confirm`),
      soldId,
      "confirm",
    );
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm the sale");
    await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm the sale and take the deposit" }).click();
    await expect(page.getByRole("status")).toContainText("Sale confirmed");
    await expect(page.getByTestId("reservation-state")).toHaveText("Sale confirmed");
    await expect(page.getByRole("listitem").filter({ hasText: "sale confirmed by the dealer" })).toBeVisible();
    await page.goto(siteUrl("harbour-toyota", `/cars/${sold.slug}`));
    await expect(page.getByRole("link", { name: "Reserve Car Now" })).toHaveCount(0);
    await expect(page.getByText(/sold/i).first()).toBeVisible();

    const releasedId = await reserve(released.slug, "released");
    const mail = await receivedDecodedMail(`/reservations/${releasedId}/dealer?action=release`);
    const release = linkIn(mail, releasedId, "release");
    // A confirm link does not release, and a tampered token does nothing.
    await page.goto(release.replace("action=release", "action=confirm"));
    await expect(page.getByRole("alert").filter({ hasText: "This link is not valid" })).toBeVisible();
    await page.goto(release);
    await page.getByRole("button", { name: "Release the car and cancel the deposit" }).click();
    await expect(page.getByTestId("reservation-state")).toHaveText("Released by the dealer");
    await page.goto(siteUrl("harbour-toyota", `/cars/${released.slug}`));
    await expect(page.getByRole("link", { name: "Reserve Car Now" }).first()).toBeVisible();
  });

  test("a hold that runs out returns the car to sale by itself (BigBox's journey holds last RESERVE_HOLD_SECONDS_BY_SITE)", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const car = await reservableCar(page, "bigbox-used", "sortBy=price-asc", 1);
    const phone = journeyPhone(testInfo);
    await page.goto(siteUrl("bigbox-used", "/"));
    await signIn(page, phone);
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await page.getByRole("link", { name: "Reserve Car Now" }).first().click();
    await expect(page).toHaveURL(siteUrl("bigbox-used", `/cars/${car.slug}/buy-online`));
    await expect(page.getByText("2 minutes from payment")).toBeVisible();
    await fillCheckout(page, { name: "Eve Expiry", email: "eve.expiry@example.com", phone: phone.local });
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await payWithTestCard(page);
    await expect(page.getByTestId("reservation-state")).toHaveText("Reserved");
    const confirmation = page.url();
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await expect(page.getByTestId("reserved-tag")).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
          return page.getByRole("link", { name: "Reserve Car Now" }).count();
        },
        { timeout: 200_000, intervals: [5_000] },
      )
      .toBeGreaterThan(0);
    await expect(page.getByTestId("reserved-tag")).toHaveCount(0);
    await page.goto(confirmation);
    await expect(page.getByTestId("reservation-state")).toHaveText("Hold ended");
    await expect(page.getByRole("button", { name: "Cancel this reservation" })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("online purchase (BigBox: checkout is gated by sign-in)", () => {
  test("sign in, reserve, choose finance, a trade-in and a pick-up; one lead; the garage shows the hold and cancels it", async ({
    page,
  }, testInfo) => {
    const car = await reservableCar(page, "bigbox-used", "sortBy=price-asc", 0);
    const phone = journeyPhone(testInfo, "purchase");
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await page.getByRole("link", { name: "Online Purchase" }).first().click();
    await expect(page).toHaveURL(/\/sign-in\?type=checkout/);
    await page.goto(siteUrl("bigbox-used", "/"));
    await signIn(page, phone);
    // The car's id is taken too, and sent on to the slug, since links to this route may name the car by its id.
    await page.goto(siteUrl("bigbox-used", `/checkout-journey?car_id=${car.id}`));
    await expect(page).toHaveURL(siteUrl("bigbox-used", `/checkout-journey?car_id=${car.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy this car online");
    await expect(page.getByLabel("Mobile number")).toHaveValue(phone.local);
    await expect(page.getByRole("link", { name: "Send a finance enquiry for this car" })).toHaveAttribute(
      "href",
      `/finance?car_id=${car.id}`, // BigBox's own finance route
    );
    await expect(page.getByRole("link", { name: "Value your trade-in" })).toHaveAttribute(
      "href",
      `/cars/trade-in?car_id=${car.id}`,
    );
    await expectAccessible(page);
    await fillCheckout(page, { name: "Pat Purchaser", email: "pat.purchaser@example.com", phone: phone.local });
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await expect(page.getByText("Please choose cash or finance")).toBeVisible();
    await expect(page.getByText("Please choose where to pick the car up")).toBeVisible();
    await page.getByRole("radio", { name: "Finance" }).check();
    await page.getByRole("radio", { name: "I have a trade-in" }).check();
    await page.getByLabel("Pick-up location").selectOption({ index: 1 });
    const pickup = (await page.getByLabel("Pick-up date").getAttribute("min"))!;
    await page.getByLabel("Pick-up date").fill(pickup);
    await page.getByLabel("Pick-up time").selectOption("10:30");
    await page.getByRole("button", { name: "Continue to payment: $200 deposit" }).click();
    await payWithTestCard(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your car is reserved");
    const id = reservationIdOf(page);
    const lead = await receivedDecodedMail(`/reservations/${id}/dealer?action=confirm`);
    expect(lead).toContain("Online Purchase");
    expect(lead).toContain("Payment: Finance");
    expect(lead).toContain("10:30 am");

    await page.goto(siteUrl("bigbox-used", "/mybigboxcars"));
    const reservation = page.getByRole("article").filter({ hasText: `#${id}` });
    await expect(reservation.getByTestId("reservation-state")).toHaveText("Reserved");
    await expect(reservation.getByText(/^(\d+ minutes?|less than a minute)$/)).toBeVisible();
    await expectAccessible(page);
    await reservation.getByRole("button", { name: "Cancel this reservation" }).click();
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: `#${id}` })
        .getByTestId("reservation-state"),
    ).toHaveText("Cancelled");
  });
});
