import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDatabaseRelay, type DatabaseRelay } from "./database-relay";
import {
  ask,
  ensureBuild,
  ensureStopped,
  freshDatabase,
  startServerProcess,
  untilReady,
  type ServerProcess,
} from "./server-process";

/**
 * One server process of the production build, through its life: starting (migrating a fresh database) it is alive
 * but not ready; serving, it is ready while its database answers; told to stop (SIGTERM), it finishes the request it
 * is serving, refuses new connections, and exits 0. Its database is reached through a relay the test can cut.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error("the process suite needs TEST_DATABASE_URL (a PostgreSQL server whose role can CREATEDB)");
const PORT = Number(process.env.PROCESS_TEST_PORT ?? 3810);

let database: Awaited<ReturnType<typeof freshDatabase>>;
let relay: DatabaseRelay;
let server: ServerProcess | undefined;
let restarted: ServerProcess | undefined;

beforeAll(async () => {
  ensureBuild();
  database = await freshDatabase(serverUrl, "forecourt_lifecycle");
  const target = new URL(database.url);
  relay = await startDatabaseRelay(PORT + 1, { host: target.hostname, port: Number(target.port || 5432) });
  server = startServerProcess(PORT, { DATABASE_URL: relayedUrl(), SHUTDOWN_GRACE_MS: "15000" });
});

/** The test database's address through the relay. */
function relayedUrl(): string {
  const target = new URL(database.url);
  target.host = `127.0.0.1:${relay.port}`;
  return target.toString();
}

afterAll(async () => {
  await ensureStopped(server);
  await ensureStopped(restarted);
  await relay?.close();
  await database?.drop();
});

describe("a server process's life", () => {
  it("is alive but not ready while it starts (migrating a fresh database), then ready", async () => {
    // From the moment it listens: liveness answers 200 while readiness answers 503 "starting".
    let starting: { status: number; body: string } | null = null;
    for (let i = 0; i < 3000 && !starting; i++) {
      const ready = await ask(server!.origin, "/readyz");
      if (ready?.status === 200) break;
      if (ready) starting = ready;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(starting).toMatchObject({ status: 503, body: JSON.stringify({ status: "starting" }) });
    expect((await ask(server!.origin, "/healthz"))?.status).toBe(200);
    // A page asked for meanwhile is told to come back, not half-served.
    expect((await ask(server!.origin, "/"))?.status).toBe(503);
    await untilReady(server!);
    const ready = await ask(server!.origin, "/readyz", { headers: { host: "unknown-dealer.example" } });
    expect(ready).toMatchObject({ status: 200, body: JSON.stringify({ status: "ready" }) });
    expect(ready!.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready while its database is unreachable, and ready again once it answers, alive throughout", async () => {
    await untilReady(server!);
    relay.cut();
    try {
      const down = await ask(server!.origin, "/readyz");
      expect(down).toMatchObject({ status: 503, body: JSON.stringify({ status: "unavailable" }) });
      expect((await ask(server!.origin, "/healthz"))?.status).toBe(200);
    } finally {
      relay.restore();
    }
    await expect.poll(async () => (await ask(server!.origin, "/readyz"))?.status, { timeout: 15_000 }).toBe(200);
  });

  it("on SIGTERM finishes the request it is serving, refuses new connections, and exits 0", async () => {
    // A shopper's slow upload: the request is under way (its body half sent) when the process is told to stop.
    await untilReady(server!);
    const tag = `slow-${Date.now()}`;
    const body = JSON.stringify({
      form: "location",
      fields: {
        name: "Slow",
        last_name: tag,
        email: "slow@example.com",
        phone: "0412 000 997",
        postcode: "6160",
        message: `Sent slowly ${"x".repeat(1000)}`,
        terms_conditions: true,
      },
    });
    const socket = connect(PORT, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.once("close", resolve));
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 100));
    // The request has reached the app once the process answers something else meanwhile.
    expect((await ask(server!.origin, "/healthz"))?.status).toBe(200);

    server!.child.kill("SIGTERM");
    // New connections are refused (the listener is closed) while the request under way goes on.
    await expect.poll(async () => await ask(server!.origin, "/healthz"), { timeout: 10_000 }).toBeNull();
    expect(server!.child.exitCode).toBeNull();
    socket.write(body.slice(100));
    await closed;
    // Answered in full (the lead stored, not a cut connection nor a server error), and told to close.
    expect(answer, server!.output()).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(await server!.exited).toBe(0);
    expect(server!.output()).toContain("every request under way finished");
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const stored = await db.query("select id from leads where snapshot::text like $1", [`%${tag}%`]);
    await db.end();
    expect(stored.rows).toHaveLength(1);
  });

  it("is not ready while its database is lost as the app starts, then serves once it answers (no lasting 500s)", async () => {
    // Started again on the migrated database; the database is cut once migration is done, as the app itself starts
    // (Next runs the app's start after prepare(): site documents, listeners, workers).
    restarted = startServerProcess(PORT + 2, { DATABASE_URL: relayedUrl(), SHUTDOWN_GRACE_MS: "15000" });
    // Once migration is over and its connections closed ("starting the app"), before the app's own start has read.
    await expect.poll(() => restarted!.output(), { timeout: 120_000, interval: 10 }).toContain("starting the app");
    relay.cut();
    try {
      await expect
        .poll(() => restarted!.output(), { timeout: 60_000 })
        .toMatch(/(loading the site documents|listening for stock changes) failed \(.+\); trying again in/);
      const meanwhile = await ask(restarted!.origin, "/readyz");
      expect(meanwhile).toMatchObject({ status: 503, body: JSON.stringify({ status: "starting" }) });
    } finally {
      relay.restore();
    }
    await untilReady(restarted!);
    const page = await ask(restarted!.origin, "/", { headers: { host: "localhost" } });
    expect(page?.status, restarted!.output()).toBeLessThan(500);
    const lead = await ask(restarted!.origin, "/api/leads", { method: "POST", headers: { host: "localhost" } });
    expect(lead?.status, restarted!.output()).toBeLessThan(500);
  });
});
