/**
 * `npm run bench:pages`: first-load JavaScript per page, gzipped. Starts the platform (port 3400,
 * its own embedded database), fetches each kind of page as a browser would on first visit, and sums
 * the gzipped size of every script the HTML loads. Budget (docs/adr/0003, accepted): each page's own
 * scripts at most 15 kB; the shared part (the framework's runtime and the site's shell) is reported.
 *
 * Each total is split into the scripts every page loads (React, Next's runtime and the site's shell:
 * see docs/adr/0003) and the page's own. `-- --scripts` lists each script with its size.
 */
import { demoPages } from "./demo-pages";
import { pageScripts, sharedScripts } from "../scripts/first-load-js";
import { startPlatform, type RunningPlatform } from "./platform";

const PORT = 3400;
const HOST = "harbour-toyota.localhost";
/** Every page's own scripts (docs/adr/0003, accepted). */
const OWN_BUDGET_KB = 15;
const LIST_SCRIPTS = process.argv.includes("--scripts");
let platform: RunningPlatform;
const get = (path: string) => platform.fetch(path);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  platform = await startPlatform({ port: PORT, host: HOST, pgliteDir: ".data/bench-pages" });
  try {
    const pages = await demoPages(platform);
    const sizes = new Map<string, number>();
    const loaded = new Map<string, string[]>();
    for (const [name, path] of pages) loaded.set(name, await pageScripts(get, path, sizes));
    const shared = sharedScripts(loaded);
    const sum = (scripts: string[]) => scripts.reduce((total, s) => total + sizes.get(s)!, 0);

    console.log(`first-load JavaScript (gzipped) on ${HOST}`);
    console.log("page      scripts  kB gz   shared  own   budget");
    for (const [name] of pages) {
      const scripts = loaded.get(name)!;
      const own = scripts.filter((s) => !shared.includes(s));
      const total = sum(scripts);
      const within = (bytes: number, limit: number) => `${bytes / 1024 <= limit ? "within" : "OVER"} ${limit} kB`;
      const budget = `own ${within(sum(own), OWN_BUDGET_KB)}`;
      console.log(
        `${name.padEnd(9)} ${String(scripts.length).padStart(7)}  ${kb(total).padStart(5)}   ${kb(sum(shared)).padStart(5)}  ${kb(sum(own)).padStart(4)}   ${budget}`,
      );
      if (LIST_SCRIPTS) for (const s of own) console.log(`    ${kb(sizes.get(s)!).padStart(6)} kB  ${s}`);
    }
    if (LIST_SCRIPTS) {
      console.log("loaded by every page:");
      for (const s of shared) console.log(`    ${kb(sizes.get(s)!).padStart(6)} kB  ${s}`);
    }
  } finally {
    platform.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
