/** The price history on a car's page is plain server-rendered markup: a named table and two lines, no script. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceHistoryNotes } from "./PriceHistoryNotes";
import { PriceHistoryTable } from "./PriceHistoryTable";

describe("the price history's markup", () => {
  it("is a table named by its heading, with column headers, newest change first", () => {
    const html = renderToStaticMarkup(
      createElement(PriceHistoryTable, {
        rows: [
          { date: "12 November 2026", price: "$31,490", change: "−$1,500" },
          { date: "1 November 2026", price: "$32,990", change: "Listed" },
        ],
      }),
    );
    expect(html).toContain('aria-labelledby="price-history-heading"');
    expect(html).toContain('<h2 id="price-history-heading"');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.indexOf("12 November 2026")).toBeLessThan(html.indexOf("1 November 2026"));
    expect(html).not.toContain("<script");
  });

  it("renders nothing without changes, and only the lines it is given", () => {
    expect(renderToStaticMarkup(createElement(PriceHistoryTable, { rows: [] }))).toBe("");
    expect(renderToStaticMarkup(createElement(PriceHistoryNotes, { dropLine: null, listedLine: null }))).toBe("");
    const notes = renderToStaticMarkup(
      createElement(PriceHistoryNotes, { dropLine: null, listedLine: "Listed today" }),
    );
    expect(notes).toContain("Listed today");
    expect(notes).not.toContain("price-drop-line");
  });
});
