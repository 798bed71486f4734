import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { csvCell, toCsv } from "./csv-writer";

describe("CSV writer (RFC 4180, as the stock import and the ad platforms read it)", () => {
  it("leaves plain cells bare and quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvCell("Toyota")).toBe("Toyota");
    expect(csvCell("")).toBe("");
    expect(csvCell("One owner, logbooks")).toBe('"One owner, logbooks"');
    expect(csvCell('20" wheels')).toBe('"20"" wheels"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(" padded")).toBe('" padded"');
  });

  it("writes a header and rows that csv-parse reads back cell for cell", () => {
    const rows = [
      { a: 'He said "hi", twice', b: "multi\r\nline" },
      { a: "", b: "plain" },
    ];
    const csv = toCsv(["a", "b"], rows);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv, { columns: true })).toEqual(rows);
  });
});
