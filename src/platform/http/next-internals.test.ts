import { existsSync, readFileSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import path from "node:path";
import { NodeNextResponse } from "next/dist/server/base-http/node";
import { getScriptNonceFromHeader } from "next/dist/server/app-render/get-script-nonce-from-header";
import { getCacheControlHeader } from "next/dist/server/lib/cache-control";
import { NEXT_REQUEST_META as NEXTS_REQUEST_META } from "next/dist/server/request-meta";
import { sendResponse } from "next/dist/server/send-response";
import { BUILD_ID_FILE } from "next/dist/shared/lib/constants";
import { describe, expect, it } from "vitest";
import { isCachedPageAnswer } from "./cached-page-policy";
import { APP_CONTENT_ENCODING_HEADER } from "./content-encoding";
import { NEXT_REQUEST_META } from "./not-found-shell";
import { contentSecurityPolicy, isErrorShell } from "./request-rules";

/*
 * What the platform relies on in Next's own code (docs/adr/0012-working-around-next.md): each case fails when a Next
 * upgrade changes the shape relied upon, so the workaround is looked at again rather than silently broken.
 */

const NEXT = path.join(process.cwd(), "node_modules", "next");
const nextSource = (file: string) => readFileSync(path.join(NEXT, "dist", file), "utf8");

describe("Next internals the platform relies on", () => {
  it("keeps what it learnt of a request under the symbol the not-found repair clears", () => {
    expect(NEXTS_REQUEST_META).toBe(NEXT_REQUEST_META);
  });

  it("neither reads nor stores a page in the incremental cache for a request in draft mode (a preview of drafts)", () => {
    expect(nextSource("build/templates/app-page-runtime.js")).toMatch(
      /ssgCacheKey = null;[\s\S]{0,300}if \(!isDraftMode && isSSG && !supportsDynamicResponse/,
    );
  });

  it("reads the nonce for its scripts from the request's own policy header, as the proxy writes it", () => {
    const policy = contentSecurityPolicy({ nonce: "bm9uY2U=", frameAncestors: [], https: false, development: false });
    expect(getScriptNonceFromHeader(policy)).toBe("bm9uY2U=");
  });

  it("marks a page from its cache with s-maxage (the cached-page step's cue), and a page rendered per request without", () => {
    expect(isCachedPageAnswer(getCacheControlHeader({ revalidate: false, expire: undefined }))).toBe(true);
    expect(isCachedPageAnswer(getCacheControlHeader({ revalidate: 3600, expire: 7200 }))).toBe(true);
    expect(isCachedPageAnswer(getCacheControlHeader({ revalidate: 0, expire: undefined }))).toBe(false);
  });

  it("drops a route handler's own Content-Encoding and passes the platform's private one on", async () => {
    const req = new IncomingMessage(new Socket());
    req.method = "HEAD";
    const res = new ServerResponse(req);
    const answer = new Response(null, {
      headers: { "content-encoding": "gzip", [APP_CONTENT_ENCODING_HEADER]: "gzip" },
    });
    await sendResponse(req as never, new NodeNextResponse(res), answer);
    expect(res.getHeader("content-encoding")).toBeUndefined();
    expect(res.getHeader(APP_CONTENT_ENCODING_HEADER)).toEqual(["gzip"]);
  });

  it("renders an error no layout rendered as the document the not-found repair recognises", () => {
    expect(nextSource("server/app-render/app-render.js")).toContain("id: '__next_error__'");
    expect(isErrorShell('<!DOCTYPE html><html id="__next_error__">')).toBe(true);
  });

  it("flushes a streamed answer's head just before its first chunk, which the not-found repair holds back", () => {
    expect(nextSource("server/pipe-readable.js")).toMatch(/res\.flushHeaders\(\);[\s\S]{0,600}res\.write\(chunk\)/);
  });

  it("limits a server action's body to 1 MB unless configured, the limit the front door refuses above", () => {
    expect(nextSource("server/app-render/action-handler.js")).toContain(": 1024 * 1024 // 1 MB");
  });

  it("is started from the bin and judged built by the build file that `npm start` uses", () => {
    expect(existsSync(path.join(NEXT, "dist", "bin", "next"))).toBe(true);
    expect(BUILD_ID_FILE).toBe("BUILD_ID");
  });
});
