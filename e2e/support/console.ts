import { expect, type Page } from "@playwright/test";
import { receivedDecodedMail } from "./mail";
import { hostUrl } from "./sites";

/** A page of the dealer console, on its own host. */
export const consoleUrl = (path = "/") => hostUrl("console.localhost", path);

const CODE_MAIL = /(\d{6}) is your Forecourt console sign-in code/;

/**
 * The code the console e-mailed to an address, from the journeys' mail server. The sign-in e-mail, not any mail to
 * that address: a demo dealer's lead address may be a demo salesperson's too.
 */
export async function codeSentTo(email: string): Promise<string> {
  const mail = await receivedDecodedMail([`To: ${email}`, "is your Forecourt console sign-in code"]);
  return CODE_MAIL.exec(mail)![1]!;
}

/** Signs a demo staff member (one with no authenticator) in to the console with the code e-mailed to them. */
export async function signInToConsole(page: Page, email: string) {
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
  await page.getByLabel("Code from the e-mail").fill(await codeSentTo(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(consoleUrl("/"));
}
