import { describe, expect, it } from "vitest";
import { parseMapping, parseSourceForm } from "./source-input";

const COLUMNS = ["stock_number", "make", "transmission", "price"];
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const rules = { allowLoopbackHttp: false };

describe("a feed source's form", () => {
  it("takes a pull source with an https address, a schedule, the safety share as a percent and a mapping", () => {
    const result = parseSourceForm(
      form({
        name: "Dealer DMS",
        kind: "pull",
        format: "xml",
        url: "https://dms.example/feed.xml?token=abc",
        everyMinutes: "30",
        maxRemovedPercent: "25",
        fullFeed: "on",
        enabled: "on",
        "mapFrom.0": "StockNo",
        "mapTo.0": "stock_number",
        "aliasColumn.0": "transmission",
        "aliasFrom.0": "CVT",
        "aliasTo.0": "Automatic",
      }),
      COLUMNS,
      rules,
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        kind: "pull",
        url: "https://dms.example/feed.xml?token=abc",
        everyMinutes: 30,
        maxRemovedShare: 0.25,
        fullFeed: true,
        enabled: true,
        mapping: { columns: { StockNo: "stock_number" }, values: { transmission: { CVT: "Automatic" } } },
      }),
    });
  });

  it("names every bad field: no name, a plain http address, a schedule under 5 minutes, a share over 100", () => {
    const result = parseSourceForm(
      form({
        name: "",
        kind: "pull",
        format: "csv",
        url: "http://dms.example/f",
        everyMinutes: "1",
        maxRemovedPercent: "120",
      }),
      COLUMNS,
      rules,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(["everyMinutes", "maxRemovedPercent", "name", "url"]);
  });

  it("keeps no address nor schedule for a source that is not pulled, and refuses an unknown kind", () => {
    const ok = parseSourceForm(
      form({ name: "Upload", kind: "upload", format: "csv", url: "https://x.example" }),
      COLUMNS,
      rules,
    );
    expect(ok.ok && ok.value.url === null && ok.value.everyMinutes === null).toBe(true);
    const bad = parseSourceForm(form({ name: "X", kind: "ftp", format: "csv" }), COLUMNS, rules);
    expect(!bad.ok && bad.errors.kind).toBeTruthy();
  });
});

describe("the mapping editor", () => {
  it("skips empty rows and refuses half-filled rows, columns that are not the import's and a column fed twice", () => {
    const { errors } = parseMapping(
      form({
        "mapFrom.0": "A",
        "mapTo.0": "make",
        "mapFrom.1": "B",
        "mapTo.1": "make",
        "mapFrom.2": "C",
        "mapTo.2": "colour_of_moon",
        "mapFrom.3": "D",
        "aliasColumn.0": "make",
        "aliasFrom.0": "VW",
      }),
      COLUMNS,
    );
    expect(Object.keys(errors).sort()).toEqual(["aliasFrom.0", "mapFrom.3", "mapTo.1", "mapTo.2"]);
  });
});
