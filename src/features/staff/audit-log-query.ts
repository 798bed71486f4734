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

export interface AuditLogError {
  field: AuditLogField;
  message: string;
}

const ACTOR = /^[A-Za-z0-9_-]{1,64}$/;
const ACTION = /^[a-z][A-Za-z-]{0,39}\.[a-z][A-Za-z-]{0,39}$/;
const KIND = /^[a-z][A-Za-z-]{0,39}$/;
const TARGET = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD that exists (no 31 February), from the year 2000. */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000;
}

/**
 * The filters an audit log URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs`
 * are the sites the reader may see: any other is refused like a site that does not exist.
 */
export function parseAuditLogQuery(
  query: Record<string, string | string[] | undefined>,
  siteSlugs: readonly string[],
): { ok: true; filters: AuditLogFilters } | { ok: false; errors: AuditLogError[] } {
  const errors: AuditLogError[] = [];
  const refuse = (field: AuditLogField, message: string) => {
    errors.push({ field, message: `${AUDIT_LOG_FIELDS[field]}: ${message}` });
    return null;
  };
  const text = (field: AuditLogField): string | null => {
    const value = query[field];
    if (Array.isArray(value)) return refuse(field, "give one value only.");
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
  const matching = (field: AuditLogField, valid: RegExp | ((value: string) => boolean), message: string) => {
    const value = text(field);
    const ok = typeof valid === "function" ? valid : (v: string) => valid.test(v);
    return value === null || ok(value) ? value : refuse(field, message);
  };

  const siteText = text("site");
  const site =
    siteText === null || siteSlugs.includes(siteText) ? siteText : refuse("site", "choose one of your sites.");
  const actor = matching("actor", ACTOR, "this is not a staff member's id.");
  const action = matching("action", ACTION, 'write it as kind.verb, e.g. "lead.status".');
  const kind = matching("kind", KIND, 'write one word, e.g. "lead".');
  const target = matching("target", TARGET, "use letters, digits, - and _ only, up to 64.");
  const from = matching("from", isDay, "enter a date as YYYY-MM-DD.");
  const to = matching("to", isDay, "enter a date as YYYY-MM-DD.");
  if (from && to && to < from) refuse("to", "must be on or after the date from.");
  if (target && !kind) refuse("kind", "say what kind of thing the id is of.");
  const afterText = text("after");
  const after =
    afterText === null
      ? null
      : /^[1-9]\d{0,9}$/.test(afterText) && Number(afterText) <= 2 ** 31 - 1
        ? Number(afterText)
        : refuse("after", "this link to a page of the log is not valid; start again from the first page.");

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, filters: { site, actor, action, kind, target, from, to, after } };
}

/** The audit log's URL for filters: only the filters set, in a steady order. */
export function auditLogHref(filters: Partial<AuditLogFilters>): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(AUDIT_LOG_FIELDS) as AuditLogField[]) {
    const value = filters[field];
    if (value !== null && value !== undefined && value !== "") params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `/audit?${search}` : "/audit";
}
