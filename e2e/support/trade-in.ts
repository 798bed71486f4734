import { expect, type Page } from "@playwright/test";
import { agreeToTerms, fillContact, fillValuation, whenFormReady } from "./leads";

/** The trade-in's first step: the shopper's details; the lead is stored and the flow moves to their car. */
export async function captureTradeInLead(page: Page, who: { name: string; email: string; phone: string }, js = true) {
  const form = page.locator("#valuation-form");
  if (js) await whenFormReady(form);
  await fillContact(form, who);
  await fillValuation(form, { postcode: "6160", finance: "No" });
  await agreeToTerms(form);
  await form.getByRole("button", { name: "Next: your car" }).click();
  await expect(page.getByRole("heading", { name: "Find your car by its registration" })).toBeVisible();
}

export async function lookUpRego(page: Page, plate: string, state: string) {
  const form = page.locator("#trade-in-lookup");
  await form.getByLabel("Registration (number plate)").fill(plate);
  await form.getByLabel("State or territory").selectOption(state);
  await form.getByRole("button", { name: "Find my car" }).click();
}

/** The condition answers: a well-kept car unless told otherwise. */
export async function answerCondition(page: Page, kms: string, worse: Record<string, string> = {}) {
  const form = page.locator("#trade-in-answers");
  await form.getByLabel("Kilometres on the odometer").fill(kms);
  const answers: Record<string, string> = {
    "Condition of the body and paint": "Good",
    "Condition of the interior": "Good",
    Tyres: "Good",
    Windscreen: "No damage",
    "Has the car had accident damage?": "No",
    "Service history": "Full",
    "Is there finance owing on the car?": "No",
    "Has the car been modified?": "No",
    "Number of keys": "2 or more",
    ...worse,
  };
  for (const [question, answer] of Object.entries(answers))
    await form.getByRole("radiogroup", { name: question }).getByLabel(answer, { exact: true }).check();
  await form.getByRole("button", { name: "Get my offer" }).click();
}

/** The offer shown, as a number of dollars. */
export async function offerShown(page: Page): Promise<number> {
  const text = await page.getByTestId("offer-price").textContent();
  return Number(text!.replace(/[^\d]/g, ""));
}
