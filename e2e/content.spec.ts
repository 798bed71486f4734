import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { siteUrl } from "./support/sites";

test.describe("content pages", () => {
  test("terms and privacy show the site's own legal texts", async ({ page }) => {
    await page.goto(siteUrl("bigbox-used", "/terms-and-conditions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms And Conditions");
    await expect(page.getByText("you agree to these terms of use")).toBeVisible();
    await expectAccessible(page);
    await page.goto(siteUrl("bigbox-used", "/privacy-policy"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("within 30 days")).toBeVisible();
    await expectAccessible(page);
  });

  test("the footer links the dealer's configured social pages, and none where a site has none", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/"));
    const harbour = page.getByRole("list", { name: "Harbour Toyota on social media" });
    await expect(harbour.getByRole("link")).toHaveCount(1);
    await expect(harbour.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      "https://facebook.example/harbourtoyota",
    );
    await expectAccessible(page);
    await page.goto(siteUrl("bigbox-used", "/"));
    await expect(page.getByRole("contentinfo").getByRole("list", { name: /on social media/ })).toHaveCount(0);
  });

  test("a car's history report opens from its page", async ({ page }) => {
    const response = await page.goto(siteUrl("bigbox-used", "/api/search?car_type=used&sortBy=latest"));
    const { hits } = (await response!.json()) as { hits: { slug: string }[] };
    let opened = false;
    for (const hit of hits) {
      await page.goto(siteUrl("bigbox-used", `/cars/${hit.slug}`));
      const link = page.getByRole("link", { name: "Car History Report" });
      if ((await link.count()) === 0) continue;
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle history report");
      await expect(page.getByText("Stolen vehicle register")).toBeVisible();
      await expectAccessible(page);
      opened = true;
      break;
    }
    expect(opened, "a used car with a history report among the latest 21").toBe(true);
  });
});
