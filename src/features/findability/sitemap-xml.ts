/**
 * The sitemap protocol's XML (sitemaps.org/protocol.html): a `<urlset>` of pages, and, when a site passes the
 * protocol's limits, a `<sitemapindex>` naming child sitemaps. Pure: the caller gives the URLs and their change times.
 */
export interface SitemapUrl {
  /** An absolute URL on the site's own origin. */
  loc: string;
  /** When the page last changed, from real data (a car's updated_at); absent when nothing records it. */
  lastmod?: Date;
}

export interface SitemapLimits {
  /** The most URLs one sitemap file may list (the protocol: 50,000). */
  maxUrls: number;
  /** The most bytes one sitemap file may have uncompressed (the protocol: 50 MB, 52,428,800 bytes). */
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800 };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** The five characters XML gives meaning to, as entities (the protocol asks for them escaped in every URL). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** W3C Datetime in UTC, to the second. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`;
}

/** One `<urlset>` file. */
export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return URLSET_OPEN + urls.map((u) => entry("url", u)).join("") + URLSET_CLOSE;
}

/** A `<sitemapindex>` naming child sitemaps (each with the newest change time of its URLs, when one is known). */
function renderIndex(children: readonly SitemapUrl[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${children.map((c) => entry("sitemap", c)).join("")}</sitemapindex>\n`;
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * The URLs cut into files that each stay within the limits (in order; a file is full when one more URL would pass
 * either limit). No URLs make one empty file: a site with nothing to list still answers a valid sitemap.
 */
export function splitUrls(urls: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapUrl[][] {
  const frame = bytes(URLSET_OPEN) + bytes(URLSET_CLOSE);
  const files: SitemapUrl[][] = [[]];
  let size = frame;
  for (const url of urls) {
    const length = bytes(entry("url", url));
    if (frame + length > limits.maxBytes) throw new Error(`a sitemap URL is longer than the file limit: ${url.loc}`);
    let current = files[files.length - 1]!;
    if (current.length >= limits.maxUrls || size + length > limits.maxBytes) {
      current = [];
      files.push(current);
      size = frame;
    }
    current.push(url);
    size += length;
  }
  return files;
}

/** The newest of some change times (undefined when none is known). */
function newest(urls: readonly SitemapUrl[]): Date | undefined {
  let latest: Date | undefined;
  for (const { lastmod } of urls) if (lastmod && (!latest || lastmod > latest)) latest = lastmod;
  return latest;
}

/**
 * A site's sitemap documents: within the limits, `root` is the one `<urlset>` and there are no children; past them,
 * `root` is a `<sitemapindex>` naming each child at `childUrl(n)` (n from 1) and `children[n - 1]` is its `<urlset>`.
 */
export function sitemapDocuments(
  urls: readonly SitemapUrl[],
  childUrl: (n: number) => string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): { root: string; children: string[] } {
  const files = splitUrls(urls, limits);
  if (files.length === 1) return { root: renderUrlset(files[0]!), children: [] };
  return {
    root: renderIndex(files.map((file, i) => ({ loc: childUrl(i + 1), lastmod: newest(file) }))),
    children: files.map(renderUrlset),
  };
}
