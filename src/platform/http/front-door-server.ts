import { randomBytes } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { PEER_HEADER } from "./client-address";
import { APP_CONTENT_ENCODING_HEADER, chooseEncoding } from "./content-encoding";
import { EncodedPageMemo } from "./encoded-page-memo";
import {
  CACHED_PAGE_CACHE_CONTROL,
  ScriptHashMemo,
  isCachedPageAnswer,
  policyWithScriptHashes,
} from "./cached-page-policy";
import {
  ALLOWED_METHODS,
  BAD_REQUEST_HEADER,
  BAD_REQUEST_PATH,
  baseSecurityHeaders,
  bodyRefusal,
  HTTPS_HEADER,
  INTERNAL_HEADER,
  isApiPath,
  isErrorShell,
  judgeTarget,
  METHOD_NOT_ALLOWED,
  NOT_FOUND_HEADER,
  NOT_FOUND_PATH,
  notFoundKind,
  refusalBody,
  SITE_HOST_HEADER,
  type Refusal,
} from "./request-rules";

/** Proves a request is Next's own follow-up of a server action's redirect: only this process knows it. */
const INTERNAL_SECRET = randomBytes(24).toString("hex");
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Response headers that only describe how the request travelled inside the platform: Next's routing (x-middleware-*)
 * and the platform's own (x-forecourt-*: the site, the peer's address, the host); none is the client's business.
 */
const INTERNAL_RESPONSE_HEADER = /^x-(middleware|forecourt)-/i;

export interface FrontDoorOptions {
  trustedProxies: number;
  /**
   * Whether the database answers now (a quick query, false after a short wait): asked only when a page post failed, to
   * tell the platform's failure (503, try again) from a post Next could not read (400). Without it, every failure of a
   * page post is taken for the latter.
   */
  databaseAnswers?: () => Promise<boolean>;
}

/**
 * The platform's HTTP server: Next's request handler behind a front door that
 *  - answers `OPTIONS *` and request targets that are not paths itself;
 *  - sends a path with broken percent-encoding to the site's error page with status 400;
 *  - tells the app the TCP peer's address (http/client-address.ts), which no client can forge;
 *  - puts the security headers on every answer and keeps Next's internal routing headers off them;
 *  - sends the coding a route compressed its own answer in (passAppEncoding), and compresses the rest (br or gzip by
 *    Accept-Encoding; Next's own compression is off, so it sees the page as sent: securePageFromCache);
 *  - gives a page from the page cache its Content-Security-Policy and Cache-Control (securePageFromCache).
 */
export function createFrontDoor(handle: RequestListener, options: FrontDoorOptions): Server {
  return createServer((req, res) => {
    const https = isHttps(req, options.trustedProxies);
    for (const [name, value] of baseSecurityHeaders(https)) res.setHeader(name, value);
    hideInternalHeaders(res);
    passAppEncoding(res);
    delete req.headers[PEER_HEADER];
    delete req.headers[BAD_REQUEST_HEADER];
    delete req.headers[NOT_FOUND_HEADER];
    delete req.headers[HTTPS_HEADER];
    if (https) req.headers[HTTPS_HEADER] = "1";
    keepSiteHost(req);
    const peer = req.socket.remoteAddress;
    if (peer) req.headers[PEER_HEADER] = peer;

    switch (judgeTarget(req.method, req.url)) {
      case "options-server":
        res.writeHead(204, { Allow: ALLOWED_METHODS }).end();
        return;
      case "method-not-allowed": {
        // A body the method may carry is not read: the connection closes after the answer, as for a body refused.
        refuseUnread(req, res, METHOD_NOT_ALLOWED, (req.url ?? "/").split("?", 1)[0]!, { Allow: ALLOWED_METHODS });
        return;
      }
      case "bad-target":
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request\n");
        return;
      case "malformed-path":
        req.url = BAD_REQUEST_PATH;
        req.method = "GET";
        req.headers[BAD_REQUEST_HEADER] = "1";
        forceStatus(res, 400);
        break;
      case "ok": {
        const pathname = (req.url ?? "/").split("?", 1)[0]!;
        const tooLarge = bodyRefusal({
          method: req.method ?? "GET",
          pathname,
          contentLength: header(req, "content-length"),
          transferEncoding: header(req, "transfer-encoding"),
        });
        if (tooLarge) {
          refuseUnread(req, res, tooLarge, pathname);
          return;
        }
        // Build assets never pass the proxy, which frames pages by each site's own rule.
        if (pathname.startsWith("/_next/")) res.setHeader("X-Frame-Options", "SAMEORIGIN");
        // A post to a page rather than to the JSON API: a server action, with or without JavaScript.
        if (req.method === "POST" && !isApiPath(pathname)) answerFailedPagePost(res, options.databaseAnswers);
        break;
      }
    }
    // Compression goes under the page cache's rewrite, which must read the page as it is (uncompressed).
    compress(req, res, () => {});
    securePageFromCache(req, res);
    if (req.method === "GET" || req.method === "HEAD") repairNotFoundShell(req, res, handle, https);
    return handle(req, res);
  });
}

