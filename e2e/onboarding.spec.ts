import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { expectAccessible } from "./support/axe";
import {
  DEALER_FILE,
  dealerEnv,
  onboardNewDealer,
  runScript,
  SITE_FILE,
  sitesFolder,
  SLUG,
  startServer,
  type DealerServer,
} from "./support/onboarded-dealer";

/**
 * A new dealer onboarded the way the README says, and nothing else (support/onboarded-dealer.ts): its own
 * sites folder, `db:prepare`, `stock:import`, the platform's server process on a port of its own. The
 * dealer's site must serve its own locations and its imported car.
 */

const PORT = E2E_PORT + 7;
const url = (p = "/") => `http://${SLUG}.localhost:${PORT}${p}`;

let server: DealerServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(480_000); // db:prepare, stock:import and a server start on a loaded 2-core machine
  server = await onboardNewDealer(PORT);
});

test.afterAll(() => {
  server?.stop();
});

test.describe("a new dealer onboarded from its files", () => {
  test("its home page lists its own locations, and no demo dealer's", async ({ page }) => {
    expect((await page.goto(url()))?.status()).toBe(200);
    const locations = page.locator("a[href^='/locations/']");
    await expect(locations.first()).toBeVisible();
    expect((await locations.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).sort()).toEqual([
      "/locations/corio-service",
      "/locations/geelong-yard",
    ]);
    await expect(page.getByText("Harbour Toyota")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("its location page shows the dealer file's address, phone, hours, holiday hours and review link", async ({
    page,
  }) => {
    expect((await page.goto(url("/locations/geelong-yard")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coastal Motors Geelong Yard");
    await expect(page.locator("article address")).toContainText("1 Bay Road, Geelong VIC 3220");
    await expect(page.getByRole("link", { name: "(03) 5550 0101" })).toHaveAttribute("href", /^tel:/);
    const hours = page.getByRole("table", { name: "Opening hours of Coastal Motors Geelong Yard" });
    await expect(hours.getByRole("row", { name: /Mon-Fri/ })).toContainText("8:30 am - 5:30 pm");
    await expect(hours.getByRole("row", { name: /Saturday/ })).toContainText("9:00 am - 1:00 pm");
    await expect(
      page.getByRole("listitem").filter({ hasText: /^Christmas Day, \w+ 25 December: Closed$/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Write a review of Coastal Motors Geelong Yard" })).toHaveAttribute(
      "href",
      "https://g.page/r/coastal-geelong/review",
    );
    await expect(page.getByRole("definition").filter({ hasText: "MD 77001" })).toBeVisible();
    await expectAccessible(page);
  });

  test("its imported car is listed and has its page at the location the feed defaulted to", async ({ page }) => {
    await page.goto(url("/search/used-cars"));
    const card = page.locator("a[href^='/cars/']").first();
    await expect(card).toBeVisible();
    const href = await card.getAttribute("href");
    expect((await page.goto(url(href!)))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Mazda CX-5");
    await expect(page.getByText("$31,990").filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText("Coastal Motors Geelong Yard").filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a demo dealer's host is unknown to this deployment", async ({ request }) => {
    // Node cannot resolve *.localhost: the request goes to this machine with the demo site's Host header.
    const response = await request.get(`http://127.0.0.1:${PORT}/`, {
      headers: { host: `harbour-toyota.localhost:${PORT}` },
    });
    expect(response.status()).toBe(404);
  });
});

test.describe("a dealer's site file with a mistake", () => {
  test("refuses that site alone: the log names the file, field and reason, its host answers 503, the other site serves", async ({
    page,
  }) => {
    test.setTimeout(480_000); // db:prepare, stock:import and a server start on a loaded 2-core machine
    const port = PORT + 1;
    const dir = mkdtempSync(path.join(tmpdir(), "onboard-broken-"));
    const { contact: _contact, ...withoutContact } = SITE_FILE;
    const broken = { ...withoutContact, slug: "bayside-motors", name: "Bayside Motors", domains: ["bayside.example"] };
    const sites = sitesFolder(dir, [
      { slug: SLUG, site: SITE_FILE, dealer: DEALER_FILE },
      { slug: "bayside-motors", site: broken, dealer: DEALER_FILE },
    ]);
    const env = dealerEnv(dir, sites, port);
    const problem = new RegExp(`sites/bayside-motors\\.json: contact: `);

    expect(runScript(env, "sites-check.ts", [sites]).status).toBe(1); // the check still fails
    const prepared = runScript(env, "db-prepare.ts");
    expect(prepared.status, prepared.stderr).toBe(0);
    expect(prepared.stderr).toMatch(problem);

    const broke = await startServer(env);
    try {
      expect(broke.stderr()).toMatch(problem);
      expect(broke.stderr()).toContain("Refused until fixed (503): bayside-motors; serving: coastal-motors");

      const refused = await page.goto(`http://bayside-motors.localhost:${port}/`);
      expect(refused?.status()).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This site is not available right now");
      await expect(page.getByText(/contact|\.json/)).toHaveCount(0); // the reason is for the log, not for shoppers
      await expectAccessible(page);

      expect((await page.goto(`http://${SLUG}.localhost:${port}/locations/geelong-yard`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coastal Motors Geelong Yard");
      await expectAccessible(page);
    } finally {
      broke.stop();
    }
  });
});
