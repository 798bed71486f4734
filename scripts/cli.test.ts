import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(tsx, [path.join(root, "scripts", script), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 110_000,
  });

function brokenSites(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sites-broken-"));
  cpSync(path.join(root, "sites"), dir, { recursive: true });
  const file = path.join(dir, "sites", "harbour-toyota.json");
  const data = JSON.parse(readFileSync(file, "utf8"));
  data.theme = { primary: "red" };
  writeFileSync(file, JSON.stringify(data));
  return dir;
}

// Each case starts a whole process (tsx compiling the script), some of them migrating a fresh embedded database:
// seconds on a busy 2-core machine, so each may take up to two minutes.
describe("command line", { timeout: 120_000 }, () => {
  it("sites:check passes on the shipped site files", () => {
    const result = run("sites-check.ts", []);
    expect(result.stdout).toMatch(/4 site\(s\) valid/);
    expect(result.status).toBe(0);
  });

  it("sites:check reports a bad file with its path, the field and the reason, and fails", () => {
    const dir = brokenSites();
    const result = run("sites-check.ts", [dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(dir, "sites", "harbour-toyota.json")}: theme.primary: must be a colour written #rrggbb`,
    );
  });

  // What `npm start` does to the database before it serves: a site with a bad file is left out alone.
  const prepare = (dir: string) =>
    run("db-prepare.ts", [], {
      SITES_DIR: dir,
      PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db"),
      DATABASE_URL: "",
      SEED_DEMO: "false",
    });

  it("npm start's preparation leaves out only the site with a bad site file, naming the file, field and reason", () => {
    const dir = brokenSites();
    const result = prepare(dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `${path.join(dir, "sites", "harbour-toyota.json")}: theme.primary: must be a colour written #rrggbb`,
    );
    expect(result.stderr).toContain("Left out until fixed: harbour-toyota ");
    expect(result.stdout).toMatch(/database ready/);
  });

  it("sites:check fails on a bad dealer file, and npm start's preparation leaves that site out, naming path, field and reason", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sites-broken-dealer-"));
    cpSync(path.join(root, "sites"), dir, { recursive: true });
    const file = path.join(dir, "dealers", "tasman-caravans.json");
    const data = JSON.parse(readFileSync(file, "utf8"));
    data.dealerships[1].locations[0].address.postcode = "72480";
    writeFileSync(file, JSON.stringify(data));
    const problem = `${file}: dealerships.1.locations.0.address.postcode: must be a four-digit postcode`;
    const check = run("sites-check.ts", [dir]);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(problem);
    const start = prepare(dir);
    expect(start.status).toBe(0);
    expect(start.stderr).toContain(problem);
    expect(start.stderr).toContain("Left out until fixed: tasman-caravans ");
  });

  it("stock:import explains its usage when the site or file is missing", () => {
    const result = run("stock-import.ts", []);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/usage: npm run stock:import -- --site SLUG FILE\.csv/);
  });
});
