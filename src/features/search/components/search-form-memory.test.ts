import { beforeEach, describe, expect, it } from "vitest";
import {
  focusedControl,
  forgetSearchForm,
  recalledSearchForm,
  rememberSearchForm,
  rememberTyping,
  sameControl,
} from "./search-form-memory";

describe("the search form's memory across its own navigation", () => {
  beforeEach(forgetSearchForm);

  it("hands the open panel and the focus to the page the form led to, and to no other", () => {
    const focus = { name: "transmission", value: "Manual" };
    rememberSearchForm({ href: "/search/used-cars?transmission=Manual", panelOpen: true, focus });
    expect(recalledSearchForm("/search/used-cars")).toBeNull();
    expect(recalledSearchForm("/search/used-cars?transmission=Manual")).toEqual({
      href: "/search/used-cars?transmission=Manual",
      panelOpen: true,
      focus,
    });
    forgetSearchForm();
    expect(recalledSearchForm("/search/used-cars?transmission=Manual")).toBeNull();
  });

  it("tells options of one name apart by value; a box or select by its name alone", () => {
    const manual = focusedControl({ name: "transmission", value: "Manual", type: "checkbox" })!;
    expect(sameControl(manual, { name: "transmission", value: "Manual", type: "checkbox" })).toBe(true);
    expect(sameControl(manual, { name: "transmission", value: "Automatic", type: "checkbox" })).toBe(false);
    const keyword = focusedControl({ name: "query", value: "hil", type: "search" })!;
    expect(keyword).toEqual({ name: "query", value: null });
    expect(sameControl(keyword, { name: "query", value: "hilux", type: "search" })).toBe(true);
    expect(focusedControl({ name: "", value: "", type: "button" })).toBeNull();
  });

  it("keeps the letters typed while the results load for the page they arrive as, and only then", () => {
    rememberTyping({ value: "hilux", due: 1_300 });
    expect(recalledSearchForm("/search/used-cars")).toBeNull(); // no navigation of the form's own on its way
    rememberSearchForm({ href: "/search/used-cars?query=h", panelOpen: false, focus: { name: "query", value: null } });
    rememberTyping({ value: "hil", due: 1_200 });
    rememberTyping({ value: "hilux", due: 1_300 });
    expect(recalledSearchForm("/search/used-cars?query=h")?.typed).toEqual({ value: "hilux", due: 1_300 });
    expect(recalledSearchForm("/search/used-cars?query=h")?.focus).toEqual({ name: "query", value: null });
    forgetSearchForm();
    rememberTyping({ value: "hilux ", due: 1_400 });
    expect(recalledSearchForm("/search/used-cars?query=h")).toBeNull();
  });
});