/** How long a refused body may go on arriving, thrown away, before its connection is closed. */
const LINGER_MS = 5_000;

/** A refusal answered before the request's body is read: the connection closes after it (lingerThenClose). */
function refuseUnread(
  req: IncomingMessage,
  res: ServerResponse,
  refused: Refusal,
  pathname: string,
  headers: Record<string, string> = {},
): void {
  const { contentType, body } = refusalBody(refused, pathname);
  res
    .writeHead(refused.status, {
      ...headers,
      "Content-Type": contentType,
      Connection: "close",
      "Cache-Control": "no-store",
    })
    .end(body);
  lingerThenClose(req);
}

/**
 * A body refused unread is still on its way: closing the connection at once resets it under the client, which then
 * sees a broken connection (EPIPE, "connection reset" in a browser) instead of the answer. As web servers do (nginx's
 * lingering close), the rest is read and thrown away, nothing of it kept, and the connection closes when the body has
 * arrived or after LINGER_MS, whichever comes first.
 */
function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon: () => void };
  // The answer says Connection: close, so no client sends another request on this connection; Node would destroy the
  // socket as soon as the answer is written (destroySoon): instead it only finishes writing, and goes on reading.
  socket.destroySoon = () => socket.end();
  const close = setTimeout(() => socket.destroy(), LINGER_MS);
  close.unref();
  req.on("end", () => {
    clearTimeout(close);
    socket.destroy();
  });
  req.resume();
}

/** Text answers over 1 kB, brotli when the browser takes it (quality 5: most of 11's gain at a fraction of its time). */
const compressor = compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

/** The middleware's types are Express's; it uses nothing of Express's own request or response. */
const compress = compressor as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Cached pages' script hashes, by ETag (ScriptHashMemo): the last 2,000 page versions served. */
const scriptHashes = new ScriptHashMemo(2000);

/** Cached pages' compressed bytes, by version and coding (EncodedPageMemo): 64 MB, some thousands of pages. */
const encodedPages = new EncodedPageMemo(64 * 1024 * 1024);

/**
 * A page Next serves from the page cache (docs/adr/0008) comes whole, in one `end`, without the request's nonce on its
 * scripts: its policy allows its inline scripts by their hashes instead (cached-page-policy.ts), and it tells
 * browsers and CDNs to check back each time rather than keep it for Next's `s-maxage`. It goes out in the coding the
 * browser takes, compressed once per version of the page (EncodedPageMemo) instead of on every request; naming the
 * coding first makes the compression middleware leave it alone.
 */
