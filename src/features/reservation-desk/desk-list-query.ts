import { listHref, listQueryReader, type ListQuery, type ListQueryError } from "@/domain/list-query";

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

export type DeskListError = ListQueryError<DeskListField>;

/**
 * The filters a list URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs` are the
 * sites the member may see (another site is refused like one that does not exist); `states` the states to choose from.
 */
export function parseDeskListQuery<S extends string>(
  query: ListQuery,
  siteSlugs: readonly string[],
  states: Readonly<Record<S, string>>,
): { ok: true; filters: DeskListFilters<S> } | { ok: false; errors: DeskListError[] } {
  const read = listQueryReader(query, DESK_LIST_FIELDS);
  const site = read.site("site", siteSlugs);
  const state = read.oneOf(
    "state",
    Object.keys(states) as S[],
    `choose one of ${Object.values<string>(states).join(", ")}.`,
  );
  const after = read.id("after", "this link to a page is not valid; start again from the first page.");
  if (read.errors.length > 0) return { ok: false, errors: read.errors };
  return { ok: true, filters: { site, state, after } };
}

/** A list's URL for filters: only the filters set, in a steady order. */
export function deskListHref(path: string, filters: Partial<DeskListFilters<string>>): string {
  return listHref(path, Object.keys(DESK_LIST_FIELDS), filters);
}
