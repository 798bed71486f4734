import { defineConfig } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/chromium-flags";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The journeys' SMS gateway (e2e/support/sms-gateway.ts) and the test-only credentials it checks. */
export const E2E_SMS_GATEWAY = {
  port: Number(process.env.E2E_SMS_PORT ?? 3126),
  apiKey: "e2e-sms-key",
  apiSecret: "e2e-sms-secret-not-for-production",
};

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium; `npm run test:e2e` installs it when missing)
 * against the platform started by `npm start` on a fresh embedded database in .data/e2e.
 * Site domains (*.example) resolve to this machine inside the browser.
 */
export default defineConfig({
  testDir: "e2e",
  // Journeys are *.spec.ts; *.test.ts beside the support code are Vitest units (npm run test:unit).
  testMatch: "**/*.spec.ts",
  // CI runs on a 2-core machine where the server and two browsers share the cores (load average 8-11): a step that
  // takes 2 s idle can take 10 s there. The margins are for that machine; a broken step still fails, only later.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://harbour-toyota.localhost:${E2E_PORT}`,
    // Tasman Caravans' demo popup is a modal dialog over the whole page: journeys start with it closed (as a
    // returning visitor has it); e2e/site-chrome.spec.ts starts without this to see it open.
    storageState: {
      cookies: [],
      origins: [`http://tasman-caravans.localhost:${E2E_PORT}`, `http://tasmancaravans.example:${E2E_PORT}`].map(
        (origin) => ({ origin, localStorage: [{ name: "forecourt:popup-dismissed:tasman-caravans", value: "1" }] }),
      ),
    },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.example 127.0.0.1"],
    },
  },
  globalSetup: "./e2e/global-setup.ts",
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The server's output is also kept in .data/e2e-server.log: the run fails on an error it logged that no journey
    // expects (e2e/support/server-log.ts).
    command:
      "node -e \"const fs=require('fs');fs.rmSync('.data/e2e',{recursive:true,force:true});fs.mkdirSync('.data',{recursive:true})\" && npm start 2>&1 | tee .data/e2e-server.log",
    url: `http://localhost:${E2E_PORT}/api/health`,
    // Leads are delivered to the journeys' own SMTP server (e2e/support/mail-catcher.ts), checked every second.
    env: {
      PORT: String(E2E_PORT),
      PGLITE_DIR: ".data/e2e",
      DEFAULT_SITE: "harbour-toyota",
      DATABASE_URL: "",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: process.env.E2E_MAIL_PORT ?? "3125",
      LEAD_WORKER_INTERVAL_MS: "1000",
      // Text messages (sign-in codes) go to the journeys' own SMS gateway (e2e/support/sms-gateway.ts).
      SMS_GATEWAY_URL: `http://127.0.0.1:${E2E_SMS_GATEWAY.port}`,
      SMS_GATEWAY_API_KEY: E2E_SMS_GATEWAY.apiKey,
      SMS_GATEWAY_API_SECRET: E2E_SMS_GATEWAY.apiSecret,
      SMS_WORKER_INTERVAL_MS: "1000",
      // The journeys play the one proxy in front: each sends its own X-Forwarded-For (e2e/support/leads.ts asOwnClient).
      TRUSTED_PROXIES: "1",
      // BigBox's holds last two minutes, so a journey can watch one run out (e2e/reserve.spec.ts).
      RESERVE_HOLD_SECONDS_BY_SITE: "bigbox-used=120",
      RESERVE_WORKER_INTERVAL_MS: "1000",
      // Southern Cross's trade-in offers stand for 10 seconds, so a journey can watch one expire (e2e/trade-in.spec.ts).
      TRADE_IN_OFFER_SECONDS_BY_SITE: "southern-cross-motors=10",
      // Harbour Toyota's maps key (its maps.keyEnv), so its locations show a map; the journeys answer the map's image.
      HARBOUR_TOYOTA_MAPS_KEY: "e2e-maps-key",
    },
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    // One JSON line per request would bury the journeys' report: the log is read from .data/e2e-server.log instead.
    stdout: "ignore",
    stderr: "pipe",
  },
});
