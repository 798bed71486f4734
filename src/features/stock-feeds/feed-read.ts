import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { SaxesParser } from "saxes";
import type { FeedFormat } from "@/domain/stock-feeds";
import type { RawRecord } from "./feed-mapping";

/** A field (or a JSON/XML record) longer than this refuses the file: a feed's car never needs a megabyte. */
const MAX_FIELD_CHARS = 1_000_000;

/** The whole file is refused (nothing applied): unreadable, broken quoting, a refused DOCTYPE, an oversized field. */
export class FeedFileError extends Error {
  constructor(
    readonly row: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** A record read, or a record the reader could not turn into text fields (a row problem: the rest go on). */
export type ReadItem = { row: number; raw: RawRecord } | { row: number; column: string; reason: string };

export type FeedEncoding = "utf-8" | "windows-1252";

/**
 * Writes the body to a file as it arrives (never whole in memory) and tells whether it is valid UTF-8: text that is
 * not is read as Windows-1252 (a superset of Latin-1), the encoding older dealer systems export.
 */
export async function spoolBody(
  body: string | AsyncIterable<Uint8Array>,
  path: string,
): Promise<{ encoding: FeedEncoding; bytes: number }> {
  const out = createWriteStream(path, { mode: 0o600 });
  const check = new TextDecoder("utf-8", { fatal: true });
  let utf8 = true;
  let bytes = 0;
  const chunks = typeof body === "string" ? [Buffer.from(body, "utf8")] : body;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    if (utf8)
      try {
        check.decode(chunk, { stream: true });
      } catch {
        utf8 = false;
      }
    if (!out.write(chunk)) await once(out, "drain");
  }
  if (utf8)
    try {
      check.decode();
    } catch {
      utf8 = false;
    }
  out.end();
  await once(out, "finish");
  return { encoding: utf8 ? "utf-8" : "windows-1252", bytes };
}

/** The spooled file as text chunks, its byte-order mark dropped. */
async function* textChunks(path: string, encoding: FeedEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }))
    yield decoder.decode(chunk as Buffer, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A feed's records, one at a time, in the file's order. Throws FeedFileError for a file-level problem. */
export function readRecords(path: string, format: FeedFormat, encoding: FeedEncoding): AsyncGenerator<ReadItem> {
  const text = textChunks(path, encoding);
  if (format === "csv") return readCsv(text);
  if (format === "json") return readJson(text);
  return readXml(text);
}

async function* readCsv(text: AsyncIterable<string>): AsyncGenerator<ReadItem> {
  const parser = Readable.from(text).pipe(
    parse({ columns: true, bom: true, skip_empty_lines: true, max_record_size: MAX_FIELD_CHARS, info: true }),
  );
  try {
    for await (const item of parser as AsyncIterable<{ record: RawRecord; info: { lines: number } }>)
      yield { row: item.info.lines, raw: item.record };
  } catch (err) {
    const e = err as { code?: string; lines?: number; message: string };
    if (e.code === "CSV_MAX_RECORD_SIZE")
      throw new FeedFileError(e.lines ?? 0, `row ${e.lines ?? "?"} has a field longer than 1 MB: the file is refused`);
    throw new FeedFileError(e.lines ?? 0, `is not valid CSV at line ${e.lines ?? "?"} (${e.message})`);
  }
}

/** A JSON value of a record's field as text: a list becomes the import's `a|b|c`; an object is a row problem. */
function fieldsOf(value: unknown): RawRecord | string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "the record is not an object";
  const raw: RawRecord = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) raw[key] = "";
    else if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") raw[key] = String(v);
    else if (Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number")) raw[key] = v.join("|");
    else return `field "${key}" must be text, a number, true/false or a list`;
  }
  return raw;
}

function jsonItem(row: number, source: string): ReadItem {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    throw new FeedFileError(row, `record ${row} is not valid JSON: the file is refused`);
  }
  const raw = fieldsOf(value);
  return typeof raw === "string" ? { row, column: "", reason: raw } : { row, raw };
}

