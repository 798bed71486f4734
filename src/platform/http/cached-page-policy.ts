import { createHash } from "node:crypto";

/*
 * A cached page (docs/adr/0008) is the same for everyone, so it cannot carry a per-request nonce: its inline scripts
 * are allowed by their hashes instead, computed from the page as sent (cached-page-answer.ts). Scripts from the site's
 * own origin stay allowed by 'self'; anything injected into a cached page matches no hash and does not run.
 */

/** `<script ...>` tags with their text, as the HTML has them (React escapes `</script` inside, so none ends early). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources of a page's inline scripts, each once, in page order. A nonce on one counts for nothing: a
 * cached page keeps the nonce of the request it was rendered for, which no later answer's policy names.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    if (/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(` ${attributes}`)) continue; // data, never run
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(text ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * inlineScriptHashes, remembered by the page's ETag (Next's hash of the page as stored), for the last `capacity` pages:
 * a cached page is sent many times between changes, and reading a search page's scripts again each time cost about
 * a third of the CPU of serving it.
 */
export class ScriptHashMemo {
  private readonly byEtag = new Map<string, string[]>();
  private readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  hashes(etag: string | null, html: () => string): string[] {
    if (!etag) return inlineScriptHashes(html());
    const known = this.byEtag.get(etag);
    if (known) return known;
    const computed = inlineScriptHashes(html());
    if (this.byEtag.size >= this.capacity) this.byEtag.delete(this.byEtag.keys().next().value!);
    this.byEtag.set(etag, computed);
    return computed;
  }

  get size(): number {
    return this.byEtag.size;
  }
}

/**
 * The page's policy with its script sources made for a cached page: the nonce (which the page does not carry) and
 * 'strict-dynamic' (which would shut out the page's own `<script src>` tags, having no nonce) give way to the hashes.
 */
export function policyWithScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = sources.filter((s) => !s.startsWith("'nonce-") && s !== "'strict-dynamic'");
      return ` ${[name, ...new Set([...kept, ...hashes])].join(" ")}`;
    })
    .join(";")
    .trim();
}

/**
 * What a cached page tells browsers and CDNs: check back every time (the ETag makes that a 304). Next would say
 * `s-maxage={lifetime}`, letting a CDN keep a page the platform has already dropped for a stock change.
 */
export const CACHED_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Next's header for a page from its cache (ISR): `s-maxage` is what only a cached page's answer carries. */
export function isCachedPageAnswer(cacheControl: string | null | undefined): boolean {
  return typeof cacheControl === "string" && /\bs-maxage=\d+/.test(cacheControl);
}
