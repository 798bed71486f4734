/**
 * Round robin: the salespeople of a location take its new leads in turn, in a steady order (by their id), starting
 * after whoever took the last one; when that person has left the turn, the next after their place in the order.
 */
export function nextInTurn(candidates: readonly string[], last: string | null): string | null {
  const order = [...new Set(candidates)].sort();
  if (order.length === 0) return null;
  if (last === null) return order[0]!;
  return order.find((id) => id > last) ?? order[0]!;
}
