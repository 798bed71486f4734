import { PREVIEW_COOKIE } from "@/platform/site/preview-token";
import { header, type DoorStep } from "./door-step";
import { withHeaders } from "./console-answer-step";
import { advise } from "./response-advice";

/** Next's draft-mode cookie, which a preview of a site's drafts turns on (site-preview.server.ts). */
const DRAFT_MODE_COOKIE = "__prerender_bypass";
const NEXT_CACHE_LABEL = "x-nextjs-cache";
const PREVIEW_ANSWER_HEADERS: readonly [string, string][] = [["Cache-Control", "private, no-store"]];

/** Whether a Cookie header carries a preview's cookie (either of them, whatever its value). */
export function carriesPreview(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(";")
    .map((part) => part.trim().split("=", 1)[0])
    .some((name) => name === PREVIEW_COOKIE || name === DRAFT_MODE_COOKIE);
}

/**
 * A request from a browser previewing a site's drafts may be answered with them, on a page or in an API route that
 * would otherwise be cacheable by a CDN or a shared proxy: every such answer goes out kept by no cache but the
 * browser's own (Next already renders the pages per request and stores none, docs/adr/0012). Next still labels a page
 * so rendered `x-nextjs-cache: HIT` (it asks its cache with no key, and reads "not a miss" as a hit): the label is
 * dropped, as it would say the preview came from the page cache. Applied as the headers are written, so it is the last
 * word on them.
 */
export const keepPreviewPrivate: DoorStep = ({ req, res }) => {
  if (!carriesPreview(header(req, "cookie"))) return;
  advise(res, "writeHead", (proceed, status, ...rest) => {
    for (const [name, value] of PREVIEW_ANSWER_HEADERS) res.setHeader(name, value);
    res.removeHeader(NEXT_CACHE_LABEL);
    return proceed(status, ...rest.map((arg) => withHeaders(arg, PREVIEW_ANSWER_HEADERS)));
  });
};
