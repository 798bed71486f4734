import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { Agent, request, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PEER_HEADER } from "./client-address";
import { APP_CONTENT_ENCODING_HEADER } from "./content-encoding";
import { createFrontDoor } from "./front-door-server";
import { inlineScriptHashes } from "./cached-page-policy";
import { BAD_REQUEST_HEADER, HTTPS_HEADER, INTERNAL_HEADER, SITE_HOST_HEADER } from "./request-rules";

/** The front door over real HTTP, in front of a handler that answers 200 with what it was given (as Next would see it). */
let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function start(trustedProxies = 0, databaseAnswers?: () => Promise<boolean>): Promise<string> {
  server = createFrontDoor(
    (req, res) => {
      if (req.url === "/cars/") {
        // A trailing-slash redirect as the page cache hands it on: Next's Location and the stored entry's.
        res.statusCode = 308;
        res.setHeader("location", ["/cars", "/cars"]);
        res.end("/cars");
        return;
      }
      if (req.url === "/undecodable-action") {
        // What Next does with a server-action post it cannot decode.
        res.statusCode = 500;
        res.setHeader("content-type", "text/x-component");
        res.write('0:{"error":"Server Reference ID did not match"}');
        res.end("\n");
        return;
      }
      if (req.url === "/cached-page" || req.url === "/cached-page-v2") {
        // A page from the page cache, as Next sends one: whole in one end, with its ETag and Next's s-maxage.
        cachedPageRenders++;
        res.statusCode = 200;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "s-maxage=31536000");
        res.setHeader("content-security-policy", "script-src 'self' 'nonce-abc' 'strict-dynamic'");
        res.setHeader("etag", req.url === "/cached-page" ? 'W/"v1"' : 'W/"v2"');
        res.end(req.url === "/cached-page" ? CACHED_PAGE : `${CACHED_PAGE}<p>changed</p>`);
        return;
      }
      if (req.url === "/cached-picture-page") {
        res.statusCode = 200;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "s-maxage=31536000");
        res.setHeader("content-security-policy", "script-src 'self' 'nonce-abc' 'strict-dynamic'");
        res.setHeader("etag", 'W/"p1"');
        res.setHeader("content-length", Buffer.byteLength(PICTURE_PAGE));
        res.end(PICTURE_PAGE);
        return;
      }
      if (req.url === "/app-encoded") {
        // A route that compressed its own answer, its headers copied as Next copies them (one array each).
        res.statusCode = 200;
        res.setHeader("content-type", "application/json");
        res.setHeader(APP_CONTENT_ENCODING_HEADER, ["gzip"]);
        res.end(gzipSync(JSON.stringify({ compressed: "once" })));
        return;
      }
      res.statusCode = 200;
      res.setHeader("x-middleware-rewrite", "/s/harbour-toyota/secret-route");
      res.setHeader("x-forecourt-site", "none");
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers }));
    },
    { trustedProxies, databaseAnswers },
  );
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", () => done()));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const CACHED_PAGE = `<!DOCTYPE html><html><body>${"<article>A car for sale</article>".repeat(300)}<script>self.x=1</script></body></html>`;
let cachedPageRenders = 0;
const PICTURE_PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><img src="/car.jpg"/><script>self.x=1</script></body></html>`;

/** A raw request, for targets fetch() cannot send. */
function raw(base: string, head: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.write(`${head}\r\nHost: harbour-toyota.localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the front door", () => {
  it("records the host the shopper asked for, and ignores a copy the client wrote", async () => {
    const base = await start();
    const seen = await (
      await fetch(`${base}/`, { headers: { [SITE_HOST_HEADER]: "bigbox-used.localhost", [INTERNAL_HEADER]: "guess" } })
    ).json();
    expect(seen.headers[SITE_HOST_HEADER]).toBe(new URL(base).host);
  });

  it("keeps the recorded host for Next's own follow-up request of a server action's redirect (it carries the secret)", async () => {
    const base = await start();
    // The shopper's request, as the app sees it: what Next copies into its follow-up fetch.
    const first = await (await fetch(`${base}/`, { headers: { "x-test": "1" } })).json();
    const followUp = await (
      await fetch(`${base}/payments/demo/x`, {
        headers: { [SITE_HOST_HEADER]: "bigbox-used.localhost", [INTERNAL_HEADER]: first.headers[INTERNAL_HEADER] },
      })
    ).json();
    expect(followUp.headers[SITE_HOST_HEADER]).toBe("bigbox-used.localhost");
  });

  it("tells the app the TCP peer's address and drops any copy the client sent", async () => {
    const base = await start();
    const seen = await (
      await fetch(`${base}/`, { headers: { [PEER_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" } })
    ).json();
    expect(seen.headers[PEER_HEADER]).toBe("127.0.0.1");
  });

  it("answers OPTIONS * itself (204) and refuses a target that is not a path (400), so the app never sees them", async () => {
    const base = await start();
    expect(await raw(base, "OPTIONS * HTTP/1.1")).toMatch(/^HTTP\/1\.1 204/);
    expect(await raw(base, "GET * HTTP/1.1")).toMatch(/^HTTP\/1\.1 400/);
  });

  it("sends a path with broken percent-encoding to the site's error page with status 400", async () => {
    const base = await start();
    for (const path of ["/cars/%", "/%ZZ", "/search/%E0%A4%A", "/locations/%ed%a0%80"]) {
      const answer = await raw(base, `GET ${path} HTTP/1.1`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400/);
      const seen = JSON.parse(
        answer
          .slice(answer.indexOf("\r\n\r\n") + 4)
          .replace(/^[0-9a-f]+\r\n/, "")
          .replace(/\r\n0\r\n\r\n$/, ""),
      );
      expect(seen.url).toBe("/bad-request");
      expect(seen.headers[BAD_REQUEST_HEADER]).toBe("1");
    }
  });

  it("lets a well-encoded path through untouched, and no client can claim the error page or HTTPS itself", async () => {
    const base = await start();
    const response = await fetch(`${base}/cars/toyota%20rav4?x=%`, {
      headers: { [BAD_REQUEST_HEADER]: "1", [HTTPS_HEADER]: "1" },
    });
    expect(response.status).toBe(200);
    const seen = await response.json();
    expect(seen.url).toBe("/cars/toyota%20rav4?x=%");
    expect(seen.headers[BAD_REQUEST_HEADER]).toBeUndefined();
    expect(seen.headers[HTTPS_HEADER]).toBeUndefined();
  });

  it("answers a page post Next cannot decode (its 500) with 400 and none of Next's error body; the JSON API keeps its own status", async () => {
    const base = await start();
    const page = await fetch(`${base}/undecodable-action`, { method: "POST", body: "x" });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toContain("text/plain");
    const text = await page.text();
    expect(text).toContain("could not be read");
    expect(text).not.toContain("Server Reference");
    expect((await fetch(`${base}/undecodable-action`)).status).toBe(500); // not a post: untouched
    expect((await fetch(`${base}/contact`, { method: "POST", body: "x" })).status).toBe(200);
  });

  it("answers a page post that failed while the database does not answer with 503 and 'please try again', not 400", async () => {
    const base = await start(0, async () => false);
    const page = await fetch(`${base}/undecodable-action`, { method: "POST", body: "x" });
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toContain("text/plain");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const text = await page.text();
    expect(text).toContain("Please try again");
    expect(text).not.toContain("could not be read");
    expect(text).not.toContain("Server Reference");
  });

  it("still answers an unreadable page post 400 when the database answers", async () => {
    const base = await start(0, async () => true);
    const page = await fetch(`${base}/undecodable-action`, { method: "POST", body: "x" });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("could not be read");
  });

  it("answers TRACE and any other method it does not serve with 405 and Allow, never handing it to the app", async () => {
    const base = await start();
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const answer = await raw(base, `${method} /cars HTTP/1.1`);
      expect(answer, method).toMatch(/^HTTP\/1\.1 405/);
      expect(answer, method).toMatch(/^Allow: GET, HEAD, POST, OPTIONS\r$/im);
      expect(answer, method).not.toContain('"url"'); // the app's echo
    }
    const api = await fetch(`${base}/api/search`, { method: "PUT", body: "{}" });
    expect(api.status).toBe(405);
    expect(await api.json()).toEqual({
      error: { code: "method_not_allowed", message: "This address takes only GET, HEAD, POST, OPTIONS" },
    });
  });

  it("sends a redirect's Location once, as it was given", async () => {
    const base = await start();
    const answer = await raw(base, "GET /cars/ HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 308/);
    expect(answer.match(/^location:.*$/gim)?.map((line) => line.trim().toLowerCase())).toEqual(["location: /cars"]);
  });

  it("refuses a declared body over the limit with 413 before reading it, and never hands it to the app", async () => {
    const base = await start();
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write(
          `POST /api/leads HTTP/1.1\r\nHost: harbour-toyota.localhost\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"form":`,
        ),
      );
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
        // The whole answer has come while the declared body has not: the server did not wait for it.
        if (text.includes("}}")) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":"too_large"');
  });

  it("lets a refused body finish arriving, thrown away, so the client reads the 413 and not a reset connection", async () => {
    const base = await start();
    const { port } = new URL(base);
    const body = Buffer.alloc(16 * 1024 * 1024, "x"); // over a page's 1 MB, and more than loopback buffers hold
    // A client that sends the whole body before it reads (as Playwright's and many others do): closing at once reset
    // the connection under it (EPIPE, ECONNRESET) before it read the 413.
    const outcome = await new Promise<{ answer: string; error: string | null }>((resolve) => {
      let answer = "";
      let error: string | null = null;
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /contact HTTP/1.1\r\nHost: harbour-toyota.localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.end(body);
      });
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      socket.on("close", () => resolve({ answer, error }));
    });
    expect(outcome.error).toBeNull();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413/);
    // Said so, so that a client keeping connections alive does not send its next request down this one.
    expect(outcome.answer).toMatch(/\r\nConnection: close\r\n/i);
  });

  it("a client keeping its connections alive gets a 413 for each of several refused posts in a row, none reset", async () => {
    const base = await start();
    const { port } = new URL(base);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(2 * 1024 * 1024, "x");
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = request({
            agent,
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/contact",
            headers: { host: "harbour-toyota.localhost", "content-length": String(body.length) },
          });
          req.on("response", (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          });
          req.on("error", reject);
          req.end(body);
        });
        expect(status).toBe(413);
      }
    } finally {
      agent.destroy();
    }
  });

  it("sends the coding a route compressed its own answer in as Content-Encoding, never the route's own header", async () => {
    const base = await start();
    const response = await fetch(`${base}/app-encoded`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get(APP_CONTENT_ENCODING_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ compressed: "once" });
  });

  it("sends a cached page in the coding the browser takes, compressed once per version of the page", async () => {
    const base = await start();
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const { port } = new URL(base);
        const req = request(
          { host: "127.0.0.1", port, path, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    const html = Buffer.from(CACHED_PAGE);
    const first = await get("/cached-page", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["vary"]).toMatch(/accept-encoding/i);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body)).toEqual(html);
    // The page's policy still names its inline script's hash (the page was read before it was compressed).
    expect(first.headers["content-security-policy"]).toMatch(/'sha256-[^']+'/);
    const again = await get("/cached-page", "gzip, deflate, br");
    expect(again.body).toEqual(first.body);
    const gzipped = await get("/cached-page", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body)).toEqual(html);
    const plain = await get("/cached-page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(html);
    // A new version of the page is compressed anew, not answered from the old one.
    const changed = await get("/cached-page-v2", "br");
    expect(brotliDecompressSync(changed.body).toString()).toBe(`${CACHED_PAGE}<p>changed</p>`);
    expect(cachedPageRenders).toBe(5);
  });

  it("sends a cached page with its framework scripts as Next wrote them, its inline scripts' hashes in the policy", async () => {
    const base = await start();
    const sent = PICTURE_PAGE;
    const plain = await fetch(`${base}/cached-picture-page`, { headers: { "accept-encoding": "identity" } });
    const body = await plain.text();
    expect(body).toBe(sent);
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(sent));
    for (const hash of inlineScriptHashes(sent)) expect(plain.headers.get("content-security-policy")).toContain(hash);
    const compressed = await fetch(`${base}/cached-picture-page`, { headers: { "accept-encoding": "br" } });
    expect(await compressed.text()).toBe(sent); // fetch decodes br
  });

  it("puts the security headers on every answer and keeps Next's internal route off it", async () => {
    const base = await start();
    const response = await fetch(`${base}/anything`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("x-forecourt-site")).toBeNull(); // the platform's own headers stay inside it too
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS only when a trusted proxy says the shopper came over HTTPS", async () => {
    const untrusted = await start(0);
    expect(
      (await fetch(`${untrusted}/`, { headers: { "x-forwarded-proto": "https" } })).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
    await new Promise<void>((done) => server!.close(() => done()));
    const behindProxy = await start(1);
    const response = await fetch(`${behindProxy}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect((await response.json()).headers[HTTPS_HEADER]).toBe("1");
  });
});
