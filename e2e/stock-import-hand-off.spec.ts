import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../playwright.config";
import { expectAccessible } from "./support/axe";
import {
  DEALER_FILE,
  dealerEnv,
  runScript,
  SITE_FILE,
  sitesFolder,
  SLUG,
  startServer,
  type DealerServer,
} from "./support/onboarded-dealer";

/**
 * `stock:import` while the platform's server runs on the embedded database: the server holds the data directory, so
 * the command hands the file to it through its operator door (loopback, a token in a 0600 file beside the data) and
 * prints what it prints when it opens the database itself. The cars show in the running site's search.
 */

const PORT = E2E_PORT + 11;
const url = (p = "/") => `http://${SLUG}.localhost:${PORT}${p}`;
const HEADER =
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour";
const FEED = [
  HEADER,
  "HO2001,coastal-geelong,,used,in_stock,Subaru,Forester,2.5i-L,2020,28990,51000,suv,Petrol,Automatic,Ice Silver",
  "HO2002,coastal-geelong,,used,in_stock,Kia,Cerato,Sport,2022,24490,18000,hatch,Petrol,Automatic,Snow White",
].join("\n");
const BAD_ROW = [
  HEADER,
  "HO2003,coastal-geelong,,nearly-new,in_stock,Kia,Rio,S,2019,12990,40000,hatch,Petrol,Manual,Red",
].join("\n");

let dir = "";
let env = {} as NodeJS.ProcessEnv;
let server: DealerServer | undefined;
const operatorFile = () => path.join(dir, "pglite.operator.json");

test.beforeAll(async () => {
  test.setTimeout(480_000); // db:prepare and a server start on a loaded 2-core machine
  dir = mkdtempSync(path.join(tmpdir(), "hand-off-"));
  const sites = sitesFolder(dir, [{ slug: SLUG, site: SITE_FILE, dealer: DEALER_FILE }]);
  writeFileSync(path.join(dir, "feed.csv"), `${FEED}\n`);
  writeFileSync(path.join(dir, "bad.csv"), `${BAD_ROW}\n`);
  env = dealerEnv(dir, sites, PORT);
  const prepared = runScript(env, "db-prepare.ts");
  expect(prepared.status, `db-prepare: ${prepared.stderr}`).toBe(0);
  server = await startServer(env);
});

test.afterAll(() => {
  server?.stop();
});

test.describe.serial("stock:import beside the running server on the embedded database", () => {
  test("hands the file to the server, prints the per-row result, and the cars show in the site's search", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(url("/search/used-cars"));
    await expect(page.locator("a[href^='/cars/']")).toHaveCount(0);
    await expectAccessible(page);

    const door = JSON.parse(readFileSync(operatorFile(), "utf8")) as { token: string };
    expect(statSync(operatorFile()).mode & 0o777).toBe(0o600);
    const imported = runScript(env, "stock-import.ts", ["--site", SLUG, path.join(dir, "feed.csv")]);
    expect(imported.status, `stock:import: ${imported.stderr}`).toBe(0);
    expect(imported.stdout).toContain(`2 added, 0 updated, 0 unchanged on ${SLUG} (0 rejected, 0 sold; run `);
    expect(imported.stdout + imported.stderr).not.toContain(door.token);
    expect(server!.stderr()).not.toContain(door.token);

    await page.goto(url("/search/used-cars"));
    await expect(page.locator("a[href^='/cars/']").filter({ hasText: "Subaru Forester" }).first()).toBeVisible();
    await expect(page.locator("a[href^='/cars/']").filter({ hasText: "Kia Cerato" }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("lists a bad row and names an unknown site as the command always has", () => {
    test.setTimeout(120_000);
    const bad = runScript(env, "stock-import.ts", ["--site", SLUG, path.join(dir, "bad.csv")]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("row 2, column car_type: must be one of new, used, demo");
    expect(bad.stdout).toContain(`0 added, 0 updated, 0 unchanged on ${SLUG} (1 rejected`);
    const unknown = runScript(env, "stock-import.ts", ["--site", "nowhere-motors", path.join(dir, "feed.csv")]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no site "nowhere-motors" in the database: `npm run db:prepare`');
    expect(unknown.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  test("refuses a request without the token or with another (401)", async () => {
    const door = JSON.parse(readFileSync(operatorFile(), "utf8")) as { port: number; token: string };
    const at = `http://127.0.0.1:${door.port}/stock-import?site=${SLUG}&format=csv`;
    for (const headers of [{}, { authorization: "Bearer not-the-token" }] as Record<string, string>[]) {
      const res = await fetch(at, { method: "POST", body: FEED, headers });
      expect(res.status).toBe(401);
    }
  });

  test("once the server stops cleanly its door is gone and the command opens the database itself", async () => {
    test.setTimeout(180_000);
    server!.stop();
    server = undefined;
    await expect.poll(() => existsSync(operatorFile()), { timeout: 60_000 }).toBe(false);
    await expect.poll(() => existsSync(path.join(dir, "pglite.lock")), { timeout: 60_000 }).toBe(false);
    const again = runScript(env, "stock-import.ts", ["--site", SLUG, path.join(dir, "feed.csv")]);
    expect(again.status, `stock:import: ${again.stderr}`).toBe(0);
    expect(again.stdout).toContain(`0 added, 0 updated, 2 unchanged on ${SLUG}`);
  });
});
