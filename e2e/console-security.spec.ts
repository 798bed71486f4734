import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { authenticatorCode, consoleUrl, enterConsoleWithCode, signInToConsole } from "./support/console";
import { decodedMailsSoFar } from "./support/mail";
import { asOwnClient } from "./support/leads";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** The newest invitation e-mailed to an address: the link in it. */
async function invitationLinkFor(email: string): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(() => (mails = decodedMailsSoFar([`To: ${email}`, "/invitation/"])).length, {
      message: `an invitation e-mailed to ${email}`,
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return /(http:\/\/console\.localhost:\d+\/invitation\/[A-Za-z0-9_-]+)/.exec(mails.at(-1)!)![1]!;
}

async function signOut(page: Page) {
  await page.goto(consoleUrl("/"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(consoleUrl("/sign-in"));
}

test.describe("the console's staff security", () => {
  test("a manager is sent to turn on an authenticator, enrols, and then signs in with an e-mail code and a backup code (once) or its code", async ({
    page,
  }) => {
    const email = "manager@tasman-caravans.example";
    await enterConsoleWithCode(page, email);
    await expect(page).toHaveURL(consoleUrl("/account"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
    await expect(page.getByRole("alert").filter({ hasText: "Turn on an authenticator to continue" })).toBeVisible();
    await expectAccessible(page);

    // Every other page refuses them on the server until it is on.
    for (const path of ["/", "/leads", "/team"]) {
      await page.goto(consoleUrl(path));
      await expect(page).toHaveURL(consoleUrl("/account"));
    }

    await page.getByRole("button", { name: "Set up an authenticator" }).click();
    await expect(page.getByRole("img", { name: "QR code of your authenticator secret" })).toBeVisible();
    const secret = (await page.getByTestId("authenticator-secret").textContent())!.replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);
    const right = authenticatorCode(secret);
    await page.getByLabel("Authenticator code").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Authenticator code: that code is wrong")).toBeVisible();
    await expect(page.getByLabel("Authenticator code")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Authenticator code").fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your authenticator is on." })).toBeVisible();
    await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
    const backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(backupCodes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    await expectAccessible(page);

    // Shown once: the page itself now says it is on, and a manager cannot turn it off.
    await page.goto(consoleUrl("/account"));
    await expect(page.getByRole("list", { name: "Backup codes" })).toHaveCount(0);
    await expect(page.getByText("Owners and managers must keep it on.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn off the authenticator" })).toHaveCount(0);
    await page.goto(consoleUrl("/"));
    await expect(page.getByText("Your role: Manager")).toBeVisible();

    // Without the phone: a backup code instead of the authenticator's. A mistyped one and a wrong one are named.
    await signOut(page);
    await enterConsoleWithCode(page, email);
    await expect(page).toHaveURL(consoleUrl("/sign-in/authenticator"));
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await expect(page).toHaveURL(consoleUrl("/sign-in/backup-code"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter a backup code");
    await expectAccessible(page);
    await page.getByLabel("Backup code").fill("not-a-code");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Backup code: Enter one of your backup codes")).toBeVisible();
    await expect(page.getByLabel("Backup code")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Backup code").fill(backupCodes.includes("AAAAA-00000") ? "BBBBB-00000" : "AAAAA-00000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Backup code: That backup code is wrong or has been used already.")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(consoleUrl("/"));
    await expect(page.getByText("Your role: Manager")).toBeVisible();

    // The same backup code is spent: refused at the next sign-in, which the authenticator's code then finishes.
    await signOut(page);
    await enterConsoleWithCode(page, email);
    await expect(page).toHaveURL(consoleUrl("/sign-in/authenticator"));
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Backup code: That backup code is wrong or has been used already.")).toBeVisible();
    await page.getByRole("link", { name: "Use the authenticator code instead" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your authenticator code");
    await expectAccessible(page);
    await page.getByLabel("Authenticator code").fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(consoleUrl("/"));
    await expect(page.getByText("Your role: Manager")).toBeVisible();

    // A group choice the switcher refused comes back home with a message saying so.
    await page.goto(consoleUrl("/?group=unknown"));
    await expect(page.getByRole("alert").filter({ hasText: "That group is not one of yours" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an owner invites a salesperson by e-mail, who accepts and then works at that site only", async ({ page }) => {
    await signInToConsole(page, "owner@bigbox-used.example");
    await page.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(consoleUrl("/team"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team of BigBox Auto Group");
    await expectAccessible(page);

    // Bad input: each field named.
    await page.getByLabel("E-mail").fill("not an address");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("E-mail: enter the person's work e-mail address")).toBeVisible();
    await expect(page.getByText("Name: enter the person's name")).toBeVisible();
    await expect(page.getByText("Works at: tick at least one site")).toBeVisible();
    await expectAccessible(page);

    const invitee = `seller.${Date.now()}@bigbox-used.example`;
    await page.getByLabel("E-mail").fill(invitee);
    await page.getByLabel("Name").fill("Sasha Seller");
    await page.getByLabel("Role").selectOption("sales");
    await page.getByLabel("BigBox Used Cars (the whole site)").check();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toHaveText(`Invitation e-mailed to ${invitee}.`);
    await page.goto(consoleUrl("/team"));
    const pending = page.getByRole("region", { name: "Pending invitations" });
    await expect(pending.getByText(invitee, { exact: true })).toBeVisible();
    const link = await invitationLinkFor(invitee);

    // The invitee, in a browser of their own.
    const context = await page.context().browser()!.newContext();
    const theirs = await context.newPage();
    await theirs.setExtraHTTPHeaders({ "x-forwarded-for": "10.77.0.1" });
    await theirs.goto(link);
    await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("Invitation to the dealer console");
    await expect(theirs.getByText("invited you to join BigBox Auto Group as a salesperson")).toBeVisible();
    await expectAccessible(theirs);
    await signInToConsole(theirs, invitee);
    await expect(theirs.getByText("You are not a member of any dealer group yet.")).toBeVisible();
    await theirs.getByRole("link", { name: "Join BigBox Auto Group" }).click();
    await theirs.getByRole("button", { name: "Accept the invitation" }).click();
    await expect(theirs).toHaveURL(consoleUrl("/?joined=1"));
    await expect(theirs.getByRole("heading", { level: 2, name: "BigBox Auto Group" })).toBeVisible();
    await expect(theirs.getByText("Your role: Sales")).toBeVisible();
    await expect(theirs.getByRole("region", { name: "BigBox Auto Group" }).getByRole("listitem")).toHaveText([
      "BigBox Used Cars",
    ]);
    await expectAccessible(theirs);
    // A salesperson has no team page, and the link is spent.
    expect((await theirs.goto(consoleUrl("/team")))!.status()).toBe(404);
    await theirs.goto(link);
    await expect(theirs.getByRole("alert").filter({ hasText: "invitation" })).toHaveText(
      "This invitation has already been accepted or was cancelled.",
    );
    await context.close();

    await page.goto(consoleUrl("/team"));
    await expect(
      page.getByRole("region", { name: "Members" }).getByText(`(${invitee})`, { exact: true }),
    ).toBeVisible();
    await expect(pending.getByText(invitee, { exact: true })).toHaveCount(0);

    // A second invitation, cancelled: its link then says so.
    const cancelled = `cancelled.${Date.now()}@bigbox-used.example`;
    await page.getByLabel("E-mail").fill(cancelled);
    await page.getByLabel("Name").fill("Casey Cancelled");
    await page.getByLabel("BigBox Used Cars (the whole site)").check();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toHaveText(`Invitation e-mailed to ${cancelled}.`);
    await page.goto(consoleUrl("/team"));
    await pending.getByRole("button", { name: `Cancel the invitation of ${cancelled}` }).click();
    await expect(page.getByRole("status")).toHaveText("The invitation is cancelled.");
    await expect(pending.getByText(cancelled, { exact: true })).toHaveCount(0);
    await page.goto(await invitationLinkFor(cancelled));
    await expect(page.getByRole("alert").filter({ hasText: "invitation" })).toHaveText(
      "This invitation has already been accepted or was cancelled.",
    );
  });

  test("a member sees their sessions and signs one out, then every other: the next request there is signed out", async ({
    page,
    browser,
  }) => {
    const email = "sales@tasman-caravans.example";
    await signInToConsole(page, email);
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
    });
    const phone = await context.newPage();
    await phone.setExtraHTTPHeaders({ "x-forwarded-for": "10.77.0.2" });
    await signInToConsole(phone, email);

    await page.goto(consoleUrl("/account"));
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByText("(this device)")).toBeVisible();
    await expect(sessions.getByText("Safari on iOS", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await sessions.getByRole("button", { name: /Sign out this session/ }).click();
    await expect(page.getByRole("status")).toHaveText("That session is signed out.");
    await phone.goto(consoleUrl("/"));
    await expect(phone).toHaveURL(consoleUrl("/sign-in"));

    await signInToConsole(phone, email);
    await page.goto(consoleUrl("/account"));
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByRole("status")).toHaveText("You are signed out everywhere else.");
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await phone.goto(consoleUrl("/leads"));
    await expect(phone).toHaveURL(consoleUrl("/sign-in"));
    await page.goto(consoleUrl("/"));
    await expect(page).toHaveURL(consoleUrl("/"));
    await context.close();
  });
});
