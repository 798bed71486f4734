import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Resolve } from "./pinned-lookup";
import { fetchFeed } from "./pull-fetch";

let server: Server;
let port: number;
let requests = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { "Content-Type": "text/csv" }).end("stocknum\nPIN1\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Production's rule on addresses, with plain http to this machine so a local server can stand in for a dealer's. */
const NO_PRIVATE = { allowLoopbackHttp: true, allowPrivateAddresses: false };

/** A resolver answering as told, counting how often it was asked. */
function resolver(...answers: string[][]): Resolve & { asked: number } {
  const resolve = ((_host, done) => {
    const addresses = answers[Math.min(resolve.asked++, answers.length - 1)]!;
    done(
      null,
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  }) as Resolve & { asked: number };
  resolve.asked = 0;
  return resolve;
}

describe("a pull connects only to the address it checked", () => {
  it("refuses a name that resolves to this machine at connect time: the server never sees a request", async () => {
    const before = requests;
    await expect(fetchFeed(`http://localhost:${port}/feed.csv`, NO_PRIVATE)).rejects.toThrow(
      /the host localhost is a private address/,
    );
    expect(requests).toBe(before);
  });

  it("checks the very answer the connection uses: one look, none before it to answer differently (DNS rebinding)", async () => {
    const before = requests;
    const rebinding = resolver(["127.0.0.1"], ["198.51.100.7"]);
    await expect(fetchFeed(`http://localhost:${port}/feed.csv`, NO_PRIVATE, rebinding)).rejects.toThrow(
      /private address/,
    );
    expect(rebinding.asked).toBe(1);
    expect(requests).toBe(before);
  });

  it("refuses a host with any private address among its answers", async () => {
    const mixed = resolver(["198.51.100.7", "10.0.0.5"]);
    await expect(fetchFeed(`http://localhost:${port}/feed.csv`, NO_PRIVATE, mixed)).rejects.toThrow(/private address/);
  });

  it("refuses a private address written in the URL, which no lookup sees", async () => {
    const before = requests;
    await expect(fetchFeed(`http://127.0.0.1:${port}/feed.csv`, NO_PRIVATE)).rejects.toThrow(/private address/);
    expect(requests).toBe(before);
  });

  it("connects to the address its lookup answered when private addresses are allowed (tests, the quick start)", async () => {
    const pinned = resolver(["127.0.0.1"]);
    await expect(
      fetchFeed(`http://localhost:${port}/feed.csv`, { allowLoopbackHttp: true, allowPrivateAddresses: true }, pinned),
    ).resolves.toContain("PIN1");
    expect(pinned.asked).toBe(1);
  });
});
