import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { expectAccessible } from "./support/axe";

/**
 * A new dealer onboarded the way the README says, and nothing else: its site file and dealer file in a
 * sites folder of its own (no demo dealers, SEED_DEMO=false), `db:prepare`, a stock feed through
 * `stock:import`, then the platform's own server process (the build the journeys already made) on a
 * port of its own. The dealer's site must serve its own locations and its imported car.
 */

const PORT = E2E_PORT + 7;
const SLUG = "coastal-motors";
const url = (p = "/") => `http://${SLUG}.localhost:${PORT}${p}`;
const tsx = path.resolve("node_modules", ".bin", "tsx");

const SITE_FILE = {
  slug: SLUG,
  name: "Coastal Motors",
  brand: "independent",
  template: "supermarket",
  domains: ["coastalmotors.example"],
  timeZone: "Australia/Melbourne",
  contact: {
    phone: "(03) 5550 0100",
    email: "hello@coastalmotors.example",
    address: { street: "1 Bay Road", city: "Geelong", state: "vic", postcode: "3220" },
  },
};
const week = (weekdays: string, saturday: string) => ({
  sunday: "closed",
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekdays,
  saturday,
});
const DEALER_FILE = {
  dealerships: [
    {
      slug: "coastal-geelong",
      name: "Coastal Motors Geelong",
      leadEmail: "leads@coastalmotors.example",
      locations: [
        {
          slug: "geelong-yard",
          name: "Coastal Motors Geelong Yard",
          type: "sales",
          primary: true,
          address: {
            street: "1 Bay Road",
            city: "Geelong",
            state: "vic",
            postcode: "3220",
            lat: -38.149,
            lng: 144.361,
          },
          phone: "(03) 5550 0101",
          email: "geelong@coastalmotors.example",
          reviewUrl: "https://g.page/r/coastal-geelong/review",
          openingHours: { sales: week("08:30-17:30", "09:00-13:00") },
          holidayHours: [{ date: "12-25", label: "Christmas Day", hours: "closed" }],
          dealerLicenseNumber: "MD 77001",
        },
        {
          slug: "corio-service",
          name: "Coastal Motors Service Corio",
          type: "service",
          address: {
            street: "9 Workshop Lane",
            city: "Corio",
            state: "vic",
            postcode: "3214",
            lat: -38.08,
            lng: 144.36,
          },
          phone: "(03) 5550 0102",
          openingHours: { service: week("07:30-17:00", "by appointment") },
        },
      ],
    },
  ],
};
const FEED = [
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour",
  "CM1001,coastal-geelong,,used,in_stock,Mazda,CX-5,Maxx Sport,2021,31990,42000,suv,Petrol,Automatic,Soul Red",
].join("\n");

/** A sites folder holding the platform's shared files and this one dealer's site file (as given) and dealer file. */
function sitesFolder(dir: string, siteFile: object): string {
  const sites = path.join(dir, "sites");
  for (const part of ["platform.json", "brands", "templates"])
    cpSync(path.resolve("sites", part), path.join(sites, part), { recursive: true });
  mkdirSync(path.join(sites, "sites"));
  mkdirSync(path.join(sites, "dealers"));
  writeFileSync(path.join(sites, "sites", `${SLUG}.json`), JSON.stringify(siteFile, null, 2));
  writeFileSync(path.join(sites, "dealers", `${SLUG}.json`), JSON.stringify(DEALER_FILE, null, 2));
  return sites;
}

/** The platform's settings for this dealer alone: its sites folder, a database of its own, no demo data. */
function dealerEnv(dir: string, sites: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SITES_DIR: sites,
    PGLITE_DIR: path.join(dir, "pglite"),
    DATABASE_URL: "",
    SEED_DEMO: "false",
    DEFAULT_SITE: SLUG,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), "onboard-"));
  const sites = sitesFolder(dir, SITE_FILE);
  writeFileSync(path.join(dir, "feed.csv"), `${FEED}\n`);
  const env = dealerEnv(dir, sites, PORT);
  const run = (script: string, args: string[] = []) => {
    const result = spawnSync(tsx, [path.resolve("scripts", script), ...args], { env, encoding: "utf8" });
    expect(result.status, `${script}: ${result.stderr}`).toBe(0);
    return result.stdout;
  };
  expect(run("db-prepare.ts")).not.toMatch(/seeded/); // no demo data for a real dealer
  expect(run("stock-import.ts", ["--site", SLUG, path.join(dir, "feed.csv")])).toContain(
    `1 added, 0 updated, 0 unchanged on ${SLUG}`,
  );
  server = spawn(tsx, [path.resolve("scripts", "serve.ts")], {
    env: { ...env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://localhost:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the onboarded site's server did not answer on port ${PORT}`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
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
  test("stops the server at its start, naming the file, the field and the reason (instrumentation.ts)", () => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), "onboard-broken-"));
    const { contact: _contact, ...withoutContact } = SITE_FILE;
    const sites = sitesFolder(dir, withoutContact);
    const result = spawnSync(tsx, [path.resolve("scripts", "serve.ts")], {
      env: { ...dealerEnv(dir, sites, PORT + 1), NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(result.status, result.stdout).toBe(1);
    expect(result.stderr).toContain("Refusing to start: site configuration is invalid:");
    expect(result.stderr).toMatch(new RegExp(`sites/${SLUG}\\.json: contact: `));
  });
});
