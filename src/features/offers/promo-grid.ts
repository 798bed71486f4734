/**
 * Promo cards among search results (positions 4, 6, 8
 * and 17, or 9). Positions are 1-based places in the grid, counting promo cells, on each page of
 * results: card i goes to positions[i]. Promo cards are extra cells: every result of the page stays.
 * A card only sits among results, never after the last one, so a short page drops the positions it
 * does not reach; there are never more cards than positions.
 */
export type GridCell<R, P> = { kind: "result"; result: R } | { kind: "promo"; card: P; position: number };

export function withPromoCards<R, P>(
  results: readonly R[],
  cards: readonly P[],
  positions: readonly number[],
): GridCell<R, P>[] {
  const wanted = new Map<number, P>();
  cards.slice(0, positions.length).forEach((card, i) => {
    const at = positions[i]!;
    if (Number.isInteger(at) && at >= 1 && !wanted.has(at)) wanted.set(at, card);
  });
  const cells: GridCell<R, P>[] = [];
  for (const result of results) {
    // Cards due here come before this result: a result still follows each of them.
    for (let card = wanted.get(cells.length + 1); card !== undefined; card = wanted.get(cells.length + 1))
      cells.push({ kind: "promo", card, position: cells.length + 1 });
    cells.push({ kind: "result", result });
  }
  return cells;
}
