import { createHmac } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
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

/**
 * Signs a demo staff member in to the console, whatever their state: the e-mailed code, then, for an owner or manager,
 * either their first enrolment (the secret is kept for every later sign-in of this run) or their authenticator's code.
 * One sign-in of an address at a time across the run's workers: a new code replaces the last one.
 */
export async function signInToConsole(page: Page, email: string) {
  await oneSignInAtATime(email, async () => {
    await enterConsoleWithCode(page, email);
    await finishConsoleSignIn(page, email);
  });
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
async function enrolAuthenticator(page: Page): Promise<string> {
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

/*
 * The authenticators demo owners and managers enrol during a run, by address: the journeys share one database, so the
 * first journey to sign one in enrols them and every later sign-in answers with a code from the same secret. Kept in
 * the run's own data folder (.data/e2e, made fresh when the journeys' server starts).
 */
const RUN_DIR = path.join(process.cwd(), ".data", "e2e", "journeys");
const secretFile = (email: string) => path.join(RUN_DIR, `authenticator-${email}`);

function keepSecret(email: string, secret: string) {
  if (!email) return;
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(secretFile(email), secret);
}

function keptSecret(email: string): string {
  return readFileSync(secretFile(email), "utf8");
}

/** Runs a whole sign-in of an address while no other worker signs that address in (a directory made atomically). */
export async function oneSignInAtATime(email: string, signIn: () => Promise<void>) {
  const lock = path.join(RUN_DIR, `signing-in-${email}`);
  mkdirSync(RUN_DIR, { recursive: true });
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock);
          return true;
        } catch {
          return false;
        }
      },
      { message: `no other journey signing ${email} in`, timeout: 110_000 },
    )
    .toBe(true);
  try {
    await signIn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * After the e-mailed code: lands on the console's home, through the authenticator step the member's state asks for
 * (first enrolment on the account page, or the code of the authenticator enrolled earlier in the run).
 */
export async function finishConsoleSignIn(page: Page, email: string) {
  // Told apart by what the page shows, not its address: the way there may pass through the console's home.
  const enrol = page.getByRole("button", { name: "Set up an authenticator" });
  const secondStep = page.getByRole("heading", { level: 1, name: "Enter your authenticator code" });
  const home = page.getByRole("heading", { level: 1, name: "Dealer console" });
  await expect(enrol.or(secondStep).or(home), `${email} past the e-mailed code`).toBeVisible();
  if (await enrol.isVisible()) {
    keepSecret(email, await enrolAuthenticator(page));
    await page.goto(consoleUrl("/"));
  } else if (await secondStep.isVisible()) {
    await page.getByLabel("Authenticator code").fill(authenticatorCode(keptSecret(email)));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(consoleUrl("/"));
}

/**
 * The server actions of a console page's forms, as its no-script forms carry them, leaving out signing out (the
 * header's), which would end the session the requests go on with.
 */
export const formActions = (html: string) =>
  [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map(([form]) => form)
    .filter((form) => !/>\s*Sign out\s*</.test(form))
    .flatMap((form) => [...form.matchAll(/name="\$ACTION_ID_([0-9a-f]+)"/g)].map((m) => m[1]!));

/** An attribute's value as a page writes it, decoded. */
const decoded = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * Each server-action form of a page as a browser without scripts posts it: its hidden fields, which name the action
 * (a plain action's `$ACTION_ID_…`, or a form with state's `$ACTION_REF_…`, `$ACTION_…:0` and its state), one per
 * action; signing out (the header's) left out.
 */
export const actionForms = (html: string): Record<string, string>[] => {
  const forms = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map(([form]) => form)
    .filter((form) => !/>\s*Sign out\s*</.test(form))
    .map((form) =>
      Object.fromEntries(
        [...form.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].flatMap(([input]) => {
          const name = /name="([^"]*)"/.exec(input)?.[1];
          return name ? [[decoded(name), decoded(/value="([^"]*)"/.exec(input)?.[1] ?? "")]] : [];
        }),
      ),
    )
    .filter((fields) => Object.keys(fields).some((name) => name.startsWith("$ACTION_")));
  return forms;
};
