import { describe, expect, it } from "vitest";
import { makeCards, makeDropdownGroups } from "./make-groups";

const counts = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`Make${String(i).padStart(2, "0")}`, 100 - i]));

describe("make lists", () => {
  it("shows 7 make cards before 'Show all makes', most stock first", () => {
    const { shown, more } = makeCards(counts, []);
    expect(shown).toEqual(["Make00", "Make01", "Make02", "Make03", "Make04", "Make05", "Make06"]);
    expect(more).toHaveLength(18);
  });
  it("keeps a selected make among the cards", () => {
    expect(makeCards(counts, ["Make20"]).shown).toContain("Make20");
    expect(makeCards(counts, ["Make20"]).more).not.toContain("Make20");
  });
  it("groups the dropdown: 20 popular makes, then all makes alphabetically", () => {
    const { popular, all } = makeDropdownGroups({ Toyota: 5, Kia: 9, Audi: 1 });
    expect(popular).toEqual(["Kia", "Toyota", "Audi"]);
    expect(all).toEqual(["Audi", "Kia", "Toyota"]);
    expect(makeDropdownGroups(counts).popular).toHaveLength(20);
  });
});