/**
 * An array of objects, or JSON lines, split into records as the text streams past (the top-level array is never
 * parsed whole): the scanner tracks strings and nesting to find where each record ends.
 */
async function* readJson(text: AsyncIterable<string>): AsyncGenerator<ReadItem> {
  let mode: "array" | "lines" | null = null;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = "";
  let row = 0;
  for await (const chunk of text) {
    for (const ch of chunk) {
      if (mode === null) {
        if (/\s/.test(ch) || ch === "\uFEFF") continue;
        mode = ch === "[" ? "array" : "lines";
        if (mode === "array") continue;
      }
      if (depth > 0 || ch === "{" || ch === "[") current += ch;
      if (current.length > MAX_FIELD_CHARS)
        throw new FeedFileError(row + 1, `record ${row + 1} is longer than 1 MB: the file is refused`);
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === "\\") escaped = true;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') {
        if (depth === 0) throw new FeedFileError(row + 1, `record ${row + 1} is not an object: the file is refused`);
        inString = true;
      } else if (ch === "{" || ch === "[") depth++;
      else if (ch === "}" || ch === "]") {
        if (depth === 0) {
          if (mode === "array" && ch === "]") mode = "lines"; // the array's end: nothing may follow but space
          continue;
        }
        depth--;
        if (depth === 0) {
          row++;
          yield jsonItem(row, current);
          current = "";
        }
      } else if (depth === 0 && !/[\s,]/.test(ch))
        throw new FeedFileError(row + 1, `is not valid JSON after record ${row}: the file is refused`);
    }
  }
  if (depth > 0 || inString)
    throw new FeedFileError(row + 1, `the JSON ends inside record ${row + 1}: the file is refused`);
}

/**
 * XML as `<root><car><stocknum>…</stocknum>…</car>…</root>` (a record's attributes are fields too). saxes never
 * fetches external entities; a DOCTYPE (where entities would be declared) is refused outright.
 */
async function* readXml(text: AsyncIterable<string>): AsyncGenerator<ReadItem> {
  const parser = new SaxesParser({ xmlns: false });
  const ready: ReadItem[] = [];
  let depth = 0;
  let row = 0;
  let record: RawRecord | null = null;
  let field: string | null = null;
  let value = "";
  let sinceEvent = 0;
  let failure: FeedFileError | null = null;
  const fail = (reason: string) => {
    failure ??= new FeedFileError(row + 1, reason);
  };
  parser.on("doctype", () => fail("has a DOCTYPE: entity declarations are refused, the file is refused"));
  parser.on("error", (err) => fail(`is not valid XML (${err.message})`));
  parser.on("opentag", (tag) => {
    sinceEvent = 0;
    depth++;
    if (depth === 2) record = Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)]));
    else if (depth === 3) {
      field = tag.name;
      value = "";
    }
  });
  parser.on("text", (t) => {
    sinceEvent = 0;
    if (field !== null) value += t;
    if (value.length > MAX_FIELD_CHARS) fail(`record ${row + 1} has a field longer than 1 MB: the file is refused`);
  });
  parser.on("closetag", () => {
    sinceEvent = 0;
    if (depth === 3 && record && field !== null) {
      record[field] = value;
      field = null;
    } else if (depth === 2 && record) {
      ready.push({ row: ++row, raw: record });
      record = null;
    }
    depth--;
  });
  for await (const chunk of text) {
    for (let i = 0; i < chunk.length && !failure; i += 64 * 1024) {
      const piece = chunk.slice(i, i + 64 * 1024);
      // saxes keeps a text node whole until its end tag: a text longer than the limit is refused while it streams.
      sinceEvent += piece.length;
      if (sinceEvent > MAX_FIELD_CHARS * 2) fail(`record ${row + 1} has a field longer than 1 MB: the file is refused`);
      else parser.write(piece);
    }
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}
