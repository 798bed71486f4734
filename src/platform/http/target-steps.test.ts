import { Agent, request } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BAD_REQUEST_HEADER, REFUSED_LINK_PATHS } from "./request-rules";
import { raw, start, stop } from "./testing/front-door-harness";

afterEach(stop);

describe("the front door: what the front door answers itself", () => {
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

  it("answers a refused link's page 400, rendered by the app as the site's page", async () => {
    const base = await start();
    const answer = await raw(base, `GET ${REFUSED_LINK_PATHS[0]} HTTP/1.1`);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain(`"url":"${REFUSED_LINK_PATHS[0]}"`);
    expect(await raw(base, "GET /alerts/unsubscribe/confirm HTTP/1.1")).toMatch(/^HTTP\/1\.1 200/);
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
});