function securePageFromCache(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    // A redirect from the page cache carries its Location twice (Next's and the stored entry's): one is sent.
    const location = res.getHeader("location");
    if (!res.headersSent && Array.isArray(location) && location.length > 1) res.setHeader("Location", location[0]!);
    const cacheControl = res.getHeader("cache-control");
    if (!res.headersSent && isCachedPageAnswer(typeof cacheControl === "string" ? cacheControl : null)) {
      res.setHeader("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
      // A 304 has no page to hash, and a browser lays its headers over the copy it keeps: without a policy here, the
      // copy keeps the one that names its own scripts' hashes (this request's nonce would block them all).
      if (res.statusCode === 304) res.removeHeader("content-security-policy");
      const [body] = args;
      const policy = res.getHeader("content-security-policy");
      const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
      if (html && typeof policy === "string" && (typeof body === "string" || Buffer.isBuffer(body))) {
        const etag = res.getHeader("etag");
        const version = typeof etag === "string" ? etag : null;
        const page = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
        const hashes = scriptHashes.hashes(version, () => page.toString());
        res.setHeader("Content-Security-Policy", policyWithScriptHashes(policy, hashes));
        const callback = args.slice(1).filter((a) => typeof a === "function");
        if (version && req.method === "GET" && res.statusCode === 200 && !res.getHeader("content-encoding")) {
          const coding = chooseEncoding(header(req, "accept-encoding"), page.length);
          if (coding !== "identity") {
            const encoded = encodedPages.encoded(version, page, coding);
            res.setHeader("Content-Encoding", coding);
            res.setHeader("Content-Length", encoded.length);
            return end(encoded, ...callback);
          }
        }
        if (res.getHeader("content-length") !== undefined) res.setHeader("Content-Length", page.length);
        return end(page, ...callback);
      }
    }
    return end(...args);
  }) as typeof res.end;
}

/** Where Next keeps what it learnt of a request (request-meta.ts): cleared before the request is handled again. */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

/**
 * A page that calls notFound() comes out of Next 16 as an empty error shell when no layout above it reads the request
 * (now the case for every page: docs/adr/0008): the not-found page is only in its script data, so a browser without
 * JavaScript shows nothing. When an answer is a 404 that begins with that shell (whole from the page cache, or
 * streamed), it is held back to its end, and the request is handled again as the not-found page for its path
 * (NOT_FOUND_PATH, notFoundKind: a vehicle's own or the site's), answered 404.
 */
function repairNotFoundShell(req: IncomingMessage, res: ServerResponse, handle: RequestListener, https: boolean): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const kind = notFoundKind((req.url ?? "/").split("?", 1)[0]!);
  let state: "deciding" | "passing" | "holding" = "deciding";
  const decide = (chunk: unknown): void => {
    if (state !== "deciding" || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const start =
      typeof chunk === "string"
        ? chunk.slice(0, 200)
        : Buffer.from(chunk as Uint8Array)
            .subarray(0, 200)
            .toString();
    state = res.statusCode === 404 && !res.headersSent && isErrorShell(start) ? "holding" : "passing";
  };
  // Next flushes a streamed page's head just before its first chunk: held until that chunk has been looked at.
  const flushHeaders = res.flushHeaders.bind(res);
  res.flushHeaders = () => {
    if (state === "passing") flushHeaders();
  };
  res.write = ((...args: unknown[]) => {
    decide(args[0]);
    return state === "holding" ? true : write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    decide(args[0]);
    if (state !== "holding") return end(...args);
    // The first answer is over: the request goes round again, as the not-found page, on the untouched response.
    res.write = write as typeof res.write;
    res.end = end as typeof res.end;
    res.flushHeaders = flushHeaders;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of baseSecurityHeaders(https)) res.setHeader(name, value);
    delete (req as unknown as Record<symbol, unknown>)[NEXT_REQUEST_META];
    req.headers[NOT_FOUND_HEADER] = kind;
    req.url = NOT_FOUND_PATH;
    forceStatus(res, 404);
    res.setMaxListeners(res.getMaxListeners() + 10); // Next listens for the response's close once per pass
    void handle(req, res);
    return res;
  }) as typeof res.end;
}

/**
 * Records the host the request is for (request-rules.ts SITE_HOST_HEADER). A client's own copy counts for nothing;
 * only Next's follow-up request from this machine, carrying the process's secret, keeps the one it was given.
 */
function keepSiteHost(req: IncomingMessage): void {
  const followUp =
    req.headers[INTERNAL_HEADER] === INTERNAL_SECRET &&
    LOOPBACK.has(req.socket.remoteAddress ?? "") &&
    typeof req.headers[SITE_HOST_HEADER] === "string";
  if (followUp) return;
  delete req.headers[SITE_HOST_HEADER];
  if (typeof req.headers.host === "string") req.headers[SITE_HOST_HEADER] = req.headers.host;
  req.headers[INTERNAL_HEADER] = INTERNAL_SECRET;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

/** Served over TLS here, or (only when the operator trusts a proxy) by a proxy that says it took HTTPS. */
function isHttps(req: IncomingMessage, trustedProxies: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (trustedProxies < 1) return false;
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .pop();
  return proto === "https";
}

function hideInternalHeaders(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    INTERNAL_RESPONSE_HEADER.test(name) ? res : setHeader(name, value)) as typeof res.setHeader;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of res.getHeaderNames()) if (INTERNAL_RESPONSE_HEADER.test(name)) res.removeHeader(name);
    return writeHead(status, ...rest.map(withoutInternal));
  }) as typeof res.writeHead;
}

