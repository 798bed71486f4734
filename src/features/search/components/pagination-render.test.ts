import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH } from "@/features/search/search-params";
import { Pagination } from "./Pagination";

const render = (page: number, pages: number) =>
  renderToStaticMarkup(createElement(Pagination, { path: "/search", state: { ...EMPTY_SEARCH, page }, pages }));

describe("page links on a page number past the last page", () => {
  it("mark no page as the current one (page 9 of 7 is not page 7), and lead back to the last page", () => {
    const html = render(9, 7);
    expect(html).not.toContain("aria-current");
    expect(html).toContain('rel="prev" class="rounded border border-gray-400 px-3 py-2" href="/search?page=7"');
    expect(html).not.toContain('rel="next"');
  });
  it("mark the page asked for within the pages", () => {
    expect(render(7, 7)).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>7</);
  });
});
