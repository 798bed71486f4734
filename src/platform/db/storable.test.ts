import { describe, expect, it } from "vitest";
import { storableParams, storableText, storableValue } from "./storable";

describe("storable strings", () => {
  it("drops NUL characters so PostgreSQL can store the text", () => {
    expect(storableText("news\u0000letter\u0000")).toBe("newsletter");
    expect(storableText("\u0000")).toBe("");
  });

  it("replaces a lone surrogate (high or low half) with U+FFFD", () => {
    expect(storableText("a\uD800b")).toBe("a\uFFFDb");
    expect(storableText("a\uDC00b")).toBe("a\uFFFDb");
    expect(storableText("cut at the end \uD83D")).toBe("cut at the end \uFFFD");
  });

  it("keeps surrogate pairs (emoji) and ordinary text exactly as sent", () => {
    for (const text of ["Jo 😀 🚗", "Ünïcödé, 日本語", "", "tab\tnew\nline", "<script>'; DROP TABLE leads;--"])
      expect(storableText(text)).toBe(text);
  });

  it("does not make up a character by dropping a NUL between two halves of a pair", () => {
    expect(storableText("\uD83D\u0000\uDE00")).toBe("\uFFFD\uFFFD");
  });

  it("keeps text that merely contains backslashes, including ones spelling out \\u0000 or \\ud800", () => {
    for (const text of ["C:\\Users\\jo", "a \\u0000 b", "\\ud800", "{\\u0000}", "\\\\u0000", 'say "\\u0000" twice'])
      expect(storableText(text)).toBe(text);
  });
});

describe("storable JSON texts (jsonb parameters arrive as JSON.stringify output)", () => {
  const stored = (value: unknown) => JSON.parse(storableText(JSON.stringify(value)));

  it("drops \\u0000 escapes in JSON values and keys, at any depth", () => {
    expect(storableText(JSON.stringify({ utm_source: "newsletter\u0000" }))).toBe('{"utm_source":"newsletter"}');
    expect(stored({ "k\u0000ey": ["a\u0000", { deep: "\u0000x" }] })).toEqual({ key: ["a", { deep: "x" }] });
    expect(stored("\u0000scalar")).toBe("scalar");
  });

  it("rewrites an unpaired \\udXXX escape as \\ufffd and keeps escaped pairs", () => {
    expect(storableText(JSON.stringify(["\uD800", "\uDFFF", "😀"]))).toBe('["\\ufffd","\\ufffd","😀"]');
    expect(storableText('"\\ud83d\\ude00 \\uD83D\\uDE00 \\ud83d"')).toBe('"\\ud83d\\ude00 \\uD83D\\uDE00 \\ufffd"');
    expect(stored({ a: "x\uDC00y\uD83D" })).toEqual({ a: "x\uFFFDy\uFFFD" });
  });

  it("keeps a JSON text's escaped backslash: the text \\u0000 inside a JSON string is a backslash and 'u0000', not NUL", () => {
    const json = JSON.stringify({ message: "typed \\u0000 and \\ud800", path: "C:\\temp" });
    expect(storableText(json)).toBe(json);
    expect(stored({ message: "\\\u0000" })).toEqual({ message: "\\" });
  });

  // The driver cannot tell a jsonb parameter from a text one, so the rule goes by what the text is.
  it("treats a text that is wholly valid JSON as JSON: the one case where a spelled-out \\u0000 is dropped", () => {
    expect(storableText('"\\u0000"')).toBe('""');
    expect(storableText('note: "\\u0000"')).toBe('note: "\\u0000"');
  });

  it("leaves a JSON text without unstorable escapes byte for byte (whitespace, other escapes)", () => {
    const json = '{ "a" : "\\u0041\\n\\"", "b": [1, 2.50] }';
    expect(storableText(json)).toBe(json);
  });
});

describe("storable query parameters", () => {
  it("makes strings inside arrays (text[]) and plain objects (keys and values) storable", () => {
    expect(storableValue(["a\u0000", ["\uD800"], null])).toEqual(["a", ["\uFFFD"], null]);
    expect(storableValue({ "k\u0000": { v: "\uDC00" } })).toEqual({ k: { v: "\uFFFD" } });
  });

  it("passes numbers, booleans, dates, buffers and null through untouched", () => {
    const date = new Date();
    const bytes = Buffer.from([0, 1, 2]);
    expect(storableParams([1, 2n, true, null, undefined, date, bytes])).toEqual([
      1,
      2n,
      true,
      null,
      undefined,
      date,
      bytes,
    ]);
    expect(storableValue(date)).toBe(date);
    expect(storableValue(bytes)).toBe(bytes);
    expect(storableParams(undefined)).toBeUndefined();
  });
});
