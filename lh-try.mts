import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags";
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r!.lhr.audits;
const m = (a.metrics!.details as any).items[0];
console.log("perf", r!.lhr.categories.performance!.score, "LCP sim", Math.round(m.largestContentfulPaint), "obs", Math.round(m.observedLargestContentfulPaint), "FCP sim", Math.round(m.firstContentfulPaint), "obs", Math.round(m.observedFirstContentfulPaint), "TBT", Math.round(m.totalBlockingTime), "SI", Math.round(m.speedIndex));
if (process.argv[4]) {
  const reqs = (a["network-requests"]!.details as any).items;
  for (const q of reqs) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.priority, q.resourceType, Math.round(q.transferSize/1024)+"kB", q.url.slice(0, 110));
  console.log(JSON.stringify((a["lcp-breakdown-insight"]?.details as any)?.items?.map((x:any)=>x.items ?? x)).slice(0, 1500));
}
}
await chrome.kill();
