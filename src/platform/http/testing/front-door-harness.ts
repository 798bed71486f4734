/*
 * The front door over real HTTP, in front of a stand-in for Next that answers as Next does in the cases the door's
 * steps correct, and otherwise 200 with what it was given (the request as Next would see it). The steps' tests use it.
 */
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { Server } from "node:http";
import { gzipSync } from "node:zlib";
import { APP_CONTENT_ENCODING_HEADER } from "@/platform/http/content-encoding";
import { createFrontDoor } from "@/platform/http/front-door-server";
import { NOT_FOUND_HEADER, NOT_FOUND_PATH } from "@/platform/http/request-rules";

export const CACHED_PAGE = `<!DOCTYPE html><html><body>${"<article>A car for sale</article>".repeat(300)}<script>self.x=1</script></body></html>`;
export const PICTURE_PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><img src="/car.jpg"/><script>self.x=1</script></body></html>`;
/** Next's empty error document, as it answers a page that called notFound() with no layout reading the request. */
export const ERROR_SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';

let server: Server | undefined;
let renders = 0;

/** How many times the stand-in rendered a cached page (/cached-page, /cached-page-v2) in this test file. */
export function cachedPageRenders(): number {
  return renders;
}

/** Stops the front door started last (each test file calls it after each test). */
export function stop(): Promise<void> {
  const running = server;
  server = undefined;
  return new Promise<void>((done) => (running ? running.close(() => done()) : done()));
}

/** Starts the front door on a free port, and returns its origin. */
export async function start(
  trustedProxies = 0,
  databaseAnswers?: () => Promise<boolean>,
  consoleHost?: string,
): Promise<string> {
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
        renders++;
        res.statusCode = 200;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "s-maxage=31536000");
        res.setHeader("x-nextjs-cache", "HIT");
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
      if (req.url === "/cars/sold-car" || req.url === "/gone") {
        // A page that called notFound(), streamed as Next streams it: its head flushed just before its first chunk.
        res.statusCode = 404;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("x-page", "first pass");
        res.flushHeaders();
        res.write(ERROR_SHELL.slice(0, 40));
        res.end(ERROR_SHELL.slice(40));
        return;
      }
      if (req.url === NOT_FOUND_PATH) {
        // The not-found route: the page for the kind the front door names.
        res.statusCode = 200;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(`<!DOCTYPE html><html><body>Not found: ${String(req.headers[NOT_FOUND_HEADER])}</body></html>`);
        return;
      }
      res.statusCode = 200;
      res.setHeader("x-middleware-rewrite", "/s/harbour-toyota/secret-route");
      res.setHeader("x-forecourt-site", "none");
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers }));
    },
    { trustedProxies, databaseAnswers, consoleHost },
  );
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", () => done()));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A raw request, for targets fetch() cannot send. */
export function raw(base: string, head: string): Promise<string> {
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
