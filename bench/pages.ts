/**
 * `npm run bench:pages`: first-load JavaScript per page, gzipped. Starts the platform (port 3400,
 * its own embedded database), fetches each kind of page as a browser would on first visit, and sums
 * the gzipped size of every script the HTML loads. Budget for the vehicle page: 130 kB.
 */
import { gzipSync } from "node:zlib";
import { startPlatform, type RunningPlatform } from "./platform";

const PORT = 3400;
const HOST = "harbour-toyota.localhost";
const BUDGET_KB = 130;
let platform: RunningPlatform;
const get = (path: string) => platform.fetch(path);

/** `npm run bench:pages -- --scripts` also lists each script of each page with its gzipped size. */
const LIST_SCRIPTS = process.argv.includes("--scripts");

async function firstLoadJs(path: string): Promise<{ scripts: number; gzipKb: number }> {
  const html = await (await get(path)).text();
  // Scripts marked nomodule (React writes noModule) are for old browsers only; a modern one never loads them.
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const modern = [...new Set(tags.filter((t) => !/\snomodule\b/i.test(t)).map((t) => /\ssrc="([^"]+)"/.exec(t)?.[1]).filter((s): s is string => Boolean(s)))];
  let bytes = 0;
  for (const src of modern) {
    const size = gzipSync(Buffer.from(await (await get(src)).arrayBuffer())).length;
    if (LIST_SCRIPTS) console.log(`    ${(size / 1024).toFixed(1).padStart(6)} kB  ${src}`);
    bytes += size;
  }
  return { scripts: modern.length, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}

async function main() {
  platform = await startPlatform({ port: PORT, host: HOST, pgliteDir: ".data/bench-pages" });
  try {
    const search = (await (await get("/api/search?car_type=used")).json()) as { hits: { slug: string }[] };
    const slug = search.hits[0]!.slug;
    const pages: [string, string][] = [
      ["home", "/"],
      ["search", "/search/used-cars"],
      ["vehicle", `/cars/${slug}`],
      ["print", `/print?car_id=${slug}`],
      ["location", "/locations/fremantle-sales"],
    ];
    console.log(`first-load JavaScript (gzipped) on ${HOST}`);
    console.log("page      scripts  kB gz  budget");
    for (const [name, path] of pages) {
      const { scripts, gzipKb } = await firstLoadJs(path);
      const budget = name === "vehicle" ? `${gzipKb <= BUDGET_KB ? "within" : "OVER"} ${BUDGET_KB} kB` : "-";
      console.log(`${name.padEnd(9)} ${String(scripts).padStart(7)}  ${gzipKb.toFixed(1).padStart(5)}  ${budget}`);
    }
  } finally {
    platform.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
