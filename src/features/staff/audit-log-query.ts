import { listHref, listQueryReader, type ListQuery, type ListQueryError } from "@/domain/list-query";

/*
 * The audit log page's filters live in its URL (a plain GET form), like the lead list's: every value a link can carry
 * is checked here, and a bad one is answered with a message naming its field, never an error page.
 */

export interface AuditLogFilters {
  /** A site's slug, one of the reader's sites. */
  site: string | null;
  /** A staff account's id: who made the changes. */
  actor: string | null;
  /** What was done, as `<kind>.<verb>` ("lead.status"). */
  action: string | null;
  /** What it was done to: its kind ("lead") and id. */
  kind: string | null;
  target: string | null;
  /** Days (YYYY-MM-DD) in the sites' time zone, both included. */
  from: string | null;
  to: string | null;
  /** The id of the last entry of the page before: the log goes on with the entries older than it. */
  after: number | null;
}

export const AUDIT_LOG_FIELDS = {
  site: "Site",
  actor: "Changed by",
  action: "Action",
  kind: "Kind of thing",
  target: "Thing's id",
  from: "Date from",
  to: "Date to",
  after: "Page",
} as const satisfies Record<keyof AuditLogFilters, string>;

export type AuditLogField = keyof typeof AUDIT_LOG_FIELDS;

export type AuditLogError = ListQueryError<AuditLogField>;

const ACTOR = /^[A-Za-z0-9_-]{1,64}$/;
const ACTION = /^[a-z][A-Za-z-]{0,39}\.[a-z][A-Za-z-]{0,39}$/;
const KIND = /^[a-z][A-Za-z-]{0,39}$/;
const TARGET = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The filters an audit log URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs`
 * are the sites the reader may see: any other is refused like a site that does not exist.
 */
export function parseAuditLogQuery(
  query: ListQuery,
  siteSlugs: readonly string[],
): { ok: true; filters: AuditLogFilters } | { ok: false; errors: AuditLogError[] } {
  const read = listQueryReader(query, AUDIT_LOG_FIELDS);
  const { errors, refuse, matching } = read;

  const site = read.site("site", siteSlugs);
  const actor = matching("actor", ACTOR, "this is not a staff member's id.");
  const action = matching("action", ACTION, 'write it as kind.verb, e.g. "lead.status".');
  const kind = matching("kind", KIND, 'write one word, e.g. "lead".');
  const target = matching("target", TARGET, "use letters, digits, - and _ only, up to 64.");
  const from = read.day("from", 2000);
  const to = read.day("to", 2000);
  if (from && to && to < from) refuse("to", "must be on or after the date from.");
  if (target && !kind) refuse("kind", "say what kind of thing the id is of.");
  const after = read.id("after", "this link to a page of the log is not valid; start again from the first page.");

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, filters: { site, actor, action, kind, target, from, to, after } };
}

/** The audit log's URL for filters: only the filters set, in a steady order. */
export function auditLogHref(filters: Partial<AuditLogFilters>): string {
  return listHref("/audit", Object.keys(AUDIT_LOG_FIELDS), filters);
}
