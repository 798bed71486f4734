import { expect, test } from "./support/test";
import { journeyPhone, requestCode } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { asOwnClient } from "./support/leads";
import { siteUrl } from "./support/sites";

// Sign-in codes are limited per client: each journey is its own client.
test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

// The canonical URL: its parameters in the order the search page writes them.
const SEARCH = "/search?make=Toyota&car_type=used&price=%3A30000";

test("save a search signed out (sign in and back), see it in the garage, rename, open and delete it", async ({
  browser,
  page,
}, testInfo) => {
  await page.goto(siteUrl("harbour-toyota", SEARCH));
  await expectAccessible(page);
  // The cars matching now, as the search API counts them (the same query string).
  const count = await page.evaluate(
    async (query) => ((await (await fetch(`/api/search?${query}`)).json()) as { count: number }).count,
    SEARCH.split("?")[1]!,
  );

  // Signed out, Save leads to sign in, then back to this same search's save form.
  await page.getByRole("link", { name: "Save this search" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to save this search" })).toBeVisible();
  await expectAccessible(page);
  const code = await requestCode(page, journeyPhone(testInfo));
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Save this search" })).toBeVisible();
  await expect(page.getByText("Used · Toyota · under $30,000", { exact: false }).first()).toBeVisible();

  // A name is required: the field says so.
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("   ");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Name: please give this search a name")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Name", { exact: true }).fill("Toyota under 30k");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("status").getByText("Saved “Toyota under 30k” to your garage.")).toBeVisible();
  await expectAccessible(page);

  // The garage lists it with its filters in words and the cars matching now.
  await page.getByRole("link", { name: "Your saved searches" }).click();
  const saved = page.getByTestId("saved-search");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("heading", { name: "Toyota under 30k", exact: true })).toBeVisible();
  await expect(saved.getByText("Used · Toyota · under $30,000", { exact: true })).toBeVisible();
  await expect(
    saved.getByText(`${count.toLocaleString("en-AU")} ${count === 1 ? "car matches" : "cars match"} now`),
  ).toBeVisible();
  await expectAccessible(page);

  // Rename it. Its settings page is offered once in the row, not a second time beside its alerts line.
  await expect(saved.locator('a[href^="/saved-searches/"]:not([href$="/delete"])')).toHaveCount(1);
  await saved.getByRole("link", { name: "Rename or set alerts for Toyota under 30k" }).click();
  await expect(page.getByRole("heading", { name: "Toyota under 30k", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Name", { exact: true }).fill("Cheap Toyotas");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status").getByText("Your saved search is renamed.")).toBeVisible();
  await expect(saved.getByRole("heading", { name: "Cheap Toyotas", exact: true })).toBeVisible();
  await expectAccessible(page);

  // Without JavaScript the form still answers with the field's message; another's id in a URL or a form is not found.
  const manage = await saved.getByRole("link", { name: /^Rename or set alerts/ }).getAttribute("href");
  const id = Number(manage!.split("/").pop());
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  expect((await plain.goto(siteUrl("harbour-toyota", `/saved-searches/${id + 1000}`)))?.status()).toBe(404);
  await plain.goto(siteUrl("harbour-toyota", manage!));
  await plain.getByLabel("Name", { exact: true }).fill("");
  await plain.getByRole("button", { name: "Rename" }).click();
  await expect(plain.getByText("Name: please give this search a name")).toBeVisible();
  await plain.getByLabel("Name", { exact: true }).fill("Not mine");
  await plain
    .locator('input[name="id"]')
    .first()
    .evaluate((input, other) => ((input as HTMLInputElement).value = other), String(id + 1000));
  const [answer] = await Promise.all([
    plain.waitForResponse((r) => r.request().method() === "POST"),
    plain.getByRole("button", { name: "Rename" }).click(),
  ]);
  expect(answer.status()).toBe(404);
  await noScript.close();

  // Open it: the search page runs it at its URL, with the same filters.
  await saved.getByRole("link", { name: "Open Cheap Toyotas" }).click();
  await expect(page).toHaveURL(siteUrl("harbour-toyota", SEARCH));
  await expect(page.getByRole("status").filter({ hasText: "found" })).toContainText(
    `${count.toLocaleString("en-AU")} ${count === 1 ? "vehicle" : "vehicles"} found`,
  );

  // Delete it, after a confirming page.
  await page.goBack();
  await page.getByTestId("saved-search").getByRole("link", { name: "Delete Cheap Toyotas" }).click();
  await expect(page.getByRole("heading", { name: "Delete “Cheap Toyotas”?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Yes, delete this search" }).click();
  await expect(page.getByRole("status").getByText("Your saved search is deleted.")).toBeVisible();
  await expect(page.getByTestId("saved-search")).toHaveCount(0);
  await expectAccessible(page);
});
