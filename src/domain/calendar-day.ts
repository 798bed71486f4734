const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD that exists (no 31 February), in `fromYear` or later. */
export function isCalendarDay(value: string, fromYear = 0): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= fromYear;
}
