import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FeedFormat } from "@/domain/stock-feeds";
import { FeedFileError, readRecords, spoolBody, type ReadItem } from "./feed-read";

const dir = mkdtempSync(join(tmpdir(), "feed-read-"));
let n = 0;
async function read(body: string | Buffer, format: FeedFormat): Promise<{ items: ReadItem[]; encoding: string }> {
  const path = join(dir, `f${n++}`);
  const { encoding } = await spoolBody(
    (async function* () {
      yield new Uint8Array(typeof body === "string" ? Buffer.from(body) : body);
    })(),
    path,
  );
  const items: ReadItem[] = [];
  for await (const item of readRecords(path, format, encoding)) items.push(item);
  return { items, encoding };
}
const refusal = async (body: string, format: FeedFormat) => {
  try {
    await read(body, format);
  } catch (err) {
    expect(err).toBeInstanceOf(FeedFileError);
    return (err as Error).message;
  }
  throw new Error("not refused");
};

describe("feed readers", () => {
  it("skips a byte-order mark", async () => {
    const { items } = await read("\uFEFFstocknum,make\nA1,Kia\n", "csv");
    expect(items).toEqual([{ row: 2, raw: { stocknum: "A1", make: "Kia" } }]);
  });

  it("reads text that is not UTF-8 as Windows-1252", async () => {
    const { items, encoding } = await read(Buffer.from("stocknum,make\nA1,Citro\xebn\n", "latin1"), "csv");
    expect(encoding).toBe("windows-1252");
    expect(items).toEqual([{ row: 2, raw: { stocknum: "A1", make: "Citroën" } }]);
  });

  it("refuses broken quoting with its line", async () => {
    expect(await refusal('stocknum,make\nA1,Kia\n"A2,Kia\n', "csv")).toMatch(/not valid CSV at line/);
  });

  it("refuses a field over 1 MB without reading it whole", async () => {
    expect(await refusal(`stocknum,make\nA1,${"x".repeat(1_100_000)}\n`, "csv")).toMatch(/longer than 1 MB/);
    expect(await refusal(`<stock><car><make>${"x".repeat(2_100_000)}</make></car></stock>`, "xml")).toMatch(/1 MB/);
  });

  it("reads a JSON array and JSON lines, with numbers as text and lists joined", async () => {
    const array = await read(
      '[{"stocknum":"A1","year":2020,"features":["Tow bar","Roof racks"]},{"stocknum":"A2"}]',
      "json",
    );
    expect(array.items).toEqual([
      { row: 1, raw: { stocknum: "A1", year: "2020", features: "Tow bar|Roof racks" } },
      { row: 2, raw: { stocknum: "A2" } },
    ]);
    const lines = await read('{"stocknum":"A1"}\n{"stocknum":"A2"}\n', "json");
    expect(lines.items).toHaveLength(2);
  });

  it("lists a JSON field of the wrong type as the row's problem", async () => {
    const { items } = await read('[{"stocknum":"A1","make":{"name":"Kia"}}]', "json");
    expect(items).toEqual([
      { row: 1, column: "", reason: 'field "make" must be text, a number, true/false or a list' },
    ]);
  });

  it("reads XML records, and refuses a DOCTYPE (no external entities, no entity expansion)", async () => {
    const { items } = await read('<stock><car id="7"><stocknum>A1</stocknum><make>Kia</make></car></stock>', "xml");
    expect(items).toEqual([{ row: 1, raw: { id: "7", stocknum: "A1", make: "Kia" } }]);
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]><stock><car><make>&x;</make></car></stock>';
    expect(await refusal(xxe, "xml")).toMatch(/DOCTYPE/);
  });
});
