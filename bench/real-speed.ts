/**
 * `npm run bench:real-speed`: how fast the home, search and vehicle pages show their largest paint and become
 * interactive for a shopper on a slow phone, timed for real in Debian's Chromium rather than simulated as Lighthouse
 * does. The connection is slowed by the browser itself (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the
 * CPU four times; each run is a fresh browser context with the cache off, so every load is a first visit.
 *
 * Per load it records the largest contentful paint (the last `largest-contentful-paint` entry) and the time the
 * page was hydrated: the first moment its header, main and footer carry React's fibers, the signal the journeys
 * wait for (e2e/support/test.ts). The bare Next page (bench/bare-next.ts) is loaded in the same rounds as
 * the platform's pages (each from the page cache), so a busy machine slows them alike. Prints the median of RUNS
 * loads per page, with the machine's load average before and after. docs/adr/0009 tells what these figures decided.
 *
 * `-- --runs N` changes the number of loads per page (default 5); `-- --port N` starts the platform on N and the bare
 * page on N+1 instead of 3403 and 3404. Needs a build (`npx next build`).
 */
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { startBesideBare } from "./bare-next";
import { percentile } from "./stats";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags";

const portArg = process.argv.indexOf("--port");
/** The platform's port (the bare page takes the next one); `-- --port N` for a machine where 3403 is taken. */
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) || 3403 : 3403;
const BARE_PORT = PORT + 1;
const HOST = "harbour-toyota.localhost";
/** The platform's own embedded database for this bench. */
const DATA_DIR = ".data/bench-real-speed";
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 5) : 5;

/** The throttling applied by the browser: a slow 4G phone (round trip, bytes per second) on a mid-range CPU. */
const ROUND_TRIP_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
const CPU_SLOWDOWN = 4;
/** A phone's screen, as Lighthouse's mobile audit uses. */
const VIEWPORT = { width: 412, height: 823 };
/** How long a load may take before the run fails: the slowest page hydrates in a few seconds. */
const LOAD_TIMEOUT_MS = 30_000;

interface Timing {
  lcpMs: number;
  hydratedMs: number;
}

/**
 * Runs in the page before its own scripts: keeps the latest largest-contentful-paint time, and checks every 10 ms
 * until the page's main (and its header and footer, where it has them) carry React's fibers, keeping that moment.
 * Written as text: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const OBSERVE = `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const hasFiber = (element) => element !== null && Object.keys(element).some((k) => k.startsWith("__reactFiber"));
  const timer = setInterval(() => {
    if (!hasFiber(document.querySelector("main"))) return;
    const others = ["header", "footer"].map((tag) => document.querySelector(tag)).filter((e) => e !== null);
    if (!others.every(hasFiber)) return;
    window.__hydrated = performance.now();
    clearInterval(timer);
  }, 10);
})();`;

async function load(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: ROUND_TRIP_MS,
      downloadThroughput: DOWN_BYTES_PER_S,
      uploadThroughput: UP_BYTES_PER_S,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => (window as unknown as { __hydrated?: number }).__hydrated !== undefined, null, {
      timeout: LOAD_TIMEOUT_MS,
    });
    // A paint after hydration would still count as the largest: give it a moment to be reported.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp?: number; __hydrated?: number };
      return { lcpMs: w.__lcp ?? NaN, hydratedMs: w.__hydrated ?? NaN };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function main() {
  const { bare, platform } = await startBesideBare(BARE_PORT, { port: PORT, host: HOST, pgliteDir: DATA_DIR });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", ...CHROMIUM_FLAGS],
  });
  try {
    const search = (await (await platform.fetch("/api/search?car_type=used")).json()) as { hits: { slug: string }[] };
    const paths: [string, string][] = [
      ["home", "/"],
      ["search", "/search/used-cars"],
      ["vehicle", `/cars/${search.hits[0]!.slug}`],
    ];
    // Each page rendered and stored in the page cache before any load is timed.
    for (const [, path] of paths)
      for (let i = 0; i < 2; i++) {
        const answer = await platform.fetch(path);
        if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      }
    const targets: [string, string][] = [
      ["bare", `http://localhost:${BARE_PORT}/`],
      ...paths.map(([page, path]): [string, string] => [page, `http://${HOST}:${PORT}${path}`]),
    ];
    const timings = new Map<string, Timing[]>(targets.map(([, url]) => [url, []]));
    console.log(
      `Real loads in Chromium: ${ROUND_TRIP_MS} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}x slower, ` +
        `${VIEWPORT.width}x${VIEWPORT.height}, cache off; median of ${RUNS}; load average before ${loadAverage()}`,
    );
    // Rounds rather than page after page: a change in the machine's load falls on every page alike.
    for (let run = 0; run < RUNS; run++)
      for (const [page, url] of targets) {
        const timing = await load(browser, url).catch((error: Error) => {
          throw new Error(`${page} (${url}): ${error.message}`);
        });
        timings.get(url)!.push(timing);
      }
    console.log("page       LCP ms  hydrated ms");
    for (const [page, url] of targets) {
      const runs = timings.get(url)!;
      const lcp = median(runs.map((r) => r.lcpMs)).toFixed(0);
      const hydrated = median(runs.map((r) => r.hydratedMs)).toFixed(0);
      console.log(`${page.padEnd(9)} ${lcp.padStart(7)}  ${hydrated.padStart(11)}`);
    }
    console.log(`load average after ${loadAverage()}`);
  } finally {
    await browser.close();
    platform.stop();
    bare.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
