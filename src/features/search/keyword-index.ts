import { keywordWords, searchWords } from "./keyword-query";

/**
 * Prefix keyword matching over a site's stock ('Keyword search eg.
 * EV, SUV, Toyota'). Each row's words are indexed once; a query's words must each start some word of
 * the row ("hil" finds HiLux). Lookups binary-search a sorted word list, so a query costs the
 * postings it touches, not a pass over every row's text.
 */
export class KeywordIndex {
  private readonly words: string[];
  private readonly postings: Int32Array[];

  constructor(
    private readonly size: number,
    documents: readonly string[],
  ) {
    const byWord = new Map<string, number[]>();
    documents.forEach((doc, row) => {
      for (const word of new Set(searchWords(doc))) {
        const list = byWord.get(word);
        if (list) list.push(row);
        else byWord.set(word, [row]);
      }
    });
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((w) => Int32Array.from(byWord.get(w)!));
  }

  /** First position whose word is not below `prefix`. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Rows matching every word of the query as a mask (1 = match); null when the query has no words. */
  match(query: string): Uint8Array | null {
    const words = keywordWords(query);
    if (words.length === 0) return null;
    let result: Uint8Array | null = null;
    for (const word of words) {
      const hits = new Uint8Array(this.size);
      for (let i = this.lowerBound(word); i < this.words.length && this.words[i]!.startsWith(word); i++) {
        for (const row of this.postings[i]!) hits[row] = 1;
      }
      if (result) for (let r = 0; r < this.size; r++) result[r]! &= hits[r]!;
      else result = hits;
    }
    return result;
  }
}
