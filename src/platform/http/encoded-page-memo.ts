import { brotliCompressSync, gzipSync } from "node:zlib";
import { ByteBudgetLru } from "@/platform/page-cache/next-cache-handler";
import { brotliTextOptions, type Coding } from "./content-encoding";

/**
 * The compressed bytes of cached pages, by version and coding. A page from the page cache is the same for every
 * shopper until its data changes (docs/adr/0008), so it is compressed once per version and coding, not once per
 * request: under a burst of shoppers (a campaign e-mail, an ad) the server's CPU goes to answering, not to brotli.
 * Kept within a byte budget, the least recently used versions dropped first (the page cache's own ByteBudgetLru).
 * The key is the page's ETag (a hash of its bytes) with its length, so a changed page is a new entry and an old one
 * ages out.
 */
export class EncodedPageMemo {
  private readonly entries: ByteBudgetLru<{ bytes: number; encoded: Buffer }>;

  constructor(budgetBytes: number) {
    this.entries = new ByteBudgetLru(budgetBytes);
  }

  encoded(etag: string, body: Buffer, coding: Exclude<Coding, "identity">): Buffer {
    const key = `${etag}\n${body.length}\n${coding}`;
    const known = this.entries.get(key);
    if (known) return known.encoded;
    const encoded = coding === "br" ? brotliCompressSync(body, brotliTextOptions(body.length)) : gzipSync(body);
    // One larger than the whole budget is answered but not kept.
    this.entries.set(key, { bytes: encoded.length, encoded });
    return encoded;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.usedBytes };
  }
}
