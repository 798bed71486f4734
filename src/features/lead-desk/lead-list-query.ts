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

export interface LeadListError {
  field: LeadListField;
  message: string;
}

export const SEARCH_MAX = 100;
const CATEGORY = /^[\p{L}\p{N} &'/()-]{1,80}$/u;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A staff account's id as better-auth makes them. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1;

/** A calendar day written YYYY-MM-DD that exists (no 31 February). */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000;
}

/**
 * The filters a list URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs` are the
 * sites the member may see: a site outside them is refused like a site that does not exist.
 */
export function parseLeadListQuery(
  query: Record<string, string | string[] | undefined>,
  siteSlugs: readonly string[],
): { ok: true; filters: LeadListFilters } | { ok: false; errors: LeadListError[] } {
  const errors: LeadListError[] = [];
  const refuse = (field: LeadListField, message: string) => {
    errors.push({ field, message: `${LEAD_LIST_FIELDS[field]}: ${message}` });
    return null;
  };
  const text = (field: LeadListField): string | null => {
    const value = query[field];
    if (Array.isArray(value)) return refuse(field, "give one value only.");
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };

  const siteText = text("site");
  const site =
    siteText === null || siteSlugs.includes(siteText) ? siteText : refuse("site", "choose one of your sites.");
  const categoryText = text("category");
  const category =
    categoryText === null || CATEGORY.test(categoryText)
      ? categoryText
      : refuse("category", "use letters, digits and spaces, up to 80 characters.");
  const statusText = text("status");
  const status =
    statusText === null || isLeadStatus(statusText)
      ? statusText
      : refuse("status", `choose one of ${Object.values(LEAD_STATUS_LABELS).join(", ")}.`);
  const day = (field: "from" | "to") => {
    const value = text(field);
    return value === null || isDay(value) ? value : refuse(field, "enter a date as YYYY-MM-DD.");
  };
  const from = day("from");
  const to = day("to");
  if (from && to && to < from) refuse("to", "must be on or after the date from.");
  const qText = text("q");
  const q = qText === null || qText.length <= SEARCH_MAX ? qText : refuse("q", `keep it to ${SEARCH_MAX} characters.`);
  const id = (field: "dealership" | "location") => {
    const value = text(field);
    return value === null || isId(value)
      ? value === null
        ? null
        : Number(value)
      : refuse(field, `choose one of the list.`);
  };
  const dealership = id("dealership");
  const location = id("location");
  const assigneeText = text("assignee");
  const assignee =
    assigneeText === null || assigneeText === "unassigned" || assigneeText === "mine" || USER_ID.test(assigneeText)
      ? assigneeText
      : refuse("assignee", "choose anyone, unassigned, yours or a member of staff.");
  const carText = text("car");
  const car =
    carText === null || carText.length <= SEARCH_MAX ? carText : refuse("car", `keep it to ${SEARCH_MAX} characters.`);
  const overdueText = text("overdue");
  const overdue =
    overdueText === null || overdueText === "1"
      ? overdueText === "1"
      : refuse("overdue", "use 1 to show only overdue leads.");
  const afterText = text("after");
  const after =
    afterText === null
      ? null
      : /^[1-9]\d{0,9}$/.test(afterText) && Number(afterText) <= 2 ** 31 - 1
        ? Number(afterText)
        : refuse("after", "this link to a page of leads is not valid; start again from the first page.");

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    filters: {
      site,
      category,
      status: status as LeadStatus | null,
      from,
      to,
      q,
      dealership,
      location,
      assignee,
      car,
      overdue: overdue === true,
      after,
    },
  };
}

/** The list's URL for filters: only the filters set, in a steady order. */
export function leadListHref(filters: Partial<LeadListFilters>): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(LEAD_LIST_FIELDS) as LeadListField[]) {
    const value = filters[field];
    if (value === true) params.set(field, "1");
    else if (value !== null && value !== undefined && value !== "" && value !== false) params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `/leads?${search}` : "/leads";
}
