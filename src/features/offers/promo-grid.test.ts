import { describe, expect, it } from "vitest";
import { withPromoCards, type GridCell } from "./promo-grid";

const results = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `car${from + i}`);
const cards = ["A", "B", "C", "D", "E"];
const promoPlaces = (cells: GridCell<string, string>[]) =>
  cells.flatMap((c, i) => (c.kind === "promo" ? [`${c.card}@${i + 1}`] : []));
const resultsOf = (cells: GridCell<string, string>[]) => cells.flatMap((c) => (c.kind === "result" ? [c.result] : []));

describe("promo cards in the result grid (positions 4, 6, 8 and 17, or 9)", () => {
  it("puts card i at grid position positions[i] on a full page of 21, keeping all 21 results in order", () => {
    const cells = withPromoCards(results(21), cards, [4, 6, 8, 17]);
    expect(promoPlaces(cells)).toEqual(["A@4", "B@6", "C@8", "D@17"]);
    expect(resultsOf(cells)).toEqual(results(21));
    expect(cells).toHaveLength(25);
  });
  it("uses the site's positions 4, 6, 8 and 9 (BigBox): two cards side by side", () => {
    const cells = withPromoCards(results(21), cards, [4, 6, 8, 9]);
    expect(promoPlaces(cells)).toEqual(["A@4", "B@6", "C@8", "D@9"]);
    expect(resultsOf(cells)).toEqual(results(21));
  });
  it("never shows more cards than positions, nor more positions than cards", () => {
    expect(promoPlaces(withPromoCards(results(21), cards, [4, 6]))).toEqual(["A@4", "B@6"]);
    expect(promoPlaces(withPromoCards(results(21), ["A"], [4, 6, 8, 17]))).toEqual(["A@4"]);
  });
  it("drops positions a short page does not reach: a card never comes after the last result", () => {
    expect(promoPlaces(withPromoCards(results(5), cards, [4, 6, 8, 17]))).toEqual(["A@4", "B@6"]);
    expect(promoPlaces(withPromoCards(results(3), cards, [4, 6, 8, 17]))).toEqual([]);
    expect(withPromoCards([], cards, [4, 6, 8, 17])).toEqual([]);
  });
  it("places cards the same way on page 2 (positions count within each page)", () => {
    const page2 = withPromoCards(results(21, 22), cards, [4, 6, 8, 17]);
    expect(promoPlaces(page2)).toEqual(["A@4", "B@6", "C@8", "D@17"]);
    expect(resultsOf(page2)).toEqual(results(21, 22));
    const lastPage = withPromoCards(results(7, 43), cards, [4, 6, 8, 17]);
    expect(promoPlaces(lastPage)).toEqual(["A@4", "B@6", "C@8"]);
    expect(resultsOf(lastPage)).toEqual(results(7, 43));
  });
  it("ignores a position given twice or not a whole positive number", () => {
    expect(promoPlaces(withPromoCards(results(21), cards, [4, 4, 0, 6]))).toEqual(["A@4", "D@6"]);
  });
  it("records each card's grid position", () => {
    const promo = withPromoCards(results(10), cards, [4]).find((c) => c.kind === "promo");
    expect(promo).toMatchObject({ card: "A", position: 4 });
  });
});
