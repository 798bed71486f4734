/**
 * Loaded by bench/feeds.ts once the server-side modules are allowed in the process.
 *
 * `npm run bench:feeds`: a 2,000-row feed applied (target at most 5 s), then a 50,000-row feed streamed through the
 * engine with the process's peak RSS. After each run, the time from the run's commit until the site's search shows
 * its change (the feed's last row, priced uniquely), through the search a server process runs with its results cache
 * (search-process.ts), which had answered and cached that search before the run: in this process, and on PostgreSQL
 * in a second process started before the run on the same database (feeds-second-process.ts). Target: within 1 s.
 * On PGlite by default (one process's database: there is no second process); on PostgreSQL with TEST_DATABASE_URL set.
 */
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import { eq } from "drizzle-orm";
import { feedSources, sites } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { runFeed } from "@/features/stock-feeds/index.server";
import type { SearchSite } from "@/features/search/stock-search";
import { clock, searchProcess } from "./search-process";
import type { FromSecond, ToSecond } from "./feeds-second-process";
import { machine } from "./machine";

const TARGET_SEEN_MS = 1_000;
const HEADER = "stocknum,dealership,car_type,status,make,model,year,price,km,transmission\n";
/** A feed of `rows` new used cars; the last one priced `lastPrice` (no other car has it), so search can tell it landed. */
async function* feed(rows: number, prefix: string, lastPrice: number): AsyncGenerator<Uint8Array> {
  yield Buffer.from(HEADER);
  for (let i = 0; i < rows; i += 1000) {
    let chunk = "";
    for (let j = i; j < Math.min(rows, i + 1000); j++) {
      const price = j === rows - 1 ? lastPrice : 20000 + (j % 5000);
      chunk += `${prefix}${j},tasman-caravans-hobart,used,in_stock,Toyota,Corolla,2021,${price},${j},CVT\n`;
    }
    yield Buffer.from(chunk);
  }
}

/** The second server process, spoken to over IPC: each request answered by the next message of the kind asked. */
function secondProcess(): {
  child: ChildProcess;
  ask<K extends FromSecond["kind"]>(m: ToSecond, k: K): Promise<Extract<FromSecond, { kind: K }>>;
} {
  const child = fork(new URL("./feeds-second-process.ts", import.meta.url).pathname, [], {
    execArgv: ["--import", "tsx", "--conditions=react-server"],
  });
  return {
    child,
    async ask(message, kind) {
      const answer = new Promise<FromSecond>((resolve, reject) => {
        const heard = (m: FromSecond) => {
          if (m.kind !== kind) return;
          child.off("message", heard);
          resolve(m);
        };
        child.on("message", heard);
        child.once("exit", (code) => reject(new Error(`second process ended (${code})`)));
      });
      child.send(message);
      return (await answer) as never;
    },
  };
}

let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const ms = (value: number | null) => (value === null ? "not seen within 30 s" : `${value.toFixed(0)} ms`);

async function main() {
  // The seeded test database finds the demo sites from its own folder (it is written for vitest's CommonJS globals).
  (globalThis as { __dirname?: string }).__dirname = `${process.cwd()}/src/platform/db/testing`;
  const seeded = await openSeededTestDatabase();
  const { handle } = seeded;
  const url = (handle as { url?: string }).url;
  console.log(
    `bench:feeds on ${url ? "PostgreSQL" : "PGlite"}`,
    JSON.stringify({ ...machine(), loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))) }),
  );
  const site: SearchSite = await seeded.siteFor("tasman-caravans");
  const here = await searchProcess(handle, site);
  const second = url ? secondProcess() : null;
  if (second) await second.ask({ kind: "open", url: url!, site }, "ready");
  const [siteRow] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "tasman-caravans"));
  for (const rows of [2_000, 50_000]) {
    const [source] = await handle.db
      .insert(feedSources)
      .values({ siteId: siteRow!.id, name: `bench ${rows}`, kind: "pull", fullFeed: false })
      .returning({ id: feedSources.id });
    const lastPrice = 990_000 + rows;
    // Both processes answer the search first, so each holds the old answer (none) in its results cache.
    const before = [
      await here.count(lastPrice),
      second ? (await second.ask({ kind: "cache", price: lastPrice }, "cached")).count : 0,
    ];
    if (before.some((n) => n !== 0)) throw new Error(`a car priced ${lastPrice} is already listed`);
    peak = process.memoryUsage().rss;
    const started = performance.now();
    const result = await runFeed(handle.db, {
      sourceId: source!.id,
      trigger: "command",
      body: feed(rows, `B${rows}-`, lastPrice),
    });
    const committedAt = clock();
    const seconds = (performance.now() - started) / 1000;
    const [sameMs, secondMs] = await Promise.all([
      here.seenAfter(lastPrice, committedAt),
      second?.ask({ kind: "watch", price: lastPrice, committedAt }, "seen").then((m) => m.ms),
    ]);
    console.log(
      `${rows} rows: ${seconds.toFixed(1)} s, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`,
      JSON.stringify(
        result && "runId" in result
          ? { status: result.status, added: result.added, rejected: result.rejected }
          : result,
      ),
    );
    // What a process that had no index of the site pays for its first search now: the floor of any catching up.
    const fresh = await searchProcess(handle, site);
    const buildStarted = clock();
    await fresh.count(lastPrice);
    const buildMs = clock() - buildStarted;
    await fresh.stop();
    console.log(
      `  commit to search showing it (target ${TARGET_SEEN_MS} ms): this process ${ms(sameMs)}; ` +
        (second
          ? `second process ${ms(secondMs ?? null)}`
          : "second process: none (PGlite is one process's database)") +
        `; a whole index of the site built afresh: ${ms(buildMs)}`,
    );
  }
  clearInterval(sample);
  if (second) await Promise.all([once(second.child, "exit"), second.child.send({ kind: "close" } satisfies ToSecond)]);
  await here.stop();
  await handle.close();
}

void main();
