/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
 * connection, simulated) of each kind of page, in Debian's Chromium. Starts the platform on port 3401 (or --port)
 * with its own embedded database. Prints the median of RUNS runs per page: the four category scores,
 * the Core Web Vitals Lighthouse can measure in a lab (LCP, CLS, TBT standing in for INP) and the
 * JavaScript the page transferred.
 *
 * The floor is measured in the same run: the smallest App Router page, built beside the platform with the
 * same Next and React (bench/bare-next.ts), audited first as "bare". Each page's line ends with the targets:
 * performance at least 95 and within 3 points of the bare page. The simulated LCP is shown but is no longer a
 * target of its own (ADR 0009: how a page loads is judged by `bench:real-speed`'s real LCP and hydration).
 *
 * The home pages of the other demo sites (one per template) follow, as `home:{slug}`.
 *
 * Each page is loaded once before its runs and that load is not counted, so the runs measure the page as the page
 * cache and the image pipeline serve it to shoppers, not its first render (the bare page is warmed the same way).
 *
 * `-- --runs N` changes the number of runs (default 3); `-- --pages models,offer` audits only those kinds;
 * `-- --port N` starts the platform on N and the bare page on N+1 instead of 3401 and 3402;
 * `-- --explain` also prints each page's LCP element and the phases of its LCP (from the last run).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBesideBare } from "./bare-next";
import { demoPages } from "./demo-pages";
import { percentile } from "./stats";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags";

const portArg = process.argv.indexOf("--port");
/** The platform's port (the bare page takes the next one); `-- --port N` for a machine where 3401 is taken. */
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) || 3401 : 3401;
const BARE_PORT = PORT + 1;
const TARGET_SCORE = 95;
const WITHIN_POINTS = 3;
/** The demo sites of the other templates (supermarket, dealer group, caravans), whose home pages are audited too. */
const OTHER_HOMES = ["bigbox-used", "southern-cross-motors", "tasman-caravans"];
const HOST = "harbour-toyota.localhost";
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
const EXPLAIN = process.argv.includes("--explain");
const saveArg = process.argv.indexOf("--save");
/** `-- --save DIR` writes each page's last Lighthouse report there as {page}.json, for its audits' details. */
const SAVE_DIR = saveArg > 0 ? process.argv[saveArg + 1] : undefined;
const pagesArg = process.argv.indexOf("--pages");
const ONLY = pagesArg > 0 ? new Set((process.argv[pagesArg + 1] ?? "").split(",")) : null;
// The journeys' browser flags; --headless for a machine without a display.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  lcpElement: string;
}

/** Tries before giving up on a page: Lighthouse now and then loses its own trace (NO_NAVSTART) on a busy machine. */
const ATTEMPTS = 3;

async function audit(port: number, url: string, saveAs?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) {
      if (SAVE_DIR && saveAs) {
        mkdirSync(SAVE_DIR, { recursive: true });
        writeFileSync(path.join(SAVE_DIR, `${saveAs.replace(/[^\w-]/g, "_")}.json`), JSON.stringify(result.lhr));
      }
      return summary(result.lhr);
    }
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
    console.log(`(${url}: ${runtimeError.code ?? runtimeError.message}; again)`);
  }
}

function summary(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]): Run {
  const { categories, audits } = lhr;
  const items =
    (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    scriptKb: (items.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
    lcpElement: explainLcp(audits),
  };
}

/** The LCP element (its snippet) and the parts of the LCP, from Lighthouse's LCP breakdown insight. */
function explainLcp(audits: Record<string, { details?: unknown } | undefined>): string {
  type Part = { type?: string; snippet?: string; items?: { subpart?: string; duration?: number }[] };
  const parts = ((audits["lcp-breakdown-insight"]?.details as { items?: Part[] } | undefined)?.items ?? []) as Part[];
  const node = parts.find((p) => p.type === "node");
  const subparts = parts
    .flatMap((p) => (p.type === "table" ? (p.items ?? []) : []))
    .map((i) => `${i.subpart} ${Math.round(i.duration ?? 0)} ms`)
    .join(", ");
  return `${(node?.snippet ?? "?").slice(0, 160)}${subparts ? ` (${subparts})` : ""}`;
}

function median(runs: Run[], key: Exclude<keyof Run, "lcpElement">): number {
  return percentile(
    runs.map((r) => r[key]).sort((a, b) => a - b),
    50,
  );
}

async function main() {
  const { bare, platform } = await startBesideBare(BARE_PORT, {
    port: PORT,
    host: HOST,
    pgliteDir: ".data/bench-lighthouse",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // The pages Lighthouse audits: every kind but the print view, sign-in, compare and the survey.
    const skipped = ["print", "sign-in", "compare", "survey"];
    const pages = (await demoPages(platform)).filter(([name]) => !skipped.includes(name));
    console.log(`Lighthouse ${RUNS} run(s) per page, mobile, on ${HOST} (median)`);
    console.log(`${"page".padEnd(28)} perf  a11y  best   seo   LCP ms    CLS   TBT ms  JS kB  targets`);
    const medianOf = async (url: string, name: string) => {
      const runs: Run[] = [];
      // One load first, not counted: the server renders the page into its cache and makes each picture's widths
      // once, as a live site's traffic already has (ADR 0008); the measured runs are the pages shoppers get.
      await audit(chrome.port, url);
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, url, name));
      const m = (key: Exclude<keyof Run, "lcpElement">) => median(runs, key);
      return Object.assign(m, { lcpElement: runs.at(-1)!.lcpElement });
    };
    const line = (name: string, m: (key: Exclude<keyof Run, "lcpElement">) => number, verdict: string) =>
      console.log(
        `${name.padEnd(28)} ${String(m("performance")).padStart(4)}  ${String(m("accessibility")).padStart(4)}  ${String(m("bestPractices")).padStart(4)}  ${String(m("seo")).padStart(4)}` +
          `  ${m("lcpMs").toFixed(0).padStart(7)}  ${m("cls").toFixed(3)}  ${m("tbtMs").toFixed(0).padStart(7)}  ${m("scriptKb").toFixed(1).padStart(5)}  ${verdict}`,
      );
    const floor = await medianOf(`http://localhost:${BARE_PORT}/`, "bare");
    line("bare", floor, "(the floor)");
    // Each other template's home page, on its demo site (home:bigbox-used and so on).
    const audited: [string, string][] = [
      ...pages.map(([name, path]): [string, string] => [name, `http://${HOST}:${PORT}${path}`]),
      ...OTHER_HOMES.map((slug): [string, string] => [`home:${slug}`, `http://${slug}.localhost:${PORT}/`]),
    ];
    for (const [name, url] of audited.filter(([kind]) => !ONLY || ONLY.has(kind))) {
      const m = await medianOf(url, name);
      const missed = [
        m("performance") < TARGET_SCORE ? `perf < ${TARGET_SCORE}` : null,
        floor("performance") - m("performance") > WITHIN_POINTS ? `more than ${WITHIN_POINTS} under bare` : null,
      ].filter(Boolean);
      line(name, m, missed.length ? `missed: ${missed.join(", ")}` : "met");
      if (EXPLAIN) console.log(`          LCP element: ${m.lcpElement}`);
    }
  } finally {
    chrome.kill();
    platform.stop();
    bare.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
