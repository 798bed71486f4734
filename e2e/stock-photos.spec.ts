import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { findCar } from "./support/cars";
import { asOwnClient } from "./support/leads";
import { consoleUrl, signInToConsole } from "./support/console";
import { siteUrl } from "./support/sites";

const SITE = "southern-cross-motors";
const OWNER = "owner@southern-cross-motors.example";

/** The photo keys in the order the page lists them. */
const order = (page: Page) =>
  page.locator("[data-photo-key]").evaluateAll((items) => items.map((item) => item.getAttribute("data-photo-key")));

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test.describe("a car's photos in the console", () => {
  test("uploads a JPEG, arranges by the buttons and by drag, hides one, and the site shows the new main photo", async ({
    page,
  }) => {
    const car = await findCar(page, SITE, "car_type=used", (hit) => hit.status === "in_stock");
    await signInToConsole(page, OWNER);
    await page.goto(consoleUrl(`/stock/${car.id}/photos`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photos");
    await expectAccessible(page);

    // Not a picture: refused, naming the field.
    await page
      .getByLabel(/^Photo \(JPEG/)
      .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Photo: this file is not a JPEG, PNG, WebP or HEIC picture.").first()).toBeVisible();

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d04020" } })
      .jpeg()
      .toBuffer();
    const before = (await order(page)).length;
    await page.getByLabel(/^Photo \(JPEG/).setInputFiles({ name: "side.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Photo uploaded.")).toBeVisible();
    const keys = await order(page);
    expect(keys).toHaveLength(before + 1);
    const uploaded = keys.at(-1)!;
    expect(uploaded).toMatch(/^upload-/);

    // By keyboard, without drag: Move up is a form button.
    await page.getByRole("button", { name: `Move up: photo ${keys.length}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Photo moved.")).toBeVisible();
    expect((await order(page)).at(-2)).toBe(uploaded);

    // By drag: the first photo onto the second, then save.
    const [first, second] = await order(page);
    await page.locator(`[data-photo-key="${first}"]`).dragTo(page.locator(`[data-photo-key="${second}"]`));
    await page.getByRole("button", { name: "Save order" }).click();
    await expect(page.getByText("Photos reordered.")).toBeVisible();
    expect((await order(page)).slice(0, 2)).toEqual([second, first]);

    await page.getByRole("button", { name: "Hide: photo 1" }).click();
    await expect(page.getByText("Photo hidden from the site.")).toBeVisible();

    const at = (await order(page)).indexOf(uploaded) + 1;
    await page.getByRole("button", { name: `Make main: photo ${at}` }).click();
    await expect(page.getByText("Main photo set")).toBeVisible();
    await expect(page.locator(`[data-photo-key="${uploaded}"] img`)).toHaveJSProperty("complete", true);
    await expectAccessible(page);

    // The site shows it at once: the vehicle page's first picture is the upload, through the image pipeline.
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    const main = page.locator('img[src*="uploads"]').first();
    await expect(main).toBeVisible();
    const src = (await main.getAttribute("src"))!;
    const status = (url: string) => page.evaluate(async (u) => (await fetch(u, { cache: "no-store" })).status, url);
    expect(await status(src)).toBe(200);
    await expectAccessible(page);

    // Removed, the upload leaves the media store: its address no longer serves it, at any size.
    await page.goto(consoleUrl(`/stock/${car.id}/photos`));
    const position = (await order(page)).indexOf(uploaded) + 1;
    await page.getByRole("button", { name: `Remove: photo ${position}` }).click();
    await expect(page.getByText("Uploaded photo removed.")).toBeVisible();
    expect(await order(page)).not.toContain(uploaded);
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    expect(await status(src)).toBe(404);
  });
});
