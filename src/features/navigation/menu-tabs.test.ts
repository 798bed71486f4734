import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./menu-tabs";

describe("mega-menu tabs by keyboard (WAI-ARIA tabs pattern)", () => {
  it("moves right and left, wrapping at the ends", () => {
    expect(nextTabIndex(0, "ArrowRight", 3)).toBe(1);
    expect(nextTabIndex(2, "ArrowRight", 3)).toBe(0);
    expect(nextTabIndex(0, "ArrowLeft", 3)).toBe(2);
  });
  it("jumps to the first and last tab with Home and End", () => {
    expect(nextTabIndex(1, "Home", 3)).toBe(0);
    expect(nextTabIndex(1, "End", 3)).toBe(2);
  });
  it("ignores other keys and an empty tab list", () => {
    expect(nextTabIndex(1, "Enter", 3)).toBeNull();
    expect(nextTabIndex(0, "ArrowRight", 0)).toBeNull();
  });
});
