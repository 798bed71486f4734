/**
 * Makes for the make cards and the make dropdown: the cards show the
 * 7 makes with most stock before 'Show all makes'; the dropdown's 'Popular Makes' group holds the first
 * 20 by stock, then 'All Makes' lists every make alphabetically from index 20 on.
 */
const MAKE_CARDS_SHOWN = 7;
const POPULAR_MAKES = 20;

const byCount = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([m]) => m);

export function makeCards(
  counts: Record<string, number>,
  selected: readonly string[],
): { shown: string[]; more: string[] } {
  const ordered = byCount(counts);
  // A selected make never hides behind 'Show all makes'.
  const shown = [
    ...ordered.slice(0, MAKE_CARDS_SHOWN),
    ...selected.filter((m) => ordered.indexOf(m) >= MAKE_CARDS_SHOWN),
  ];
  return { shown, more: ordered.filter((m) => !shown.includes(m)) };
}

export function makeDropdownGroups(counts: Record<string, number>): { popular: string[]; all: string[] } {
  return {
    popular: byCount(counts).slice(0, POPULAR_MAKES),
    all: Object.keys(counts).sort((a, b) => a.localeCompare(b)),
  };
}
