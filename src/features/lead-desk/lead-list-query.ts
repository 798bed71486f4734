import { listHref, listQueryReader, type ListQuery, type ListQueryError } from "@/domain/list-query";
import type { LeadStatus } from "@/domain/lead-types";
import { isLeadStatus, LEAD_STATUS_LABELS } from "./lead-status";

/*
 * The lead list's filters live in its URL (the form is a plain GET), so a list can be bookmarked, shared and paged
 * with no script. Every value a link can carry is checked here; a bad one is answered with a message that names its
 * field, never with an error page.
 */

export interface LeadListFilters {
  /** A site's slug, one of the member's sites. */
  site: string | null;
  category: string | null;
  status: LeadStatus | null;
  /** Days (YYYY-MM-DD) in the sites' time zone, both included. */
  from: string | null;
  to: string | null;
  /** Text to find in the customer's name, e-mail or phone, or the car. */
  q: string | null;
  /** A dealership's or a location's id (the member's scope still decides what is shown). */
  dealership: number | null;
  location: number | null;
  /** "unassigned", "mine" (the member reading), or a staff member's id. */
  assignee: string | null;
  /** A stock number, or words of the car (year, make, model, badge). */
  car: string | null;
  /** Only leads not contacted by their first-response due time. */
  overdue: boolean;
  /** The id of the last lead of the page before: the list goes on with the leads older than it. */
  after: number | null;
}

export const LEAD_LIST_FIELDS = {
  site: "Site",
  category: "Category",
  status: "Status",
  from: "Date from",
  to: "Date to",
  q: "Search",
  dealership: "Dealership",
  location: "Location",
  assignee: "Assigned to",
  car: "Car",
  overdue: "Overdue",
  after: "Page",
} as const satisfies Record<keyof LeadListFilters, string>;

export type LeadListField = keyof typeof LEAD_LIST_FIELDS;

export type LeadListError = ListQueryError<LeadListField>;

export const SEARCH_MAX = 100;
const CATEGORY = /^[\p{L}\p{N} &'/()-]{1,80}$/u;
/** A staff account's id as better-auth makes them. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The filters a list URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs` are the
 * sites the member may see: a site outside them is refused like a site that does not exist.
 */
export function parseLeadListQuery(
  query: ListQuery,
  siteSlugs: readonly string[],
): { ok: true; filters: LeadListFilters } | { ok: false; errors: LeadListError[] } {
  const read = listQueryReader(query, LEAD_LIST_FIELDS);
  const { errors, refuse } = read;
  const short = `keep it to ${SEARCH_MAX} characters.`;

  const site = read.site("site", siteSlugs);
  const category = read.matching("category", CATEGORY, "use letters, digits and spaces, up to 80 characters.");
  const status = read.matching(
    "status",
    isLeadStatus,
    `choose one of ${Object.values(LEAD_STATUS_LABELS).join(", ")}.`,
  ) as LeadStatus | null;
  const from = read.day("from", 2000);
  const to = read.day("to", 2000);
  if (from && to && to < from) refuse("to", "must be on or after the date from.");
  const q = read.matching("q", (v) => v.length <= SEARCH_MAX, short);
  const dealership = read.id("dealership", "choose one of the list.");
  const location = read.id("location", "choose one of the list.");
  const assignee = read.matching(
    "assignee",
    (v) => v === "unassigned" || v === "mine" || USER_ID.test(v),
    "choose anyone, unassigned, yours or a member of staff.",
  );
  const car = read.matching("car", (v) => v.length <= SEARCH_MAX, short);
  const overdue = read.flag("overdue", "use 1 to show only overdue leads.");
  const after = read.id("after", "this link to a page of leads is not valid; start again from the first page.");

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    filters: { site, category, status, from, to, q, dealership, location, assignee, car, overdue, after },
  };
}

/** The list's URL for filters: only the filters set, in a steady order. */
export function leadListHref(filters: Partial<LeadListFilters>): string {
  return listHref("/leads", Object.keys(LEAD_LIST_FIELDS), filters);
}
