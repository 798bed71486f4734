import { expect, type Page, type TestInfo } from "@playwright/test";
import { latestSmsTo } from "./sms-gateway";

/**
 * A mobile number of the reserved 04xx 000 xxx kind for one journey, so the per-number code limits of one journey
 * never block another: { local: "0412 000 345", e164: "+61412000345" }.
 */
export function journeyPhone(testInfo: TestInfo, salt = ""): { local: string; e164: string } {
  let hash = 7;
  for (const c of testInfo.testId + salt + testInfo.retry) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const ab = String(hash % 100).padStart(2, "0");
  const cde = String(Math.floor(hash / 100) % 1000).padStart(3, "0");
  return { local: `04${ab} 000 ${cde}`, e164: `+614${ab}000${cde}` };
}

/** Asks for a code on the sign-in page the browser is on, and returns the code the SMS gateway received. */
export async function requestCode(page: Page, phone: { local: string; e164: string }): Promise<string> {
  const asked = new Date(Date.now() - 1000);
  await page.getByLabel("Mobile number").fill(phone.local);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  const text = await latestSmsTo(phone.e164, { after: asked });
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error("the SMS carried no code");
  return code;
}

/** Signs the page's browser in on the site it is on, and comes back to the page it was on. */
export async function signIn(page: Page, phone: { local: string; e164: string }): Promise<void> {
  const here = new URL(page.url());
  const back = `${here.pathname}${here.search}`;
  await page.goto(`${here.origin}/sign-in?type=account&redirect=${encodeURIComponent(back)}&back=%2F`);
  const code = await requestCode(page, phone);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${here.origin}${back}`);
}
