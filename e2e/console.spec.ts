import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { codeSentTo, codesSentTo, consoleUrl, finishConsoleSignIn, oneSignInAtATime } from "./support/console";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("the dealer console", () => {
  test("a demo manager signs in with an e-mailed code, turns on an authenticator, sees their group and site, and signs out", async ({
    page,
  }) => {
    const first = await page.goto(consoleUrl("/"));
    await expect(page).toHaveURL(consoleUrl("/sign-in"));
    expect(first!.headers()["cache-control"]).toBe("no-store");
    expect(first!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(first!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the dealer console");
    await expectAccessible(page);

    await page.getByLabel("Work e-mail").fill("not an address");
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByText("Work e-mail: Enter your work e-mail address")).toBeVisible();
    await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    // Not the salesperson the lead desk's journey signs in at the same time: a new code replaces the last one.
    const email = "manager@harbour-toyota.example";
    await oneSignInAtATime(email, async () => {
      await page.getByLabel("Work e-mail").fill(email);
      const earlier = codesSentTo(email);
      await page.getByRole("button", { name: "Send me a code" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
      const code = await codeSentTo(email, earlier);
      await expectAccessible(page);
      await page.getByLabel("Code from the e-mail").fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Code from the e-mail: That code is wrong")).toBeVisible();
      await page.getByLabel("Code from the e-mail").fill(code);
      await page.getByRole("button", { name: "Sign in" }).click();
      // A manager's authenticator next: enrolled at their first sign-in of the run (e2e/console-security.spec.ts follows
      // that step closely), its code at every later one.
      await finishConsoleSignIn(page, email);
    });

    await expect(page).toHaveURL(consoleUrl("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer console");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Harbour Motor Group");
    await expect(page.getByText("Your role: Manager")).toBeVisible();
    await expect(page.getByRole("listitem")).toHaveText(["Harbour Toyota"]);
    await expectAccessible(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "forecourt-staff.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    expect(cookie!.domain).toBe("console.localhost");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(consoleUrl("/sign-in"));
    await page.goto(consoleUrl("/"));
    await expect(page).toHaveURL(consoleUrl("/sign-in"));
  });

  test("is served on its own host only: a site's host has no console, and the console host no site", async ({
    page,
  }) => {
    expect((await page.goto(siteUrl("harbour-toyota", "/console/sign-in")))!.status()).toBe(404);
    expect((await page.goto(siteUrl("harbour-toyota", "/sign-in/code")))!.status()).toBe(404);
    const onConsole = await page.goto(consoleUrl("/search/used-cars"));
    expect(onConsole!.status()).toBe(404);
    expect(onConsole!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });
});
