/**
 * CSV as RFC 4180 writes it: a header line, then one line per row, CRLF between lines; a cell is quoted
 * when it holds a comma, a double quote, a line break or edge spaces, and a double quote inside is doubled.
 */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv<C extends string>(header: readonly C[], rows: readonly Record<C, string>[]): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(header.map((c) => csvCell(row[c] ?? "")).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
