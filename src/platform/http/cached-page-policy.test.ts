import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, isCachedPageAnswer, policyWithScriptHashes, ScriptHashMemo } from "./cached-page-policy";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("a cached page's inline scripts are allowed by their hashes (docs/adr/0008)", () => {
  it("hashes each inline script's text as the page has it, once, in page order", () => {
    const html =
      '<html><head><script>a()</script></head><body><script async src="/_next/x.js"></script>' +
      '<script>self.__next_f.push([1,"x"])</script><script>a()</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([hash("a()"), hash('self.__next_f.push([1,"x"])')]);
  });

  it("hashes a script that carries a nonce too: a cached page's nonce is a past request's", () => {
    expect(inlineScriptHashes('<script nonce="old">b()</script>')).toEqual([hash("b()")]);
  });

  it("leaves out scripts with a src and JSON data blocks", () => {
    const html =
      '<script src="/a.js" nonce="abc"></script>' +
      '<script type="application/ld+json">{"@type":"Car"}</script><script type="application/json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("takes multi-line scripts whole", () => {
    expect(inlineScriptHashes("<script>\n x()\n</script>")).toEqual([hash("\n x()\n")]);
  });

  it("replaces the nonce and 'strict-dynamic' in script-src with the hashes, leaving other directives alone", () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic' 'sha256-mark'; style-src 'self'";
    expect(policyWithScriptHashes(policy, ["'sha256-one'", "'sha256-mark'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-mark' 'sha256-one'; style-src 'self'",
    );
  });

  it("recognises a cached page's answer by Next's s-maxage, and nothing else", () => {
    expect(isCachedPageAnswer("s-maxage=300, stale-while-revalidate=31535700")).toBe(true);
    expect(isCachedPageAnswer("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(false);
    expect(isCachedPageAnswer(null)).toBe(false);
  });
});

describe("a cached page's script hashes are read once per page version (ScriptHashMemo)", () => {
  const page = (n: number) => `<html><script>self.n=${n}</script></html>`;
  it("reads a page once per ETag, and again for a new ETag", () => {
    const memo = new ScriptHashMemo(10);
    let reads = 0;
    const read = (html: string) => () => (reads++, html);
    const first = memo.hashes('"a"', read(page(1)));
    expect(memo.hashes('"a"', read(page(1)))).toBe(first);
    expect(reads).toBe(1);
    expect(memo.hashes('"b"', read(page(2)))).toEqual(inlineScriptHashes(page(2)));
    expect(reads).toBe(2);
  });
  it("reads a page without an ETag every time, and keeps no more pages than its capacity", () => {
    const memo = new ScriptHashMemo(2);
    let reads = 0;
    memo.hashes(null, () => (reads++, page(1)));
    memo.hashes(null, () => (reads++, page(1)));
    expect(reads).toBe(2);
    for (const etag of ['"1"', '"2"', '"3"']) memo.hashes(etag, () => page(1));
    expect(memo.size).toBe(2);
  });
});
