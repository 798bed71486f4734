import { beforeEach, describe, expect, it } from "vitest";
import * as formMemory from "./search-form-memory";

describe("the search form's memory across its own navigation", () => {
  beforeEach(formMemory.forgetSearchForm);

  it("hands the open panel and the focus to the page the form led to, and to no other", () => {
    const focus = { name: "transmission", value: "Manual" };
    formMemory.rememberSearchForm({ href: "/search/used-cars?transmission=Manual", panelOpen: true, focus });
    expect(formMemory.recalledSearchForm("/search/used-cars")).toBeNull();
    expect(formMemory.recalledSearchForm("/search/used-cars?transmission=Manual")).toEqual({
      href: "/search/used-cars?transmission=Manual",
      panelOpen: true,
      focus,
    });
    formMemory.forgetSearchForm();
    expect(formMemory.recalledSearchForm("/search/used-cars?transmission=Manual")).toBeNull();
  });

  it("tells options of one name apart by value; a box or select by its name alone", () => {
    const manual = formMemory.focusedControl({ name: "transmission", value: "Manual", type: "checkbox" })!;
    expect(formMemory.sameControl(manual, { name: "transmission", value: "Manual", type: "checkbox" })).toBe(true);
    expect(formMemory.sameControl(manual, { name: "transmission", value: "Automatic", type: "checkbox" })).toBe(false);
    const keyword = formMemory.focusedControl({ name: "query", value: "hil", type: "search" })!;
    expect(keyword).toEqual({ name: "query", value: null });
    expect(formMemory.sameControl(keyword, { name: "query", value: "hilux", type: "search" })).toBe(true);
    expect(formMemory.focusedControl({ name: "", value: "", type: "button" })).toBeNull();
  });

  it("keeps the letters typed while the results load for the page they arrive as, and only then", () => {
    formMemory.rememberTyping({ value: "hilux", due: 1_300 });
    expect(formMemory.recalledSearchForm("/search/used-cars")).toBeNull(); // no navigation of the form's own on its way
    formMemory.rememberSearchForm({
      href: "/search/used-cars?query=h",
      panelOpen: false,
      focus: { name: "query", value: null },
    });
    formMemory.rememberTyping({ value: "hil", due: 1_200 });
    formMemory.rememberTyping({ value: "hilux", due: 1_300 });
    expect(formMemory.recalledSearchForm("/search/used-cars?query=h")?.typed).toEqual({ value: "hilux", due: 1_300 });
    expect(formMemory.recalledSearchForm("/search/used-cars?query=h")?.focus).toEqual({ name: "query", value: null });
    formMemory.forgetSearchForm();
    formMemory.rememberTyping({ value: "hilux ", due: 1_400 });
    expect(formMemory.recalledSearchForm("/search/used-cars?query=h")).toBeNull();
  });
});
