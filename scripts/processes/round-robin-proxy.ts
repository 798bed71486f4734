import { Agent, createServer, request, type IncomingMessage, type Server } from "node:http";

/**
 * A small load balancer in front of several server processes, as a deployment puts one: requests go round-robin to
 * the processes whose /readyz answers 200 (asked every 100 ms), each with the peer's address appended to
 * X-Forwarded-For. A request whose connection a process refused or dropped before it answered (a process that is
 * stopping) is sent to the next process, as a proxy retries a failed upstream; a request is failed only when no
 * process could take it. Every answer is passed on as it came.
 */
export interface RoundRobinProxy {
  origin: string;
  /** How many requests each process has answered through the proxy. */
  answeredBy: number[];
  /** Requests no process could take (502). */
  failed: number;
  close(): Promise<void>;
}

const CHECK_EVERY_MS = 100;
/** Headers of one connection, not passed on by a proxy (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "te", "trailer"]);

/** A flat [name, value, ...] header list without the hop-by-hop headers. */
function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

export async function startRoundRobinProxy(port: number, backends: number[]): Promise<RoundRobinProxy> {
  const ready = backends.map(() => false);
  const answeredBy = backends.map(() => 0);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let closed = false;
  const proxy: RoundRobinProxy = { origin: `http://127.0.0.1:${port}`, answeredBy, failed: 0, close: async () => {} };

  // A process is ready while /readyz answers 200; a 503 or a refused connection takes it out. A slow answer (a busy
  // process) changes nothing: the proxy does not take a process out for being busy.
  const check = async (i: number) => {
    const verdict = await new Promise<boolean | null>((resolve) => {
      let timedOut = false;
      const probe = request({ host: "127.0.0.1", port: backends[i], path: "/readyz", timeout: 2_000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      probe.on("error", () => resolve(timedOut ? null : false));
      probe.on("timeout", () => {
        timedOut = true;
        probe.destroy();
      });
      probe.end();
    });
    if (verdict !== null) ready[i] = verdict;
  };
  const checker = setInterval(() => backends.forEach((_, i) => void check(i)), CHECK_EVERY_MS);
  await Promise.all(backends.map((_, i) => check(i)));

  const pick = (tried: Set<number>): number | null => {
    for (let n = 0; n < backends.length; n++) {
      const i = (next + n) % backends.length;
      if (ready[i] && !tried.has(i)) {
        next = (i + 1) % backends.length;
        return i;
      }
    }
    return null;
  };

  const forward = (client: IncomingMessage, body: Buffer, i: number): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const forwardedFor = [client.headers["x-forwarded-for"], client.socket.remoteAddress].filter(Boolean).join(", ");
      const upstream = request(
        {
          host: "127.0.0.1",
          port: backends[i],
          method: client.method,
          path: client.url,
          headers: {
            ...Object.fromEntries(Object.entries(client.headers).filter(([name]) => !HOP_BY_HOP.has(name))),
            "x-forwarded-for": forwardedFor,
            "content-length": body.length,
          },
          agent,
        },
        resolve,
      );
      upstream.on("error", reject);
      upstream.end(body);
    });

  const server: Server = createServer(async (client, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of client) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<number>();
    // A process that is not ready yet or any more is skipped; one that refuses or drops the request is tried no more.
    for (let attempt = 0; attempt < backends.length * 4; attempt++) {
      const i = pick(tried) ?? (await waitForReady(tried));
      if (i === null) break;
      try {
        const answer = await forward(client, body, i);
        answeredBy[i]!++;
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.rawHeaders));
        answer.pipe(res);
        return;
      } catch (err) {
        // Refused: the process has stopped listening. Dropped before it answered: it closed an idle connection.
        tried.add(i);
        if ((err as NodeJS.ErrnoException).code === "ECONNREFUSED") ready[i] = false;
      }
    }
    proxy.failed++;
    res.writeHead(502).end("no process could take the request\n");
  });

  /** When every process is between readiness checks (all restarting at once would be a failed deploy), waits a little. */
  async function waitForReady(tried: Set<number>): Promise<number | null> {
    for (let n = 0; n < 100 && !closed; n++) {
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
      tried.clear();
      const i = pick(tried);
      if (i !== null) return i;
    }
    return null;
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  proxy.close = () =>
    new Promise<void>((resolve) => {
      closed = true;
      clearInterval(checker);
      agent.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
