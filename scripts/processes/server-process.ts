import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * The production server process (scripts/serve.ts --prepare, as `npm start` starts it) for the process tests: on a
 * port of its own, on the database the test names, its output kept for the test's messages.
 */
export interface ServerProcess {
  port: number;
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

const nextBin = path.join("node_modules", "next", "dist", "bin", "next");

/** Builds the app when there is no build, as `npm start` does (the process tests serve the production build). */
export function ensureBuild(): void {
  if (existsSync(path.join(".next", "BUILD_ID"))) return;
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error(`next build failed (${build.status})`);
}

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "serve.ts"), "--prepare"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { port, origin: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** An answer of the process, or null when it refused the connection (or is not listening yet). */
export async function ask(
  origin: string,
  pathname: string,
  init: RequestInit = {},
): Promise<{ status: number; body: string; headers: Headers } | null> {
  try {
    const res = await fetch(`${origin}${pathname}`, { ...init, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text(), headers: res.headers };
  } catch {
    return null;
  }
}

/** Waits until the process answers /readyz with 200 (it fails fast when the process ends first). */
export async function untilReady(server: ServerProcess, withinMs = 180_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server on ${server.port} ended while starting:\n${server.output()}`);
    if ((await ask(server.origin, "/readyz"))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${server.port} not ready within ${withinMs} ms:\n${server.output()}`);
}

/** Stops the process if it still runs (a test that failed midway), and waits for it. */
export async function ensureStopped(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/** A new empty database on the PostgreSQL server of `serverUrl`, and a function that drops it. */
export async function freshDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}
