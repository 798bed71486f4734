import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@/platform/db/testing/test-database";

const root = path.resolve(__dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
let env: Record<string, string>;
let close = async () => {};

const run = (script: string, args: string[] = []) =>
  spawnSync(tsx, [path.join(root, "scripts", script), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    // An empty database on the server; the commands migrate and seed it themselves.
    const handle = await openTestDatabase();
    env = { DATABASE_URL: handle.url!, PGLITE_DIR: "unused" };
    close = () => handle.close();
  } else {
    env = { DATABASE_URL: "", PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "cli-")), "pglite") };
  }
});
afterAll(async () => close());

describe("stock:import command", () => {
  it("prepares a fresh database, then imports the example feed and re-imports it unchanged", () => {
    const prepared = run("db-prepare.ts");
    expect(prepared.stderr).toBe("");
    expect(prepared.stdout).toMatch(/seeded tasman-caravans: \d+ vehicles/);
    expect(run("db-prepare.ts").stdout).not.toMatch(/seeded/); // a second start reuses the data

    const first = run("stock-import.ts", ["--site", "tasman-caravans", "examples/stock-feed.csv"]);
    expect(first.stdout).toContain("2 added, 0 updated, 0 unchanged on tasman-caravans");
    expect(first.status).toBe(0);
    const again = run("stock-import.ts", ["--site", "tasman-caravans", "examples/stock-feed.csv"]);
    expect(again.stdout).toContain("0 added, 0 updated, 2 unchanged on tasman-caravans");
  });

  it("on a site not yet in the database, names the command that puts it there and exits 1 without a stack trace", () => {
    const result = run("stock-import.ts", ["--site", "coastal-motors", "examples/stock-feed.csv"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no site "coastal-motors" in the database');
    expect(result.stderr).toContain("npm run db:prepare");
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).toBe("");
  });

  it("lands the good rows, reports a bad row with its row number, column and reason and exits 1", () => {
    const bad = path.join(mkdtempSync(path.join(tmpdir(), "feed-")), "bad.csv");
    writeFileSync(
      bad,
      readFileSync(path.join(root, "examples/stock-feed.csv"), "utf8").replace(
        "TCN90002,tasman-caravans-launceston,,new,in_stock,caravan",
        "TCN90002,tasman-caravans-launceston,,nearly-new,in_stock,caravan",
      ),
    );
    const result = run("stock-import.ts", ["--site", "tasman-caravans", bad]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("1 rejected");
    expect(result.stderr).toContain("row 3, column car_type: must be one of new, used, demo");
  });
});
