import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { start, stop } from "./testing/front-door-harness";

afterEach(stop);

/** The answer's headers for a path asked of a host (fetch cannot name the Host itself). */
function headersFor(base: string, host: string, path: string): Promise<Record<string, unknown>> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the front door: the console's answers", () => {
  it("keeps every answer on the console's host out of every cache and index, even one Next marks cacheable", async () => {
    const base = await start(0, undefined, "console.localhost");
    for (const path of ["/anything", "/cached-page"]) {
      const headers = await headersFor(base, "console.localhost:3000", path);
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
  });

  it("leaves a dealer's site's answers as they were", async () => {
    const base = await start(0, undefined, "console.localhost");
    const headers = await headersFor(base, "harbour-toyota.localhost", "/cached-page");
    expect(headers["cache-control"]).not.toBe("no-store");
    expect(headers["x-robots-tag"]).toBeUndefined();
  });
});
