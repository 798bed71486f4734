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

/**
 * The server actions of a console page's forms, as its no-script forms carry them, leaving out signing out (the
 * header's), which would end the session the requests go on with.
 */
export const formActions = (html: string) =>
  [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map(([form]) => form)
    .filter((form) => !/>\s*Sign out\s*</.test(form))
    .flatMap((form) => [...form.matchAll(/name="\$ACTION_ID_([0-9a-f]+)"/g)].map((m) => m[1]!));
