/*
 * The page's main picture is painted before the framework's scripts are fetched and run.
 *
 * Next puts its scripts in the page as `async`, so a browser fetches them with the main picture and runs each one as
 * soon as it arrives: on a fast connection they run (about 100 ms of a desktop's main thread, four times that on a
 * mid-range phone) before the frame that would show the picture, the page's largest paint, and on a slow one their
 * 134 kB share the connection with it. In a cached page that has such a picture (PipelineImage's `priority`, marked
 * URGENT_PICTURE) the front door takes those tags (and Next's preloads of them) out and adds one loader at the end
 * of the body that adds them once the picture has been painted (the browser's Element Timing entry for it), or at
 * once when the picture is not on the first screen, has failed, or the browser cannot say when it was painted; after
 * 3 s in any case. The cost: on a first visit the page becomes interactive after the scripts' download instead of
 * with it (its links and forms work before, as without JavaScript); on later pages they come from the browser's
 * cache (immutable). Without JavaScript nothing changes.
 */

/** The `elementtiming` name of a page's main picture (PipelineImage): the paint the loader waits for. */
export const URGENT_PICTURE = "urgent-picture";

/** How long the loader waits for the picture's paint at most, in ms. */
export const LONGEST_WAIT_MS = 3000;

const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const PRELOAD_TAG = /<link\b[^>]*\brel="preload"[^>]*>/gi;

/** The framework's own scripts (in the head, and its main one in the body): same-origin `async` files, not `nomodule`. */
function frameworkScript(attributes: string): string | null {
  const a = ` ${attributes}`;
  if (!/\sasync(?:[\s=>]|$)/i.test(a) || /\snomodule(?:[\s=>]|$)/i.test(a)) return null;
  const src = /\ssrc="(\/_next\/static\/[^"<>]+\.js)"/i.exec(a)?.[1];
  return src ?? null;
}

const LOADER_START = "(function(d,w){var s=";

/** The inline loader: adds `sources` as async scripts once the main picture has been shown (see above). */
export function loaderScript(sources: readonly string[]): string {
  return [
    `${LOADER_START}${JSON.stringify(sources)},g=0;`,
    'function go(){if(g)return;g=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}',
    `var i=d.querySelector('img[elementtiming="${URGENT_PICTURE}"]'),P=w.PerformanceObserver;`,
    'if(!i||!P||(P.supportedEntryTypes||[]).indexOf("element")<0||(i.complete&&!i.naturalWidth))return go();',
    "var r=i.getBoundingClientRect();",
    "if(!r.width||r.bottom<=0||r.top>=w.innerHeight)return go();",
    `new P(function(l){if(l.getEntries().some(function(e){return e.identifier==="${URGENT_PICTURE}"}))go()}).observe({type:"element",buffered:true});`,
    `i.addEventListener("error",go);setTimeout(go,${LONGEST_WAIT_MS})`,
    "})(document,window)",
  ].join("");
}

/**
 * The page with its framework scripts fetched and run after its main picture's paint, or the page unchanged when it has no
 * such picture or no such scripts. Pure: the same page always gives the same bytes, so the page's ETag (Next's, of
 * the page as stored) still names one representation, and its inline scripts' hashes are taken from the result.
 */
export function paintBeforeScripts(html: string): string {
  // bench/real-speed.ts starts a second server with this set, to time the same cached pages with Next's own tags.
  if (process.env.PAINT_FIRST === "off") return html;
  if (!html.includes(`elementtiming="${URGENT_PICTURE}"`)) return html;
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0) return html;
  const beforeBodyEnd = html.slice(0, bodyEnd);
  const sources: string[] = [];
  const withoutScripts = beforeBodyEnd.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const src = frameworkScript(attributes);
    if (!src) return tag;
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  // A preload would fetch them before the paint all the same.
  const rewritten = withoutScripts.replace(PRELOAD_TAG, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    return /\bas="script"/i.test(tag) && href && sources.includes(href) ? "" : tag;
  });
  return `${rewritten}<script>${loaderScript(sources)}</script>${html.slice(bodyEnd)}`;
}

/** The scripts a page's loader adds (none without one): what the page loads, for tools that count its scripts. */
export function loaderSources(html: string): string[] {
  const start = html.indexOf(`<script>${LOADER_START}`);
  if (start < 0) return [];
  const list = /^\[[^\]]*\]/.exec(html.slice(start + "<script>".length + LOADER_START.length))?.[0];
  return list ? (JSON.parse(list) as string[]) : [];
}
