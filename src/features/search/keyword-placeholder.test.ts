import { describe, expect, it } from "vitest";
import { DEFAULT_KEYWORD_PLACEHOLDER, keywordPlaceholder } from "./keyword-placeholder";

describe("the keyword box's placeholder is drawn from the site's own makes", () => {
  it("names the most stocked make and its most stocked model", () => {
    expect(
      keywordPlaceholder({
        make: { Nissan: 16, Toyota: 347 },
        make_model: { "Nissan > Navara": 40, "Toyota > Corolla": 33, "Toyota > HiLux": 27 },
      }),
    ).toBe("Keyword search eg. Toyota, Corolla");
  });

  it("names the two most stocked makes when the top make's models are not counted", () => {
    expect(keywordPlaceholder({ make: { Jayco: 75, Avan: 26, Coromal: 18 } })).toBe("Keyword search eg. Jayco, Avan");
  });

  it("names the one make of a single-make site", () => {
    expect(keywordPlaceholder({ make: { Toyota: 10 }, make_model: {} })).toBe("Keyword search eg. Toyota");
  });

  it("breaks ties A to Z, so the same stock always gives the same words", () => {
    expect(keywordPlaceholder({ make: { Mazda: 5, Ford: 5 } })).toBe("Keyword search eg. Ford, Mazda");
  });

  it("keeps the spec's placeholder for a site with no stock", () => {
    expect(keywordPlaceholder({})).toBe(DEFAULT_KEYWORD_PLACEHOLDER);
    expect(keywordPlaceholder({ make: { Toyota: 0 } })).toBe(DEFAULT_KEYWORD_PLACEHOLDER);
  });

  it("never suggests another make's model that merely starts with the make's name", () => {
    expect(keywordPlaceholder({ make: { Mazda: 9 }, make_model: { "Mazdaspeed > X": 50, "Mazda > CX-5": 3 } })).toBe(
      "Keyword search eg. Mazda, CX-5",
    );
  });
});
