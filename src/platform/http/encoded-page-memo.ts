import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Coding } from "./content-encoding";

/**
 * The compressed bytes of cached pages, by version and coding. A page from the page cache is the same for every
 * shopper until its data changes (docs/adr/0008), so it is compressed once per version and coding, not once per
 * request: under a burst of shoppers (a campaign e-mail, an ad) the server's CPU goes to answering, not to brotli.
 * Kept within a byte budget, the least recently used versions dropped first. The key is the page's ETag (a hash of
 * its bytes) with its length, so a changed page is a new entry and an old one ages out.
 */
export class EncodedPageMemo {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  encoded(etag: string, body: Buffer, coding: Exclude<Coding, "identity">): Buffer {
    const key = `${etag}\n${body.length}\n${coding}`;
    const known = this.entries.get(key);
    if (known) {
      // Most recently used last: the Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const made = encode(body, coding);
    if (made.length > this.budgetBytes) return made;
    this.entries.set(key, made);
    this.bytes += made.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
    return made;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** Brotli at quality 5 (most of 11's gain at a fraction of its time), as the front door's other answers. */
function encode(body: Buffer, coding: Exclude<Coding, "identity">): Buffer {
  return coding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}
