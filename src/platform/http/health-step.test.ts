import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createFrontDoor } from "./front-door-server";
import type { ServingPhase } from "./readiness";

/** The front door over real HTTP with the process's phase and database as the test sets them; Next must never be asked. */
let server: Server | undefined;
let handed = 0;
let phase: ServingPhase = "serving";
let databaseUp = true;

async function start(): Promise<string> {
  handed = 0;
  server = createFrontDoor(
    (_req, res) => {
      handed++;
      res.end("next");
    },
    {
      trustedProxies: 0,
      consoleHost: "console.localhost",
      databaseAnswers: async () => databaseUp,
      phase: () => phase,
    },
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  phase = "serving";
  databaseUp = true;
});

const ask = (origin: string, path: string, host: string, method = "GET") =>
  fetch(`${origin}${path}`, { method, headers: { host } });

describe("the front door's health checks", () => {
  it("answers liveness 200 on any host (a dealer's, the console's, an unknown one), never cached, without Next", async () => {
    const origin = await start();
    phase = "starting";
    for (const host of ["harbour-toyota.localhost", "console.localhost", "nobody.example"]) {
      const res = await ask(origin, "/healthz", host);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: "alive" });
    }
    expect(handed).toBe(0);
  });

  it("answers readiness 200 only while serving with a database that answers, 503 otherwise, with one word", async () => {
    const origin = await start();
    const readyz = async () => {
      const res = await ask(origin, "/readyz?probe=1", "nobody.example");
      expect(res.headers.get("cache-control")).toBe("no-store");
      return [res.status, await res.json()];
    };
    expect(await readyz()).toEqual([200, { status: "ready" }]);
    databaseUp = false;
    expect(await readyz()).toEqual([503, { status: "unavailable" }]);
    databaseUp = true;
    phase = "starting";
    expect(await readyz()).toEqual([503, { status: "starting" }]);
    phase = "stopping";
    expect(await readyz()).toEqual([503, { status: "stopping" }]);
    expect(handed).toBe(0);
  });

  it("answers HEAD without a body and hands other methods and paths on to Next", async () => {
    const origin = await start();
    const head = await ask(origin, "/readyz", "nobody.example", "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await ask(origin, "/healthz", "nobody.example", "POST")).status).toBe(200);
    expect((await ask(origin, "/healthz/more", "nobody.example")).status).toBe(200);
    expect(handed).toBe(2);
  });
});
