/**
 * `npm start`: the whole platform in one command.
 *  1. validates every site file (a site with a bad one is left out and answers 503, with its path, field and
 *     reason in the log; every other site starts);
 *  2. builds the app when there is no build or the sources are newer than it;
 *  3. starts the server process (scripts/serve.ts), which listens on PORT (default 3000) at once, answering
 *     /readyz 503 until it serves, then migrates the database (PGlite in .data/ unless DATABASE_URL is set;
 *     on PostgreSQL under a lock, so several processes can start at once), upserts every site's dealerships and
 *     locations from sites/dealers/, and gives the demo dealers their demo stock while it is empty
 *     (SEED_DEMO=false skips that);
 *  4. serves through the front door.
 * `npm run dev` does the same with the development server instead of a build.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { env } from "@/platform/env";

const dev = process.argv.includes("--dev");
const nextBin = path.join("node_modules", "next", "dist", "bin", "next");

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, child) => Math.max(max, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function buildIsStale(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return ["src", "next.config.ts", "package.json", "postcss.config.mjs"].some((p) => newestMtime(p) > built);
}

async function main() {
  const e = env();
  if (!dev && buildIsStale()) {
    console.log("building the app (first start, or sources changed)...");
    const build = spawnSync(process.execPath, [nextBin, "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log(`starting on http://localhost:${e.PORT}; sites at http://{slug}.localhost:${e.PORT}`);
  // Next behind the platform's front door (scripts/serve.ts), in its own process, which prepares the database first.
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join("scripts", "serve.ts"), "--prepare", ...(dev ? ["--dev"] : [])],
    {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: dev ? "development" : "production" },
    },
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
