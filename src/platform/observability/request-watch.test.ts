import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createFrontDoor } from "@/platform/http/front-door-server";
import { createLogger } from "./logger";
import { watchRequests, type RequestRecord } from "./request-watch";

/** A GET over real HTTP with the headers given (the Host header too, which fetch cannot set). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, requestId: res.headers["x-request-id"] as string }));
    })
      .on("error", reject)
      .end();
  });
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

/** A real front door on a free port, whose app answers 200 (or 500 on /boom), watched by watchRequests. */
async function watchedDoor(trustedProxies: number) {
  const lines: string[] = [];
  const records: RequestRecord[] = [];
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
  const server = createFrontDoor(
    (req, res) => {
      res.statusCode = req.url === "/boom" ? 500 : 200;
      res.end("ok");
    },
    {
      trustedProxies,
      consoleHost: "console.localhost",
      watch: watchRequests({
        logger,
        trustedProxies,
        consoleHost: "console.localhost",
        counted: (r) => records.push(r),
      }),
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The log lines once `count` requests were logged (the line is written when the answer closes). */
  const logged = async (count: number) => {
    await expect.poll(() => lines.length).toBe(count);
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  return { base, logged, records };
}

describe("watchRequests: one JSON line per request, with its id, kind, status and duration", () => {
  it("logs method, host, path without its query, kind, status and duration, and answers with the request id", async () => {
    const door = await watchedDoor(0);
    const answer = await get(door.base, "/search/used-cars?query=jo%40mail.example&phone=0412000123", {
      host: "harbour-toyota.localhost",
      "x-request-id": "client-chosen-id",
    });
    const [entry] = await door.logged(1);
    const id = answer.requestId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/); // no trusted proxy: the client's own id counts for nothing
    expect(entry).toMatchObject({
      msg: "request",
      level: 30,
      reqId: id,
      method: "GET",
      kind: "search",
      status: 200,
      host: "harbour-toyota.localhost",
      path: "/search/used-cars",
      aborted: false,
    });
    expect(typeof entry!.ms).toBe("number");
    expect(JSON.stringify(entry)).not.toMatch(/query|jo%40mail|0412000123/);
    expect(door.records).toEqual([expect.objectContaining({ kind: "search", status: 200, reqId: id })]);
  });

  it("behind a trusted proxy its X-Request-Id is kept; a 5xx is logged as a warning; the console is its own kind", async () => {
    const door = await watchedDoor(1);
    const kept = await get(door.base, "/cars/a-car", { "x-request-id": "lb-0123456789" });
    expect(kept.requestId).toBe("lb-0123456789");
    await get(door.base, "/boom");
    await get(door.base, "/leads", { host: "console.localhost" });
    const entries = await door.logged(3);
    expect(entries.map((e) => [e.kind, e.status, e.level])).toEqual([
      ["vehicle", 200, 30],
      ["site-page", 500, 40],
      ["console", 200, 30],
    ]);
    expect(entries[0]!.reqId).toBe("lb-0123456789");
  });
});
