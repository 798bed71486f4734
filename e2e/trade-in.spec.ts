import { expect, test } from "./support/test";
import { adfFromMime } from "@/features/leads/testing/adf-attachment";
import { expectAccessible, expectAccessibleAt } from "./support/axe";
import { findCar } from "./support/cars";
import { asOwnClient } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { postFromPage, siteUrl } from "./support/sites";
import { answerCondition, captureTradeInLead, lookUpRego, offerShown } from "./support/trade-in";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const trader = (tag: string) => ({
  name: `Trader ${tag}${Date.now()}`,
  email: "trader@example.com",
  phone: "0412 000 654",
});
const lastName = (who: { name: string }) => who.name.split(" ").pop()!;

test.describe("the trade-in flow", () => {
  test("lead, rego lookup, answers, an offer that expires, acceptance; the dealer gets each milestone with the ADF trade-in", async ({
    page,
  }) => {
    const who = trader("A");
    await page.goto(siteUrl("bigbox-used", "/sell-my-car"));
    await expect(page.getByRole("heading", { name: "Sell or trade in your car", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trade-in FAQ" })).toBeVisible();
    await page.getByText("Which cars can be valued online?").click();
    await expect(
      page.getByText(/We don't give an online estimate for cars over 7 years old or over 100,000 km/),
    ).toBeVisible();
    await expectAccessible(page);

    await captureTradeInLead(page, who);
    // The lead is stored at the first step: the dealer has it even if the shopper goes no further.
    expect(await receivedDecodedMail([lastName(who), "1. Lead Captured"])).toContain("Trade-In");
    await expect(page.getByText(/Demonstration: no real registration service is asked/)).toBeVisible();
    await expectAccessible(page);

    await lookUpRego(page, "dem o01", "NSW"); // typed with a space, in lower case
    await expect(page.getByText("2021 Toyota Corolla")).toBeVisible();
    await expect(page.getByText("DEMX0000000000001")).toBeVisible(); // the VIN the register gave
    await expectAccessible(page);

    await page.locator("#trade-in-answers").getByLabel("Kilometres on the odometer").fill("lots");
    await page.locator("#trade-in-answers").getByRole("button", { name: "Get my offer" }).click();
    await expect(page.locator("#trade-in-answers").getByRole("alert").first()).toContainText(
      "Please enter the kilometres on the odometer",
    );
    await expectAccessible(page);

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/miscellaneous"));
    await answerCondition(page, "38,000");
    await expect(page.getByRole("heading", { name: "Your instant offer" })).toBeVisible();
    const offer = await offerShown(page);
    expect(offer).toBeGreaterThan(1000);
    expect(offer % 100).toBe(0);
    await expect(page.getByTestId("offer-expiry")).toHaveText(/^Expires on \w+day \d{1,2} \w+ 20\d\d$/);
    await expect(page.getByText("Subject to an inspection of your car by the dealer.")).toBeVisible();
    expect((await saved).status()).toBe(200); // the valuation saved (BigBox sends column_name 'valuation')
    const kept = await page.evaluate(() => localStorage.getItem("forecourt:trade-in-valuation"));
    expect(JSON.parse(kept!)).toMatchObject({ offer_price: offer, car: "2021 Toyota Corolla" });
    const events = () =>
      page.evaluate(
        () =>
          (window as unknown as { dataLayer?: { event_id?: number; event?: string }[] }).dataLayer?.filter(
            (e) => e.event === "trade_in_valuation" && e.event_id === 18,
          ).length ?? 0,
      );
    expect(await events()).toBe(1);
    await expectAccessible(page);

    // The shopper leaves and comes back: the flow resumes at the offer.
    const savedAgain = page.waitForResponse((r) => r.url().endsWith("/api/miscellaneous"));
    await page.goto(siteUrl("bigbox-used", "/trade-in"));
    await savedAgain; // the page's script has run
    await expect(page.getByTestId("offer-price")).toHaveText(`$${offer.toLocaleString("en-AU")}`);
    expect(await events()).toBe(0); // the same valuation seen again is not counted again

    await page.getByRole("button", { name: "Accept this offer" }).click();
    await expect(page.getByRole("heading", { name: "Offer accepted" })).toBeVisible();
    await expectAccessible(page);

    const adf = adfFromMime(await receivedDecodedMail([lastName(who), "3. Offer Accepted"]))!;
    expect(adf).toContain('<vehicle interest="trade-in" status="used">');
    expect(adf).toContain("<make>Toyota</make>");
    expect(adf).toContain("<vin>DEMX0000000000001</vin>");
    expect(adf).toContain(`<price type="appraisal" currency="AUD">${offer}</price>`);
    expect(adf).toContain("Subcategory: 3. Offer Accepted");
    expect(adf).toContain("Kilometres: 38,000");
    expect(adf).toContain("Condition of the body and paint: Good");
  });

  test("towards a stock car: its price, the offer, and the price less the offer", async ({ page }) => {
    const car = await findCar(page, "bigbox-used", "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
    await page.goto(siteUrl("bigbox-used", `/cars/${car.slug}`));
    await page
      .getByRole("complementary", { name: "Price and actions" })
      .getByRole("link", { name: "Trade-In Valuation" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${car.id}$`));
    await expect(page.getByTestId("towards-price")).toHaveText(`$${car.price.toLocaleString("en-AU")}`);
    await captureTradeInLead(page, trader("T"));
    await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${car.id}$`)); // the flow stays on this car's page
    await lookUpRego(page, "HYU420", "WA");
    await answerCondition(page, "52000", { "Has the car had accident damage?": "Yes" });
    const offer = await offerShown(page);
    await expect(page.getByTestId("reduced-price")).toHaveText(`$${(car.price - offer).toLocaleString("en-AU")}`);
    await expectAccessible(page);
  });

  test("a car over 7 years old gets no online estimate: the dealer is asked to appraise it", async ({ page }) => {
    const who = trader("O");
    await page.goto(siteUrl("southern-cross-motors", "/trade-in"));
    await captureTradeInLead(page, who);
    await lookUpRego(page, "OLD815", "ACT");
    await expect(page.getByText("2015 Toyota Camry")).toBeVisible();
    await answerCondition(page, "64000");
    await expect(page.getByRole("heading", { name: "The dealer will appraise your car" })).toBeVisible();
    await expect(page.getByText(/We cannot value cars over 7 years old online/)).toBeVisible();
    await expect(page.getByTestId("offer-price")).toHaveCount(0);
    await expectAccessible(page);
    expect(await receivedDecodedMail([lastName(who), "2. Appraisal Requested"])).toContain("Camry");
  });

  test("an expired offer cannot be accepted; the shopper can ask for a new one", async ({ page }) => {
    // Southern Cross's offers stand for 10 seconds in the journeys (TRADE_IN_OFFER_SECONDS_BY_SITE).
    await page.goto(siteUrl("southern-cross-motors", "/trade-in"));
    await captureTradeInLead(page, trader("E"));
    await lookUpRego(page, "KIA024", "TAS"); // a 2024 Kia Sportage: Southern Cross stocks enough of its own to value it
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/miscellaneous"));
    await answerCondition(page, "30000");
    const first = await offerShown(page);
    expect((await saved).status()).toBe(200); // saved while it stands
    const shown = JSON.parse((await page.evaluate(() => localStorage.getItem("forecourt:trade-in-valuation")))!);
    // Once it has expired, the very valuation the page showed can no longer be saved: a 4xx naming the field.
    const save = () => postFromPage(page, "/api/miscellaneous", { valuation: shown });
    await expect.poll(async () => (await save()).status, { timeout: 60_000, intervals: [1_000] }).toBe(410);
    expect((await save()).body.error).toMatchObject({
      code: "offer_expired",
      message: expect.stringMatching(/^This offer expired on \w+day /),
      fields: { "valuation.expires_at": expect.stringContaining("ask for a new offer") },
    });
    await page.getByRole("button", { name: "Accept this offer" }).click();
    await expect(page.locator("#trade-in-accept").getByRole("alert")).toContainText("This offer expired on");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your offer has expired" })).toBeVisible();
    await expect(page.getByTestId("offer-expiry")).toHaveText(/^Expired on /);
    await expect(page.getByRole("button", { name: "Accept this offer" })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Get a new offer" }).click();
    await expect(page.locator("#trade-in-answers").getByLabel("Kilometres on the odometer")).toHaveValue("30000");
    await page.locator("#trade-in-answers").getByRole("button", { name: "Get my offer" }).click();
    await expect(page.getByRole("heading", { name: "Your instant offer" })).toBeVisible();
    expect(await offerShown(page)).toBe(first);
  });

  test("each site serves its own trade-in routes; the valuation save takes only this device's own offer", async ({
    page,
  }) => {
    for (const [site, path, status] of [
      ["southern-cross-motors", "/sell-my-car", 200],
      ["tasman-caravans", "/sell-your-car", 200],
      ["tasman-caravans", "/sell-my-car", 404],
      ["bigbox-used", "/sell-your-car", 404],
      ["harbour-toyota", "/sell-my-car", 404],
    ] as const)
      expect((await page.goto(siteUrl(site, path)))!.status(), `${site}${path}`).toBe(status);

    await page.goto(siteUrl("bigbox-used", "/trade-in"));
    const bad = await postFromPage(page, "/api/miscellaneous", { valuation: { reference: "x" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toContain("valuation.reference");
    const none = await postFromPage(page, "/api/miscellaneous", {
      valuation: { reference: 1, car: "2020 Kia", offer_price: 99_000, expires_at: "2030-01-01T00:00:00.000Z" },
      column_name: "valuation",
    });
    expect(none.status).toBe(404); // no flow on this device: nothing can be written
  });
});

test.describe("the trade-in flow without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a failed lookup, then the car picked from lists, answers, offer and acceptance", async ({ page, browser }) => {
    const who = trader("N");
    const axe = async () => expectAccessibleAt(browser, page.url(), await page.context().cookies());
    await page.goto(siteUrl("tasman-caravans", "/sell-your-car"));
    await captureTradeInLead(page, who, false);
    await lookUpRego(page, "FAIL00", "TAS");
    await expect(page.getByText(/couldn't reach the registration service/)).toBeVisible();
    await axe();
    const pick = page.locator("#trade-in-pick");
    // A caravan Tasman stocks enough of to value from its own stock (comparables are never another dealer's cars).
    await pick.getByLabel("Year").selectOption("2024");
    await pick.getByLabel("Make").selectOption("Jayco");
    await pick.getByRole("button", { name: "Next" }).click();
    await page.locator("#trade-in-pick").getByLabel("Model").selectOption("Silverline");
    await page.locator("#trade-in-pick").getByRole("button", { name: "Next" }).click();
    await expect(page.locator("#trade-in-pick").getByLabel("Badge (optional)")).toBeVisible();
    await page.locator("#trade-in-pick").getByRole("button", { name: "Next: its condition" }).click();
    await expect(page.getByText("2024 Jayco Silverline")).toBeVisible();
    await axe();
    await answerCondition(page, "41000", { Tyres: "Worn" });
    await expect(page.getByRole("heading", { name: "Your instant offer" })).toBeVisible();
    await expect(page.getByTestId("offer-expiry")).toHaveText(/^Expires on /);
    await axe();
    await page.getByRole("button", { name: "Accept this offer" }).click();
    await expect(page.getByRole("heading", { name: "Offer accepted" })).toBeVisible();
    expect(await receivedDecodedMail([lastName(who), "3. Offer Accepted"])).toContain("Tyres: Worn");
  });
});
