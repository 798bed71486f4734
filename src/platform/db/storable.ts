/**
 * PostgreSQL cannot store every JavaScript string: text refuses U+0000 ("invalid byte sequence for
 * encoding UTF8: 0x00"), and jsonb also refuses the escapes `\u0000` and an unpaired `\udXXX`
 * that JSON.stringify writes for those characters. One such character anywhere in a row (a landing
 * page's query parameter, a user agent cut in the middle of an emoji) would lose the whole row, so
 * the database client passes every query through these functions (client.ts): NUL is dropped and a
 * lone surrogate becomes U+FFFD, the character UTF-8 encoders put in its place anyway.
 */

const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A cheap first look: most strings never reach the JSON check below. */
const UNSTORABLE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/;
/**
 * Every escape of a JSON text, left to right: a surrogate pair, any other \uXXXX, or a two-character
 * escape. Consuming `\\` as a unit is what keeps the text `\\u0000` (a backslash, then "u0000") intact.
 */
const JSON_ESCAPE = /\\u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|\\./g;

/**
 * The string as PostgreSQL can store it in text, varchar, text[] or jsonb.
 *
 * The jsonb case: drizzle serialises a jsonb value with JSON.stringify before the driver sees it, and
 * the driver cannot tell which parameter is bound for jsonb. So a string that is a whole, valid JSON
 * text and holds a `\u0000` or unpaired surrogate escape is treated as the JSON it is: those escapes
 * are rewritten (dropped, or `\ufffd`) in place and every other character is kept. Text that merely
 * contains a backslash is never valid JSON on its own (or has no such escape), so it is stored as
 * sent; the one thing given up is a text column whose entire value is a JSON document spelling out
 * `\u0000`, which loses that escape (the same rule its decoded content would get).
 */
export function storableText(text: string): string {
  // Surrogates first, so dropping a NUL between two halves cannot make up a character nobody sent.
  const plain = text.replace(LONE_SURROGATE, "\uFFFD").replace(NUL, "");
  return UNSTORABLE_ESCAPE.test(plain) && isJson(plain) ? plain.replace(JSON_ESCAPE, storableEscape) : plain;
}

/**
 * A query parameter made storable: strings, and the strings inside arrays and plain objects (keys
 * too), which the drivers write as PostgreSQL arrays or JSON. Everything else (numbers, dates,
 * buffers, null) is passed as it is.
 */
export function storableValue(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableValue(v)]));
  return value;
}

export function storableParams<T extends unknown[] | undefined>(params: T): T {
  return (params?.map(storableValue) ?? params) as T;
}

function storableEscape(
  escape: string,
  high: string | undefined,
  _low: string | undefined,
  unit: string | undefined,
): string {
  if (high !== undefined || unit === undefined) return escape; // a proper pair, or \n, \", \\ ...
  const code = parseInt(unit, 16);
  if (code === 0) return "";
  return code >= 0xd800 && code <= 0xdfff ? "\\ufffd" : escape;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