/**
 * Next drops a route handler's own Content-Encoding (send-response.ts), so a route that compressed its answer
 * (encoded-json.server.ts) names the coding in APP_CONTENT_ENCODING_HEADER and it goes out here as Content-Encoding.
 * It is set as Next copies the route's headers, before the answer's head is written, so Next's own gzip
 * (router-server, compression) finds the answer already encoded and leaves it alone: nothing is compressed twice.
 */
function passAppEncoding(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    name.toLowerCase() === APP_CONTENT_ENCODING_HEADER
      ? setHeader("Content-Encoding", value)
      : setHeader(name, value)) as typeof res.setHeader;
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = ((name: string, value: string | readonly string[]) =>
    name.toLowerCase() === APP_CONTENT_ENCODING_HEADER
      ? setHeader("Content-Encoding", value)
      : appendHeader(name, value)) as typeof res.appendHeader;
}

function withoutInternal(arg: unknown): unknown {
  if (Array.isArray(arg)) {
    // A flat [name, value, name, value] list.
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < arg.length; i += 2)
      if (!INTERNAL_RESPONSE_HEADER.test(String(arg[i]))) kept.push(arg[i], arg[i + 1]);
    return kept;
  }
  if (arg && typeof arg === "object")
    return Object.fromEntries(Object.entries(arg).filter(([name]) => !INTERNAL_RESPONSE_HEADER.test(name)));
  return arg;
}

/** What a page post that failed on the platform's side says: nothing in it was wrong, and it can be sent again. */
const PAGE_POST_UNAVAILABLE = "Sorry, this form could not be sent just now. Please try again in a few minutes.\n";
const PAGE_POST_UNREADABLE = "Bad request: this form post could not be read.\n";

/**
 * Next answers 500 to any server-action post it cannot decode (a garbage action id or argument
 * encoding, fields React refuses); it has no 4xx for them. Our actions catch their own failures and
 * answer in their form state, so a 5xx here comes from the client's own post, answered 400, or from the platform
 * being unable to render the page that answers it: the database not answering, which `databaseAnswers` is asked about
 * once the failure is known, answered 503 (please try again) rather than blaming the shopper's form. Next's error body
 * is never sent.
 */
function answerFailedPagePost(res: ServerResponse, databaseAnswers: FrontDoorOptions["databaseAnswers"]): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let refused = false;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (refused) return res;
    if (status < 500) return writeHead(status, ...rest);
    refused = true;
    for (const name of res.getHeaderNames())
      if (/^(content-|transfer-encoding|etag|vary|x-nextjs|x-action)/i.test(name)) res.removeHeader(name);
    return res; // the answer's head is written once it is known whose failure this was (end, below)
  }) as typeof res.writeHead;
  // Writing decides the status first (Node would otherwise send Next's first chunk before our check).
  const decide = () => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };
  res.write = ((...args: unknown[]) => (decide(), refused ? true : write(...args))) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    decide();
    if (!refused) return end(...args);
    const callback = args.find((a) => typeof a === "function");
    const answer = (platformFailed: boolean) => {
      const head = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
      if (platformFailed) writeHead(503, { ...head, "Retry-After": "60" });
      else writeHead(400, head);
      end(platformFailed ? PAGE_POST_UNAVAILABLE : PAGE_POST_UNREADABLE, callback);
    };
    if (!databaseAnswers) answer(false);
    else
      databaseAnswers().then(
        (answers) => answer(!answers),
        () => answer(true),
      );
    return res;
  }) as typeof res.end;
}

/** Whatever status the page renders with, the answer goes out with this one. */
function forceStatus(res: ServerResponse, status: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(status, ...rest)) as typeof res.writeHead;
  Object.defineProperty(res, "statusCode", { get: () => status, set: () => {}, configurable: true });
}
