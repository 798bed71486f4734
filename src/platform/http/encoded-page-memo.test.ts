import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EncodedPageMemo } from "./encoded-page-memo";

const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

describe("cached pages compressed once per version and coding (EncodedPageMemo)", () => {
  it("answers the page's bytes in the coding asked for", () => {
    const memo = new EncodedPageMemo(1 << 20);
    const body = page("Harbour Toyota ");
    expect(brotliDecompressSync(memo.encoded('W/"a"', body, "br"))).toEqual(body);
    expect(gunzipSync(memo.encoded('W/"a"', body, "gzip"))).toEqual(body);
    expect(memo.size.entries).toBe(2);
  });

  it("compresses a version once: the second answer is the same bytes, not made again", () => {
    const memo = new EncodedPageMemo(1 << 20);
    const body = page("Latest stock ");
    const first = memo.encoded('W/"v1"', body, "br");
    expect(memo.encoded('W/"v1"', body, "br")).toBe(first);
    expect(memo.size.entries).toBe(1);
  });

  it("a changed page (another ETag, or the same ETag with another length) is a new entry", () => {
    const memo = new EncodedPageMemo(1 << 20);
    memo.encoded('W/"v1"', page("one "), "gzip");
    memo.encoded('W/"v2"', page("two "), "gzip");
    const longer = page("one one ");
    expect(gunzipSync(memo.encoded('W/"v1"', longer, "gzip"))).toEqual(longer);
    expect(memo.size.entries).toBe(3);
  });

  it("keeps within its budget, dropping the least recently used version first", () => {
    const one = page("first page ");
    const size = new EncodedPageMemo(1 << 20).encoded("x", one, "gzip").length;
    const memo = new EncodedPageMemo(size * 2 + size / 2);
    const a = memo.encoded("a", one, "gzip");
    memo.encoded("b", one, "gzip");
    expect(memo.encoded("a", one, "gzip")).toBe(a); // a used again: b is now the oldest
    memo.encoded("c", one, "gzip");
    expect(memo.size.entries).toBe(2);
    expect(memo.size.bytes).toBeLessThanOrEqual(size * 2 + size / 2);
    expect(memo.encoded("a", one, "gzip")).toBe(a);
  });

  it("does not keep a page larger than the whole budget, and still answers it", () => {
    const memo = new EncodedPageMemo(10);
    const body = page("too big ");
    expect(gunzipSync(memo.encoded("big", body, "gzip"))).toEqual(body);
    expect(memo.size).toEqual({ entries: 0, bytes: 0 });
  });
});
