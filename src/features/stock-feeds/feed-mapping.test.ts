import { describe, expect, it } from "vitest";
import { recordMapper } from "./feed-mapping";

describe("feed mapping", () => {
  it("renames the source's columns onto the import's, case-insensitively, and passes import columns through", () => {
    const map = recordMapper({ columns: { StockNo: "stocknum", Marque: "make" } });
    expect(map({ stockno: "A1", MARQUE: "Toyota", Model: "Hilux" }).record).toEqual({
      stocknum: "A1",
      make: "Toyota",
      model: "Hilux",
    });
  });

  it("translates CVT to Automatic and keeps the original value", () => {
    const map = recordMapper({});
    expect(map({ transmission: "CVT" })).toEqual({
      record: { transmission: "Automatic" },
      original: { transmission: "CVT" },
    });
  });

  it("matches the platform's vocabulary case-insensitively", () => {
    expect(recordMapper({})({ transmission: "manual", body: "SUV", fuel: "diesel" }).record).toEqual({
      transmission: "Manual",
      body: "suv",
      fuel: "Diesel",
    });
  });

  it("lets a source's own value aliases stand over the built-in ones, for make and body too", () => {
    const map = recordMapper({
      values: { make: { "Toyota Motor": "Toyota" }, body: { Tray: "ute" }, transmission: { CVT: "Manual" } },
    });
    const out = map({ make: "toyota motor", body: "TRAY", transmission: "cvt" });
    expect(out.record).toEqual({ make: "Toyota", body: "ute", transmission: "Manual" });
    expect(out.original).toEqual({ make: "toyota motor", body: "TRAY", transmission: "cvt" });
  });

  it("leaves a value it does not know as it is, for the row rules to name", () => {
    expect(recordMapper({})({ transmission: "Tiptronic-ish" })).toEqual({
      record: { transmission: "Tiptronic-ish" },
      original: {},
    });
  });
});
