import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { consoleUrl, signInToConsole } from "./support/console";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { receivedDecodedMail } from "./support/mail";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

// Tasman's owner: no other journey signs in as them, so no code of theirs is replaced mid-journey.
const OWNER = "owner@tasman-caravans.example";

test.describe("the lead desk's messages", () => {
  test("a lead appears live in an open list; the acknowledgement is refused, shown failing and sent again; the reply reaches the shopper", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    // The journeys' mail server refuses an address at bounce-once.example once (e2e/support/mail-catcher.ts): the
    // acknowledgement, the first message to the shopper, fails for good, and works when sent again.
    const shopper = { name: `Comms ${stamp}`, email: `comms.${stamp}@bounce-once.example`, phone: "0412 000 789" };

    await signInToConsole(page, OWNER);
    await page.goto(consoleUrl("/leads"));
    await expect(page.getByRole("link", { name: "Check for new leads" })).toBeVisible();
    await expectAccessible(page);

    // The shopper sends an enquiry on the dealer's site, in a browser of their own, while the list stays open.
    const shopperContext = await browser.newContext();
    const site = await shopperContext.newPage();
    await site.setExtraHTTPHeaders({ "x-forwarded-for": `10.77.${stamp % 250}.${(stamp >> 8) % 250}` });
    const car = await findCar(
      site,
      "tasman-caravans",
      "item_type=caravan",
      (h) => h.status === "in_stock" && h.price > 200,
    );
    await site.goto(siteUrl("tasman-caravans", `/cars/${car.slug}`));
    const form = site.locator("#enquiry-form");
    await whenFormReady(form);
    await fillContact(form, shopper);
    await form.getByLabel("Message").fill("Does it have an annexe?");
    await agreeToTerms(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expectSuccess(site, "Thank you for your enquiry");
    await shopperContext.close();

    const fresh = page.getByRole("link", { name: /^\d+ new leads? — show$/ });
    await expect(fresh).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await fresh.click();
    await page.getByRole("link", { name: shopper.name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(shopper.name);
    const leadPath = new URL(page.url()).pathname;

    // The acknowledgement was refused for good: the banner names the site and links this lead, on every page.
    const banner = page.getByRole("complementary", { name: "Lead deliveries are failing" });
    await expect(async () => {
      await page.reload();
      await expect(banner).toContainText("Tasman Caravans", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const confirmation = page.getByRole("listitem").filter({ hasText: "Shopper confirmation" });
    await expect(confirmation).toContainText("Failed");
    await expect(confirmation).toContainText(/Last error: .*550 No such mailbox/);
    await page.goto(consoleUrl("/"));
    await expect(banner.getByRole("link", { name: `lead ${leadPath.split("/").pop()}` })).toBeVisible();
    await expectAccessible(page);
    await banner.getByRole("link", { name: `lead ${leadPath.split("/").pop()}` }).click();

    // A reply with no message names the field; a reply is queued, reaches the shopper, and marks first contact.
    await expect(page.getByLabel("Subject")).toHaveValue(/^Your enquiry about the /);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Message: write the message first.")).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.getByLabel("Subject").fill(`About your caravan ${stamp}`);
    await page
      .getByLabel("Message", { exact: true })
      .fill("Yes, it comes with an annexe. Come and see it on Saturday.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply queued: it is on its way to the shopper.")).toBeVisible();
    await expect(page.getByText(/Status: Contacted/)).toBeVisible();
    const reply = await receivedDecodedMail([`To: ${shopper.email}`, `About your caravan ${stamp}`]);
    expect(reply).toMatch(new RegExp(`^Reply-To: ${OWNER}`, "m"));
    expect(reply).not.toMatch(new RegExp(`^From: .*${OWNER}`, "m"));
    expect(reply).toContain("Yes, it comes with an annexe.");

    // Sent again, the acknowledgement arrives with the placeholders filled in, and the site's banner lets go of it.
    await confirmation.getByRole("button", { name: /Send again/ }).click();
    await expect(page.getByText("Delivery queued to be sent again.")).toBeVisible();
    const acknowledgement = await receivedDecodedMail([`To: ${shopper.email}`, "We have your enquiry, Comms"]);
    expect(acknowledgement).toContain("Thanks for your General Enquiry with");
    await expect(async () => {
      await page.reload();
      await expect(confirmation).toContainText("Sent", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("listitem").filter({ hasText: "Reply to shopper" })).toContainText("Sent");
    await expect(banner.getByRole("link", { name: `lead ${leadPath.split("/").pop()}` })).toHaveCount(0);
    const trail = page.getByRole("region", { name: "What happened" });
    await expect(trail).toContainText(`Replied to the shopper: About your caravan ${stamp}`);
    await expect(trail).toContainText("Sent a delivery again (receipt)");
    await expectAccessible(page);

    // The stream of new leads answers only a signed-in member.
    const anonymous = await browser.newContext();
    expect((await (await anonymous.newPage()).goto(consoleUrl("/leads/live")))!.status()).toBe(401);
    await anonymous.close();
  });
});
