/**
 * Rows are numbered by PostgreSQL `integer` (serial) columns: 1 to 2,147,483,647. A number outside that range names no
 * row, and PostgreSQL refuses to even compare it with one ("out of range for type integer"): it must be turned away
 * before a query, as 'not found', never reach the database as a 500.
 */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An id from a path, query string or form: a positive 32-bit integer written as plain digits ("42"; not "042", "4e1",
 * "+42" or " 42"), or already a number. Anything else is null, which the caller answers as it answers an unknown id.
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID ? value : null;
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
