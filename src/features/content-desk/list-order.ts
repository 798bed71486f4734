/**
 * The order of a list a form edits row by row (menus, a block's cards): each row was drawn with a number, and sends
 * its fields, `position` and `remove` among them. Rows are kept unless removed; the blank rows after the last
 * (`count` and up, at most `blanks` of them) only once `filled`. They are ordered by position (1 first; a row moved to
 * a taken position goes before the row there), which works without script; move buttons and drag only rewrite the
 * positions.
 */
export type RowFields = Map<string, string>;

export function orderedRows(
  rows: ReadonlyMap<number, RowFields>,
  count: number,
  filled: (fields: RowFields, row: number) => boolean,
  blanks = 1,
): { row: number; fields: RowFields | undefined }[] {
  const kept: { row: number; fields: RowFields | undefined; at: number; moved: boolean }[] = [];
  for (let row = 0; row < count + blanks; row++) {
    const fields = rows.get(row);
    if (fields?.get("remove") === "on") continue;
    if (row >= count && !filled(fields ?? new Map<string, string>(), row)) continue;
    const position = /^\s*\d{1,4}\s*$/.test(fields?.get("position") ?? "") ? Number(fields!.get("position")) : row + 1;
    kept.push({ row, fields, at: position, moved: position !== row + 1 });
  }
  // A row moved to a position goes before the row that stood there; otherwise rows keep their order.
  kept.sort((a, b) => a.at - b.at || Number(b.moved) - Number(a.moved) || a.row - b.row);
  return kept.map(({ row, fields }) => ({ row, fields }));
}
