import { expect, type Page } from "@playwright/test";
import { siteUrl } from "./sites";

export type Hit = {
  id: number;
  slug: string;
  name: string;
  price: number;
  preorder: boolean;
  status: string;
  itemType: string;
  reserved: boolean;
  /** A hold of the car waits for its deposit right now. */
  beingReserved: boolean;
  carType: string;
};

/** A car of the given kind, found through the site's own search API. */
export async function findCar(
  page: Page,
  site: string,
  query: string,
  wanted: (hit: Hit) => boolean = () => true,
): Promise<Hit> {
  const response = await page.request.get(siteUrl(site, `/api/search?${query}`), { headers: {} }).catch(() => null);
  // Node cannot resolve *.localhost, so ask through the browser when the request context cannot.
  const body = response?.ok()
    ? await response.json()
    : await (await page.goto(siteUrl(site, `/api/search?${query}`)))!.json();
  const hit = (body.hits as Hit[]).find(wanted);
  expect(hit, query).toBeDefined();
  return hit!;
}
