import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPlatform, type RunningPlatform } from "./platform";

/**
 * The floor under every page: the smallest dynamic App Router page, built and started alone
 * in a temporary project with the platform's own Next and React versions (as bench/framework-floor.sh
 * builds it), so a benchmark can load it beside the platform in the same run.
 */
export interface BareNext {
  pid: number;
  port: number;
  stop(): void;
}

const version = (pkg: string) =>
  (JSON.parse(readFileSync(path.resolve("node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

export async function startBareNext(port: number, log: (line: string) => void): Promise<BareNext> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bare-next-"));
  mkdirSync(path.join(dir, "app"));
  const next = version("next");
  const react = version("react");
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "bare-next",
      private: true,
      type: "module",
      dependencies: { next, react, "react-dom": react },
      devDependencies: { typescript: version("typescript"), "@types/react": "^19", "@types/node": "^24" },
    }),
  );
  writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  // The page of bench/framework-floor.sh: one client-side button, rendered on every request.
  writeFileSync(
    path.join(dir, "app", "Counter.tsx"),
    '"use client";\nimport { useState } from "react";\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n',
  );
  writeFileSync(
    path.join(dir, "app", "page.tsx"),
    'import { Counter } from "./Counter";\nexport const dynamic = "force-dynamic";\nexport default function Page() {\n  return <main><h1>Floor</h1><Counter /></main>;\n}\n',
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        jsx: "preserve",
        strict: true,
        module: "esnext",
        moduleResolution: "bundler",
        lib: ["dom", "esnext"],
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        isolatedModules: true,
      },
      include: ["**/*.tsx"],
    }),
  );
  const run = (args: string[]) => {
    const result = spawnSync(args[0]!, args.slice(1), {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
  };
  log(`bare Next ${next} / React ${react}: installing and building in ${dir} ...`);
  run(["npm", "install", "--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline", "--loglevel=error"]);
  run(["npx", "next", "build"]);
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { pid: server.pid!, port, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the bare Next page did not start on port ${port}`);
}

/** The bare page, then the platform (`startPlatform`), for a benchmark that sets them side by side in one run. */
export async function startBesideBare(
  barePort: number,
  options: Parameters<typeof startPlatform>[0],
): Promise<{ bare: BareNext; platform: RunningPlatform }> {
  const bare = await startBareNext(barePort, (line) => console.log(line));
  try {
    return { bare, platform: await startPlatform(options) };
  } catch (error) {
    bare.stop();
    throw error;
  }
}
