import { describe, expect, it } from "vitest";
import { SITEMAP_LIMITS, escapeXml, renderUrlset, sitemapDocuments, splitUrls, type SitemapUrl } from "./sitemap-xml";

const origin = "https://harbour-toyota.example";
const urls = (n: number): SitemapUrl[] => Array.from({ length: n }, (_, i) => ({ loc: `${origin}/cars/car-${i + 1}` }));
const child = (n: number) => `${origin}/sitemaps/${n}.xml`;

describe("sitemap XML (sitemap builder)", () => {
  it("escapes the five XML characters in a URL", () => {
    expect(escapeXml(`/search?a=1&b=<2>"'`)).toBe("/search?a=1&amp;b=&lt;2&gt;&quot;&apos;");
    expect(renderUrlset([{ loc: `${origin}/x?a=1&b=2` }])).toContain(
      "<loc>https://harbour-toyota.example/x?a=1&amp;b=2</loc>",
    );
  });

  it("writes lastmod only for a URL with a change time, as a W3C datetime", () => {
    const xml = renderUrlset([
      { loc: `${origin}/cars/a`, lastmod: new Date("2026-11-20T03:04:05.678Z") },
      { loc: `${origin}/about-us` },
    ]);
    expect(xml).toContain(
      "<url><loc>https://harbour-toyota.example/cars/a</loc><lastmod>2026-11-20T03:04:05Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://harbour-toyota.example/about-us</loc></url>");
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it("is a urlset in the protocol's namespace", () => {
    expect(renderUrlset([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  it("has the protocol's limits: 50,000 URLs and 50 MB uncompressed per file", () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 });
  });

  it("keeps one urlset and no index while a site is within the limits", () => {
    const docs = sitemapDocuments(urls(5), child, { maxUrls: 5, maxBytes: 1_000_000 });
    expect(docs.children).toEqual([]);
    expect(docs.root).toContain("<urlset");
    expect(docs.root.match(/<url>/g)).toHaveLength(5);
  });

  it("splits into child sitemaps under an index when a site passes the URL limit", () => {
    const docs = sitemapDocuments(urls(12), child, { maxUrls: 5, maxBytes: 1_000_000 });
    expect(docs.children.map((c) => c.match(/<url>/g)?.length)).toEqual([5, 5, 2]);
    expect(docs.root).toContain("<sitemapindex");
    expect(docs.root).not.toContain("<url>");
    expect([...docs.root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([child(1), child(2), child(3)]);
    // Every URL is listed once, in order, across the children.
    const listed = docs.children.flatMap((c) => [...c.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(listed).toEqual(urls(12).map((u) => u.loc));
  });

  it("splits when a file would pass the byte limit, and no file passes it", () => {
    const list = urls(40);
    const maxBytes = 1_000;
    const files = splitUrls(list, { maxUrls: 50_000, maxBytes });
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength(renderUrlset(file))).toBeLessThanOrEqual(maxBytes);
    expect(files.flat()).toEqual(list);
  });

  it("counts bytes, not characters (a multi-byte URL)", () => {
    const wide = [
      { loc: `${origin}/blog/news/${"é".repeat(100)}` },
      { loc: `${origin}/blog/news/${"é".repeat(100)}2` },
    ];
    const one = Buffer.byteLength(renderUrlset([wide[0]!]));
    // Room for one such URL in characters twice over, but not in bytes.
    const files = splitUrls(wide, { maxUrls: 10, maxBytes: one + 150 });
    expect(files).toHaveLength(2);
  });

  it("gives each child in the index the newest lastmod of its URLs, and none when none has one", () => {
    const list: SitemapUrl[] = [
      { loc: `${origin}/cars/a`, lastmod: new Date("2026-11-01T00:00:00Z") },
      { loc: `${origin}/cars/b`, lastmod: new Date("2026-11-03T00:00:00Z") },
      { loc: `${origin}/about-us` },
      { loc: `${origin}/contact-us` },
    ];
    const docs = sitemapDocuments(list, child, { maxUrls: 2, maxBytes: 1_000_000 });
    expect(docs.root).toContain(
      `<sitemap><loc>${child(1)}</loc><lastmod>2026-11-03T00:00:00Z</lastmod></sitemap>\n<sitemap><loc>${child(2)}</loc></sitemap>`,
    );
  });

  it("answers an empty urlset for a site with nothing to list", () => {
    const docs = sitemapDocuments([], child);
    expect(docs.children).toEqual([]);
    expect(docs.root).toContain("<urlset");
  });
});
