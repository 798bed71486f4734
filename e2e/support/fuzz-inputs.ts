import fc from "fast-check";
import { BOOLEAN_FILTERS, LIST_FILTERS, RANGE_FILTERS } from "@/features/search/filter-attributes";
import { PROTOTYPE_NAMES } from "@/features/search/prototype-names";

/** Marker payloads: a page may show them as text, never as markup. */
export const MARKERS = ["<script>fuzz123</script>", '"><img src=x onerror=fuzz123>', "'><svg onload=fuzz123>"] as const;
/** What a marker looks like when a page echoed it unescaped. */
export const ECHOED = ["<script>fuzz123", "<img src=x onerror=fuzz123", "<svg onload=fuzz123"] as const;

/** Bytes a URL percent-encodes, however broken: lone surrogates become U+FFFD as a browser would send them. */
function encodeText(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** Broken percent-encoding: a lone `%`, bad hex, cut UTF-8, an encoded UTF-16 surrogate, NUL, an overlong slash. */
const BROKEN_ENCODINGS = ["%", "%ZZ", "%E0%A4%A", "%ed%a0%80", "%00", "%C0%AF"];

/**
 * Path segments, written as they go on the wire: broken percent-encoding (a lone `%`, bad hex, cut
 * UTF-8, an encoded UTF-16 surrogate, NUL, an overlong slash), traversal, very long segments,
 * unicode, object-prototype names and the markers.
 */
export const NASTY_SEGMENTS: readonly string[] = [
  ...BROKEN_ENCODINGS,
  "a%",
  "%%",
  "%u0041",
  "%E2%82",
  "%F0%9F%98",
  "%FF%FE",
  "%25",
  "%2F",
  "..%2f",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2fs%2fbigbox-used",
  "%5C..%5C",
  "%0d%0aSet-Cookie:%20fuzz=1",
  "%09",
  "%20",
  "x".repeat(6_000),
  "%41".repeat(1_500),
  encodeText("ü日本語🚗"),
  encodeText("\u202Egnp.exe"),
  encodeText("\uFEFF"),
  ...PROTOTYPE_NAMES,
  ...MARKERS.map(encodeText),
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "'%20OR%201=1--",
];

/** Query values, written as they go on the wire. */
export const NASTY_VALUES: readonly string[] = [
  "",
  ...BROKEN_ENCODINGS,
  "abc%00def",
  "1e309",
  "NaN",
  "Infinity",
  "-1",
  "-5:-1",
  "0",
  "99999999999999999999999",
  "9:1",
  ":",
  "1:2:3",
  "0x10",
  "1.5",
  "true",
  "TRUE",
  "[]",
  "{}",
  "null",
  encodeText("Toyota > RAV4"),
  encodeText(" > "),
  "a".repeat(5_000),
  encodeText("ü日本語🚗"),
  ...PROTOTYPE_NAMES,
  ...MARKERS.map(encodeText),
];

/** Every parameter the search page and /api/search read (README, Stock search), and the range boxes' own. */
export const SEARCH_PARAMS = [
  ...LIST_FILTERS,
  ...BOOLEAN_FILTERS,
  ...RANGE_FILTERS,
  "query",
  "page",
  "sortBy",
  "price_min",
  "price_max",
  // The spec's own names for three of them (categories = body, price_range = price, filtered_features = features).
  "categories",
  "price_range",
  "filtered_features",
] as const;

/** The shapes a parameter can take in a query string besides `name=value`. */
export function queryShapes(name: string, value: string): string[] {
  return [
    `${name}=${value}`,
    `${name}=${value}&${name}=${value}`, // repeated
    `${name}[]=${value}`, // PHP-style array
    `${name}[0]=${value}&${name}[1]=x`,
    `${name}`, // no '='
    `${name}=&${name}=${value}`,
    Array.from({ length: 60 }, (_, i) => `${name}=${value}${i}`).join("&"), // more values than allowed
  ];
}

// ---- fast-check arbitraries ----

const rawPiece = fc.constantFrom(...BROKEN_ENCODINGS, "%2F", "..%2f", "%2e", "%0A", "%3C", "%22", "%25");
const textPiece = fc
  .oneof(
    fc.string({ unit: "binary", maxLength: 12 }), // any code point, lone surrogates included
    fc.string({ unit: "grapheme", maxLength: 8 }),
    fc.constantFrom(...PROTOTYPE_NAMES, ...MARKERS),
  )
  .map(encodeText);

/** A path segment or query value made of broken escapes and arbitrary encoded text. */
export const wireText = fc
  .array(fc.oneof(rawPiece, textPiece), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(""));

/** A query string over the search parameters (and some that are not), in every shape. */
export const searchQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...SEARCH_PARAMS), fc.constantFrom(...PROTOTYPE_NAMES), wireText),
      fc.oneof(wireText, fc.constantFrom(...NASTY_VALUES)),
      fc.nat(6),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.map(([name, value, shape]) => queryShapes(name, value)[shape]!).join("&"));

/** A JSON value with the keys of the lead, reveal and event bodies and of Object.prototype mixed in. */
const jsonKeys = fc.constantFrom(
  "form",
  "fields",
  "last_step",
  "car_id",
  "dealership_id",
  "website_id",
  "event_id",
  "name",
  "email",
  "phone",
  "message",
  "category",
  "pow_nonce",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
);
export const jsonBody: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom(
      "enquiry",
      "contact",
      "fleet",
      "test-drive",
      "valuation",
      "make-an-offer",
      25,
      0,
      -1,
      1e308,
      2 ** 53 + 1,
      true,
      null,
      ...MARKERS,
    ),
    fc.double(),
    fc.integer(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(jsonKeys, fc.string({ maxLength: 6 })), tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** A form post's fields: the lead form's own names and junk, with nasty values. */
export const formFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "form",
      "name",
      "email",
      "phone",
      "message",
      "category",
      "terms_conditions",
      "car_id",
      "step",
      "pow_nonce",
      "page_url",
      "visited_pages",
      "$ACTION_ID_0",
      "$ACTION_REF_1",
      "$ACTION_1:0",
      "$ACTION_KEY",
      "1_$ACTION_ID_x",
    ),
    fc.string({ maxLength: 10 }),
  ),
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom(...MARKERS, '{"id":"00","bound":"$@1"}', '["$K1"]', "\u0000", "\ud800"),
  ),
  { minKeys: 1, maxKeys: 6 },
);
