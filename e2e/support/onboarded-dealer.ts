import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tradingWeek } from "@/platform/testing/trading-week";
import { expect } from "./test";

/**
 * A new dealer onboarded the way the README says, and nothing else: its site file and dealer file in a
 * sites folder of its own (no demo dealers, SEED_DEMO=false), `db:prepare`, a stock feed through
 * `stock:import`, then the platform's own server process (the build the journeys already made) on a
 * port of its own.
 */

export const SLUG = "coastal-motors";
const tsx = path.resolve("node_modules", ".bin", "tsx");

export const SITE_FILE = {
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
export const DEALER_FILE = {
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
          openingHours: { sales: tradingWeek("08:30-17:30", "09:00-13:00") },
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
          openingHours: { service: tradingWeek("07:30-17:00", "by appointment") },
        },
      ],
    },
  ],
};
const FEED = [
  "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,colour",
  "CM1001,coastal-geelong,,used,in_stock,Mazda,CX-5,Maxx Sport,2021,31990,42000,suv,Petrol,Automatic,Soul Red",
].join("\n");

/** A dealer's own files: its site file (as given) and its dealer file. */
export interface DealerFiles {
  slug: string;
  site: object;
  dealer: object;
}

/** A sites folder holding the platform's shared files and these dealers' site and dealer files. */
export function sitesFolder(dir: string, dealers: DealerFiles[]): string {
  const sites = path.join(dir, "sites");
  for (const part of ["platform.json", "brands", "templates"])
    cpSync(path.resolve("sites", part), path.join(sites, part), { recursive: true });
  mkdirSync(path.join(sites, "sites"));
  mkdirSync(path.join(sites, "dealers"));
  for (const d of dealers) {
    writeFileSync(path.join(sites, "sites", `${d.slug}.json`), JSON.stringify(d.site, null, 2));
    writeFileSync(path.join(sites, "dealers", `${d.slug}.json`), JSON.stringify(d.dealer, null, 2));
  }
  return sites;
}

/** The platform's settings for these dealers alone: their sites folder, a database of their own, no demo data. */
export function dealerEnv(dir: string, sites: string, port: number): NodeJS.ProcessEnv {
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

/** Runs one of the platform's commands with `env`: its exit status, output and error output. */
export function runScript(env: NodeJS.ProcessEnv, script: string, args: string[] = []) {
  return spawnSync(tsx, [path.resolve("scripts", script), ...args], {
    env,
    encoding: "utf8",
  });
}

export interface DealerServer {
  /** What the server has written to its error output so far. */
  stderr(): string;
  stop(): void;
}

/** The platform's server process with `env`, once its health check answers on the bare host (DEFAULT_SITE). */
export async function startServer(env: NodeJS.ProcessEnv): Promise<DealerServer> {
  let stderr = "";
  const server: ChildProcess = spawn(tsx, [path.resolve("scripts", "serve.ts")], {
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const handle = { stderr: () => stderr, stop: () => void server.kill("SIGTERM") };
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://localhost:${env.PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return handle;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  handle.stop();
  throw new Error(`the dealers' server did not answer on port ${env.PORT}: ${stderr}`);
}

/** Coastal Motors onboarded from its files alone, its feed imported, served on `port`. */
export async function onboardNewDealer(port: number): Promise<DealerServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "onboard-"));
  const sites = sitesFolder(dir, [{ slug: SLUG, site: SITE_FILE, dealer: DEALER_FILE }]);
  writeFileSync(path.join(dir, "feed.csv"), `${FEED}\n`);
  const env = dealerEnv(dir, sites, port);
  const prepared = runScript(env, "db-prepare.ts");
  expect(prepared.status, `db-prepare: ${prepared.stderr}`).toBe(0);
  expect(prepared.stdout).not.toMatch(/seeded/); // no demo data for a real dealer
  const imported = runScript(env, "stock-import.ts", ["--site", SLUG, path.join(dir, "feed.csv")]);
  expect(imported.status, `stock:import: ${imported.stderr}`).toBe(0);
  expect(imported.stdout).toContain(`1 added, 0 updated, 0 unchanged on ${SLUG}`);
  return startServer(env);
}
