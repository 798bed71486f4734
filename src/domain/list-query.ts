import { isCalendarDay } from "./calendar-day";
import { parseRowId } from "./row-id";

/*
 * The console's lists keep their filters in the URL (a plain GET form), so a list can be bookmarked, shared, exported
 * and paged with no script. Every value a link can carry is read here the same way: one value per field, trimmed,
 * empty meaning "any"; a bad value is answered with a message that starts with its field's label, never an error page.
 */

export type ListQuery = Record<string, string | string[] | undefined>;

export interface ListQueryError<F extends string> {
  field: F;
  message: string;
}

/** Reads a list's URL field by field, gathering every refusal with its field's label (`labels`). */
export function listQueryReader<F extends string>(query: ListQuery, labels: Readonly<Record<F, string>>) {
  const errors: ListQueryError<F>[] = [];
  const refuse = (field: F, message: string): null => {
    errors.push({ field, message: `${labels[field]}: ${message}` });
    return null;
  };
  /** The field's one value, trimmed; null when absent or blank. A repeated field is refused. */
  const text = (field: F): string | null => {
    const value = query[field];
    if (Array.isArray(value)) return refuse(field, "give one value only.");
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
  const matching = (field: F, valid: RegExp | ((value: string) => boolean), message: string): string | null => {
    const value = text(field);
    const ok = typeof valid === "function" ? valid : (v: string) => valid.test(v);
    return value === null || ok(value) ? value : refuse(field, message);
  };
  const oneOf = <T extends string>(field: F, values: readonly T[], message: string): T | null =>
    matching(field, (value) => (values as readonly string[]).includes(value), message) as T | null;
  /** One of the member's sites: another is refused like a site that does not exist. */
  const site = (field: F, siteSlugs: readonly string[]) => oneOf(field, siteSlugs, "choose one of your sites.");
  /** A row's id (a page's last row, a dealership), as the database numbers them. */
  const id = (field: F, message: string): number | null => {
    const value = text(field);
    if (value === null) return null;
    return parseRowId(value) ?? refuse(field, message);
  };
  /** A yes-only switch written 1; absent is no. */
  const flag = (field: F, message: string): boolean => matching(field, (value) => value === "1", message) === "1";
  const day = (field: F, fromYear: number) =>
    matching(field, (value) => isCalendarDay(value, fromYear), "enter a date as YYYY-MM-DD.");
  return { errors, refuse, text, matching, oneOf, site, id, flag, day };
}

/** A list's URL for filters: only the filters set, in the steady order of `fields`; a true switch is written 1. */
export function listHref(path: string, fields: readonly string[], filters: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = filters[field];
    if (value === true) params.set(field, "1");
    else if (value !== null && value !== undefined && value !== "" && value !== false) params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The raw values of a list's URL, for its filter form to show back (a repeated value shows its first). */
export function listFormValues<F extends string>(query: ListQuery, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = query[field];
    values[field] = Array.isArray(value) ? value[0] : value;
  }
  return values;
}
