import { spawn } from "node:child_process";
import { request } from "node:http";
import { createInterface } from "node:readline";

/**
 * Starts the platform as `npm start` would (its own embedded database) for a benchmark, and gives a
 * fetch that reaches one site by its development host name.
 */
export interface RunningPlatform {
  /** The process started (`tsx scripts/start.ts`); the server itself runs among its descendants. */
  pid: number;
  fetch(path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
  stop(): void;
}

/**
 * A request with the given Host header (fetch ignores a Host header, and Node cannot resolve
 * {slug}.localhost), answered as a fetch Response.
 */
function hostRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = "GET",
  body?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const status = res.statusCode ?? 500;
        const out = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(
          new Response(out, {
            status,
            headers: Object.entries(res.headers).flatMap(([k, v]) =>
              Array.isArray(v)
                ? v.map((x) => [k, x] as [string, string])
                : v === undefined
                  ? []
                  : [[k, v] as [string, string]],
            ),
          }),
        );
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

export async function startPlatform(options: {
  port: number;
  host: string;
  pgliteDir: string;
  env?: Record<string, string>;
  /** How long to wait for the first health check (a first start builds the app). Default 5 minutes. */
  startTimeoutMs?: number;
  /** Each line the server writes to its standard output and error (otherwise output is ignored and errors shown). */
  onOutput?: (line: string) => void;
}): Promise<RunningPlatform> {
  const server = spawn(process.execPath, ["node_modules/.bin/tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      PGLITE_DIR: options.pgliteDir,
      DATABASE_URL: "",
      ...options.env,
    },
    stdio: ["ignore", options.onOutput ? "pipe" : "ignore", options.onOutput ? "pipe" : "inherit"],
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr])
    if (options.onOutput && stream) createInterface({ input: stream }).on("line", options.onOutput);
  const platform: RunningPlatform = {
    pid: server.pid!,
    fetch: (path, init) =>
      hostRequest(
        options.port,
        path,
        { host: `${options.host}:${options.port}`, ...init?.headers },
        init?.method,
        init?.body,
      ),
    stop: () => {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the platform on port ${options.port} exited (${server.exitCode})`);
    try {
      if ((await platform.fetch("/api/health")).ok) return platform;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  platform.stop();
  throw new Error(
    `the platform did not start within ${Math.round((options.startTimeoutMs ?? 300_000) / 60_000)} minutes`,
  );
}
