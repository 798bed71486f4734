import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * Each journey sends its leads from its own client address, so the per-client rate limit of one
 * journey never blocks another (the server keys clients on x-forwarded-for, as set by the proxy).
 */
export async function asOwnClient(page: Page, testInfo: TestInfo) {
  let hash = 0;
  for (const c of testInfo.testId + testInfo.retry) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${(hash >> 16) & 255}.${(hash >> 8) & 255}.${hash & 255}` });
}

export const shopper = { name: "Jo Citizen", email: "jo.citizen@example.com", phone: "0412 000 123" };

export async function fillContact(form: Locator, who = shopper) {
  await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("E-mail").fill(who.email);
  await form.getByLabel("Mobile").fill(who.phone);
}

/** Picks the first option of a select the form shows only on some sites (a location, a preferred dealership). */
export async function chooseFirstIfAsked(form: Locator, label: string) {
  const select = form.getByLabel(label);
  if (await select.count()) await select.selectOption({ index: 1 });
}

/** The trade-in's lead capture, beyond the contact fields: postcode, finance, where and how to be contacted. */
export async function fillValuation(form: Locator, answers: { postcode: string; finance: "Yes" | "No" }) {
  await form.getByLabel("Postcode").fill(answers.postcode);
  await form
    .getByRole("radiogroup", { name: "Would you like finance on your next car?" })
    .getByLabel(answers.finance)
    .check();
  await chooseFirstIfAsked(form, "Location");
  await form.getByLabel("Email", { exact: true }).check(); // preferred contact method
}

export async function agreeToTerms(form: Locator) {
  await form.getByLabel(/I agree to the website terms of use/).check();
}

/**
 * The success page, worded by category; with JavaScript the analytics event is on the dataLayer.
 * The page's address carries only the lead's signed, single-use token: the event is pushed (and the
 * category kept on the device) on the first visit only, so a reload neither counts the lead again
 * nor writes anything.
 */
export async function expectSuccess(page: Page, heading: string | RegExp, eventId?: number) {
  // The server action stores the lead and redirects: up to 30 s on a loaded CI machine, as for e-mails.
  await expect(page).toHaveURL(/\/success\?lead=v1\.[\w.-]+$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  if (eventId !== undefined) {
    const pushed = () =>
      page.evaluate(
        () =>
          (window as unknown as { dataLayer?: { event?: string; event_id?: number }[] }).dataLayer
            ?.filter((e) => e.event === "lead_submitted")
            .map((e) => e.event_id) ?? [],
      );
    await expect.poll(pushed).toEqual([eventId]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("forecourt:success-category"))).not.toBeNull();
    await page.evaluate(() => localStorage.removeItem("forecourt:success-category"));
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your enquiry");
    expect(await pushed()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("forecourt:success-category"))).toBeNull();
  }
}

/**
 * The page's scripts are running and the form's spam check is solved (the JavaScript path is in
 * use). The check starts when the shopper first focuses the form, as a person would.
 */
export async function whenFormReady(form: Locator) {
  await expect(async () => {
    const first = form.locator("input:not([type=hidden]), select, textarea").first();
    await first.blur(); // focusing again fires focusin again, once the page's script listens
    await first.focus();
    await expect(form.getByRole("status")).toHaveText(/Checking|complete/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(form.getByRole("status")).toHaveText("Spam check complete", { timeout: 20_000 });
}
