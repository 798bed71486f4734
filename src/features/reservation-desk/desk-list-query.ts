/*
 * The reservation and trade-in lists keep their filters in the URL (a plain GET form), like the lead list: every value
 * a link can carry is checked here, and a bad one is answered with a message that names its field.
 */

export interface DeskListFilters<S extends string> {
  /** A site's slug, one of the member's sites. */
  site: string | null;
  state: S | null;
  /** The id of the last row of the page before: the list goes on with the rows older than it. */
  after: number | null;
}

const DESK_LIST_FIELDS = { site: "Site", state: "State", after: "Page" } as const;
export type DeskListField = keyof typeof DESK_LIST_FIELDS;

export interface DeskListError {
  field: DeskListField;
  message: string;
}

/**
 * The filters a list URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs` are the
 * sites the member may see (another site is refused like one that does not exist); `states` the states to choose from.
 */
export function parseDeskListQuery<S extends string>(
  query: Record<string, string | string[] | undefined>,
  siteSlugs: readonly string[],
  states: Readonly<Record<S, string>>,
): { ok: true; filters: DeskListFilters<S> } | { ok: false; errors: DeskListError[] } {
  const errors: DeskListError[] = [];
  const refuse = (field: DeskListField, message: string) => {
    errors.push({ field, message: `${DESK_LIST_FIELDS[field]}: ${message}` });
    return null;
  };
  const text = (field: DeskListField): string | null => {
    const value = query[field];
    if (Array.isArray(value)) return refuse(field, "give one value only.");
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
  const siteText = text("site");
  const site =
    siteText === null || siteSlugs.includes(siteText) ? siteText : refuse("site", "choose one of your sites.");
  const stateText = text("state");
  const state =
    stateText === null || Object.hasOwn(states, stateText)
      ? (stateText as S | null)
      : refuse("state", `choose one of ${Object.values<string>(states).join(", ")}.`);
  const afterText = text("after");
  const after =
    afterText === null
      ? null
      : /^[1-9]\d{0,9}$/.test(afterText) && Number(afterText) <= 2 ** 31 - 1
        ? Number(afterText)
        : refuse("after", "this link to a page is not valid; start again from the first page.");
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, filters: { site, state, after } };
}

/** A list's URL for filters: only the filters set, in a steady order. */
export function deskListHref(path: string, filters: Partial<DeskListFilters<string>>): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(DESK_LIST_FIELDS) as DeskListField[]) {
    const value = filters[field];
    if (value !== null && value !== undefined && value !== "") params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A whole-number id from a route or form, or null for anything else (never a number the database would refuse). */
export function rowId(value: unknown): number | null {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1
    ? Number(value)
    : null;
}
