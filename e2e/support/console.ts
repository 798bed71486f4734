import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { decodedMailsSoFar } from "./mail";
import { hostUrl } from "./sites";

/** A page of the dealer console, on its own host. */
export const consoleUrl = (path = "/") => hostUrl("console.localhost", path);

const CODE_MAIL = /(\d{6}) is your Forecourt console sign-in code/;

const codeMails = (email: string) => decodedMailsSoFar([`To: ${email}`, "is your Forecourt console sign-in code"]);

/** How many sign-in codes were e-mailed to the address so far: read before asking for one, to wait for the next. */
export const codesSentTo = (email: string) => codeMails(email).length;

/**
 * The newest code the console e-mailed to an address, once more than `earlier` have arrived (a new code replaces the
 * last). The sign-in e-mail, not any mail to that address: a demo dealer's lead address may be a demo salesperson's too.
 */
export async function codeSentTo(email: string, earlier: number): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(() => (mails = codeMails(email)).length, { message: `a sign-in code e-mailed to ${email}`, timeout: 30_000 })
    .toBeGreaterThan(earlier);
  return CODE_MAIL.exec(mails.at(-1)!)![1]!;
}

/** Signs a demo staff member (one with no authenticator) in to the console with the code e-mailed to them. */
export async function signInToConsole(page: Page, email: string) {
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("Work e-mail").fill(email);
  const earlier = codesSentTo(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
  await page.getByLabel("Code from the e-mail").fill(await codeSentTo(email, earlier));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(consoleUrl("/"));
}

/** What an authenticator app shows for a secret as the console shows it (RFC 6238: base32, 30 s steps, 6 digits). */
export function authenticatorCode(base32Secret: string, now = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...base32Secret.replace(/[\s=]+/g, "").toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Gives the e-mail code for an address, leaving the page wherever the console sends the member next. */
export async function enterConsoleWithCode(page: Page, email: string) {
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("Work e-mail").fill(email);
  const earlier = codesSentTo(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your sign-in code");
  await page.getByLabel("Code from the e-mail").fill(await codeSentTo(email, earlier));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * On the account page, turns on an authenticator with a code computed from the secret the page shows; returns the
 * secret (for the next sign-in's second step). Owners and managers are sent there at their first sign-in.
 */
export async function enrolAuthenticator(page: Page): Promise<string> {
  await expect(page).toHaveURL(consoleUrl("/account"));
  await page.getByRole("button", { name: "Set up an authenticator" }).click();
  const secret = (await page.getByTestId("authenticator-secret").textContent())!.replace(/\s+/g, "");
  await page.getByLabel("Authenticator code").fill(authenticatorCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your authenticator is on." })).toBeVisible();
  return secret;
}

/** The console's host as a request names it: Node cannot resolve *.localhost, so requests go to 127.0.0.1 with it. */
const CONSOLE_HOST = new URL(consoleUrl("/")).host;

/**
 * One request to the console as a signed-in page's context would send it (its cookies for the console host), from
 * Node through `page.request`: fast, no page load, redirects are answers, not followed.
 */
export async function consoleRequest(
  page: Page,
  path: string,
  init: { method?: string; multipart?: Record<string, string> } = {},
) {
  const cookies = (await page.context().cookies(consoleUrl("/")))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  return page.request.fetch(`http://127.0.0.1:${new URL(consoleUrl("/")).port}${path}`, {
    method: init.method ?? "GET",
    headers: { host: CONSOLE_HOST, cookie: cookies, origin: `http://${CONSOLE_HOST}` },
    multipart: init.multipart,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}
