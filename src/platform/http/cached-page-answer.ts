import type { ServerResponse } from "node:http";
import {
  CACHED_PAGE_CACHE_CONTROL,
  ScriptHashMemo,
  isCachedPageAnswer,
  policyWithScriptHashes,
} from "./cached-page-policy";
import { chooseEncoding } from "./content-encoding";
import { header, type DoorStep } from "./door-step";
import { EncodedPageMemo } from "./encoded-page-memo";
import { advise } from "./response-advice";

/** Cached pages' script hashes, by ETag (ScriptHashMemo): the last 2,000 page versions served. */
const scriptHashes = new ScriptHashMemo(2000);

/** Cached pages' compressed bytes, by version and coding (EncodedPageMemo): 64 MB, some thousands of pages. */
const encodedPages = new EncodedPageMemo(64 * 1024 * 1024);

/**
 * A page Next serves from the page cache (docs/adr/0008) comes whole, in one `end`, without the request's nonce on its
 * scripts: its policy allows its inline scripts by their hashes instead (cached-page-policy.ts), and it tells
 * browsers and CDNs to check back each time rather than keep it for Next's `s-maxage`. It is sent in the coding the browser takes, compressed once per version of the page
 * (EncodedPageMemo) instead of on every request; naming the coding first makes the compression step leave it alone.
 */
export const secureCachedPage: DoorStep = (door) => {
  const { req, res } = door;
  advise(res, "end", (end, ...args) => {
    dropRepeatedLocation(res);
    const cacheControl = res.getHeader("cache-control");
    if (res.headersSent || !isCachedPageAnswer(typeof cacheControl === "string" ? cacheControl : null))
      return end(...args);
    res.setHeader("Cache-Control", CACHED_PAGE_CACHE_CONTROL);
    // A 304 has no page to hash, and a browser lays its headers over the copy it keeps: without a policy here, the
    // copy keeps the one that names its own scripts' hashes (this request's nonce would block them all).
    if (res.statusCode === 304) res.removeHeader("content-security-policy");
    const [body] = args;
    const policy = res.getHeader("content-security-policy");
    const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
    if (!html || typeof policy !== "string" || !(typeof body === "string" || Buffer.isBuffer(body)))
      return end(...args);
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
  });
};

/** A redirect from the page cache carries its Location twice (Next's and the stored entry's): one is sent. */
function dropRepeatedLocation(res: ServerResponse): void {
  const location = res.getHeader("location");
  if (!res.headersSent && Array.isArray(location) && location.length > 1) res.setHeader("Location", location[0]!);
}
