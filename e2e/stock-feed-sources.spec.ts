import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { consoleUrl, signInToConsole } from "./support/console";
import { asOwnClient } from "./support/leads";

/** A dealer's feed sources in the console: one signed-in owner across the journey (sign-in codes are limited). */
test.describe.configure({ mode: "serial", timeout: 240_000 });

const OWNER = "owner@bigbox-used.example";
let page: Page;
const run = Date.now() % 100000;

test.beforeAll(async ({ browser }, testInfo) => {
  // Axe needs a page of a context of our own (not browser.newPage()).
  const context = await browser.newContext();
  page = await context.newPage();
  await asOwnClient(page, testInfo);
  await signInToConsole(page, OWNER);
});
test.afterAll(async () => page?.context().close());

test("an owner makes an upload source with a mapping, uploads a CSV with one bad row and sees the summary", async () => {
  await page.goto(consoleUrl("/feeds"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feeds");
  await expectAccessible(page);
  await page.getByRole("link", { name: "New feed source" }).click();
  await page.getByLabel("Name", { exact: true }).fill(`Yard sheet ${run}`);
  await page.getByLabel("How the stock arrives").selectOption("upload");
  await page.getByLabel("Safety share (percent of cars a run may take off)").fill("150");
  await page.getByLabel("Source column 1", { exact: true }).fill("StockNo");
  await page.getByLabel("Platform column 1", { exact: true }).selectOption("stocknum");
  await page.getByRole("button", { name: "Save the source" }).click();
  await expect(page.getByText("The safety share is between 0 and 100 percent")).toBeVisible();
  await page.getByLabel("Safety share (percent of cars a run may take off)").fill("20");
  await page.getByRole("button", { name: "Save the source" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The source is saved." })).toBeVisible();
  await expectAccessible(page);

  const csv = [
    "stocknum,dealership,car_type,status,make,model,badge,year,price,km,body,colour",
    `UP${run}A,bigbox-used-cars,used,in_stock,Toyota,Corolla,Ascent,2021,23990,41000,hatch,White`,
    `UP${run}B,bigbox-used-cars,used,in_stock,Toyota,Corolla,Ascent,2021,not-a-price,41000,hatch,White`,
  ].join("\n");
  await page
    .getByLabel("Feed file")
    .setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and run" }).click();
  const summary = page.getByRole("status", { name: "Run summary" });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Row");
  await expect(summary.getByRole("link", { name: "See the run" })).toBeVisible();
});

test("an owner makes a push key, pushes with it (200), revokes it and is refused (401)", async () => {
  await page.goto(consoleUrl("/feeds"));
  await page.getByRole("link", { name: "Dealer system push", exact: true }).click();
  await page.getByLabel("Key name").fill(`DMS ${run}`);
  await page.getByRole("button", { name: "Create a push key" }).click();
  const key = (await page.getByTestId("new-push-key").textContent())!.trim();
  expect(key).toMatch(/^fcp_/);
  await expectAccessible(page);

  const csv = [
    "stocknum,dealership,car_type,status,make,model,badge,year,price,km,body,colour",
    `PU${run},bigbox-used-cars,used,in_stock,Mazda,CX-5,Maxx,2020,27990,52000,suv,Blue`,
  ].join("\n");
  // As a dealer's system would: the key alone, no session (to the journeys' server by address: Node's resolver does
  // not know *.localhost, so the console's host goes in the Host header).
  const consoleOrigin = new URL(consoleUrl("/"));
  const push = () =>
    page.request.post(`http://127.0.0.1:${consoleOrigin.port}/api/feeds/push`, {
      headers: { host: consoleOrigin.host, Authorization: `Bearer ${key}`, "Content-Type": "text/csv" },
      data: csv,
      failOnStatusCode: false,
    });
  const ok = await push();
  expect(ok.status(), await ok.text()).toBe(200);
  expect((await ok.json()).run.status).toBe("applied");

  await page.reload();
  await page.getByRole("button", { name: `Revoke DMS ${run}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The key is revoked." })).toBeVisible();
  const refused = await push();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("unauthorized");
});

test("an empty file to a full feed is held by the safety valve; its page offers approval, and discarding leaves the stock", async () => {
  await page.goto(consoleUrl("/feeds"));
  await page.getByRole("link", { name: `Yard sheet ${run}`, exact: true }).click();
  await page.getByLabel("Feed file").setInputFiles({
    name: "empty.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("stocknum,dealership,car_type,status,make,model,badge,year,price,km,body,colour\n"),
  });
  await page.getByRole("button", { name: "Upload and run" }).click();
  const summary = page.getByRole("status", { name: "Run summary" });
  await expect(summary).toBeVisible();
  await summary.getByRole("link", { name: "See the run" }).click();
  await expect(page.getByText("Held for approval")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve and apply" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The run is discarded" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve and apply" })).toHaveCount(0);

  await page.getByRole("link", { name: "Every run" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Runs of Yard sheet ${run}`);
  await expect(page.getByRole("cell", { name: "Discarded" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Applied" }).first()).toBeVisible();
  await expectAccessible(page);
});
