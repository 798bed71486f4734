import { gunzipSync } from "node:zlib";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: compression", () => {
  it("compresses a text answer over 1 kB in the coding the client takes", async () => {
    const base = await start();
    const { port } = new URL(base);
    const answer = await new Promise<{ coding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(
        // The stand-in echoes the request's headers: a long header makes its answer long enough to compress.
        { host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "gzip", "x-long": "x".repeat(2000) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ coding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.coding).toBe("gzip");
    expect(JSON.parse(gunzipSync(answer.body).toString()).url).toBe("/");
  });
});
