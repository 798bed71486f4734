import { expect, type Page } from "@playwright/test";
import type { Hit } from "./cars";
import { siteUrl } from "./sites";

/**
 * The nth car of a search that can be reserved now (in stock, not reserved nor being reserved, priced over $200). Each journey takes
 * its own n, and its own search, so no two journeys (nor the vehicle journeys, which take the first) hold one car.
 */
export async function reservableCar(page: Page, site: string, query: string, nth: number): Promise<Hit> {
  // Node cannot resolve *.localhost: the browser asks.
  const response = await page.goto(siteUrl(site, `/api/search?${query}`));
  expect(response?.ok()).toBe(true);
  const hits = ((await response!.json()).hits as Hit[]).filter(
    (h) =>
      h.status === "in_stock" &&
      !h.reserved &&
      !h.beingReserved &&
      h.price > 200 &&
      h.itemType === "car" &&
      !h.preorder,
  );
  expect(hits.length, `reservable cars for ${query}`).toBeGreaterThan(nth);
  return hits[nth]!;
}

/** Fills the checkout form's details and agrees to the refund terms. */
export async function fillCheckout(page: Page, who: { name: string; email: string; phone: string }) {
  await page.getByLabel("Full name").fill(who.name);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Mobile number").fill(who.phone);
  await page.getByRole("checkbox", { name: /I have read the refund terms/ }).check();
}

/** On the demo payment page: pays with a test card and lands on the reservation's confirmation. */
export async function payWithTestCard(page: Page, card = "4242 4242 4242 4242") {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay the deposit (demo)");
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /^Authorise \$200 \(demo\)$/ }).click();
}

/** The reservation id in the confirmation page's address. */
export const reservationIdOf = (page: Page) => Number(/\/reservations\/(\d+)/.exec(page.url())?.[1]);
