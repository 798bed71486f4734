/*
 * CSV as spreadsheets read it (RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled), safe
 * against formula injection: a cell a shopper wrote that begins with = + - @ (or a tab or carriage return, which some
 * spreadsheets skip before reading a formula) is prefixed with an apostrophe, so it is shown as text, never run.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of a CSV row. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended as RFC 4180 ends lines. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
