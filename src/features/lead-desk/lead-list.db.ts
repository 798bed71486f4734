import { and, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { LeadStatus } from "@/domain/lead-types";
import { can, roleMay, SERVICE_LEAD_CATEGORIES, type Member } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import { leads, sites, staffGroupSites, staffUsers } from "@/platform/db/schema";
import type { LeadListFilters } from "./lead-list-query";
import { leadTarget } from "./lead-scope";

/** A lead as the list shows it. */
export interface LeadListRow {
  id: number;
  createdAt: Date;
  siteName: string;
  category: string;
  status: LeadStatus;
  customerName: string;
  email: string | null;
  phone: string | null;
  car: string | null;
  stockNumber: string | null;
  assigneeName: string | null;
  responseDueAt: Date | null;
  firstContactedAt: Date | null;
}

export const LEAD_PAGE_SIZE = 50;

/**
 * The leads a member may read, as a WHERE condition: of a site of their group (the join in listLeads), and unless they
 * own the group, inside one of their scopes; for a service member, only service and parts leads. The same rules as
 * `can` decides one lead by, written as SQL so a page of the list is a page of what they may see.
 */
function memberScope(member: Member): SQL | undefined {
  const inScopes =
    member.role === "owner"
      ? undefined
      : or(
          sql`false`,
          ...member.scopes.map((scope) =>
            and(
              eq(leads.siteId, scope.siteId),
              scope.dealershipId === null ? undefined : eq(leads.dealershipId, scope.dealershipId),
              scope.locationId === null ? undefined : eq(leads.locationId, scope.locationId),
            ),
          ),
        );
  const categories = member.role === "service" ? inArray(leads.category, [...SERVICE_LEAD_CATEGORIES]) : undefined;
  return and(inScopes, categories);
}

/** Text the shopper or the car carries, for the search: a LIKE pattern that matches the text literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/*
 * The search looks through lead_search_text(snapshot) and lead_phone_digits(snapshot), SQL functions of migration 0021
 * with a trigram index each: written exactly as indexed, a search of a million leads reads only the few that match.
 * lead_search_text is the customer's name, last name and e-mail, then the car's words with its stock number, joined by
 * SEARCH_FIELD_SEPARATOR.
 */
const searchText = sql`lead_search_text(${leads.snapshot})`;
const phoneDigits = sql`lead_phone_digits(${leads.snapshot})`;
const SEARCH_FIELD_SEPARATOR = "\u001f";
const carWords = sql`concat_ws(' ', ${leads.snapshot}->'vehicle'->>'year', ${leads.snapshot}->'vehicle'->>'make', ${leads.snapshot}->'vehicle'->>'model', ${leads.snapshot}->'vehicle'->>'badge')`;

/**
 * The customer's name, last name or e-mail, or the car's words and stock number, hold the text (any case); or, when
 * the text is a phone number's digits (spaces, brackets, + and - aside, three or more), the phone's digits hold them.
 */
function searchCondition(q: string): SQL | undefined {
  const pattern = containing(q);
  const digits = q.replace(/[\s()+-]/g, "");
  // Text holding the separator could match across two fields of the joined text: such a search is checked field by
  // field as well (the index still narrows it).
  const fieldByField = q.includes(SEARCH_FIELD_SEPARATOR)
    ? or(
        ilike(sql`${leads.snapshot}->'customer'->>'name'`, pattern),
        ilike(sql`${leads.snapshot}->'customer'->>'lastName'`, pattern),
        ilike(sql`${leads.snapshot}->'customer'->>'email'`, pattern),
        ilike(
          sql`concat_ws(' ', ${leads.snapshot}->'vehicle'->>'year', ${leads.snapshot}->'vehicle'->>'make', ${leads.snapshot}->'vehicle'->>'model', ${leads.snapshot}->'vehicle'->>'badge', ${leads.snapshot}->'vehicle'->>'stocknum')`,
          pattern,
        ),
      )
    : undefined;
  return or(
    and(ilike(searchText, pattern), fieldByField),
    /^\d{3,}$/.test(digits) ? sql`${phoneDigits} like ${containing(digits)}` : undefined,
  );
}

/**
 * The car filter: a stock number exactly (any case), or the words of the car. Either holds the text, so the search
 * text's index narrows the leads first.
 */
function carCondition(car: string): SQL | undefined {
  const pattern = containing(car);
  return and(
    ilike(searchText, pattern),
    or(sql`lower(${leads.snapshot}->'vehicle'->>'stocknum') = lower(${car})`, ilike(carWords, pattern)),
  );
}

/** Who a lead is assigned to: nobody, the member reading ("mine"), or a staff member by id. */
function assigneeCondition(assignee: string, me: string | undefined): SQL | undefined {
  if (assignee === "unassigned") return isNull(leads.assigneeId);
  return eq(leads.assigneeId, assignee === "mine" ? (me ?? "") : assignee);
}

/** A new lead not contacted by its first-response due time (a lead closed without contact is not waiting). */
export const overdueCondition = (now: Date) =>
  and(isNull(leads.firstContactedAt), lt(leads.responseDueAt, now), eq(leads.status, "new"));

/** The start of a day in a time zone, as the database compares instants (the expression is a constant: the index serves it). */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/**
 * A page of the leads a member may read, newest first, with the filters asked for: at most LEAD_PAGE_SIZE, and the id
 * to continue after when there are more. Pages are keyed on (created_at, id) of the last lead shown, never an offset,
 * so a page deep in a site's hundred thousand leads costs what the first does. `timeZone` is the sites' own, in which
 * the date filters' days begin and end.
 */
export async function listLeads(
  db: Database,
  member: Member,
  filters: LeadListFilters,
  timeZone: string,
  options: { me?: string; pageSize?: number; now?: Date } = {},
): Promise<{ rows: LeadListRow[]; nextAfter: number | null }> {
  const pageSize = options.pageSize ?? LEAD_PAGE_SIZE;
  if (!roleMay(member.role, "lead", "read")) return { rows: [], nextAfter: null };
  const cursor = filters.after
    ? sql`(${leads.createdAt}, ${leads.id}) < (select l.created_at, l.id from ${leads} l where l.id = ${filters.after})`
    : undefined;
  const found = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      siteId: leads.siteId,
      dealershipId: leads.dealershipId,
      locationId: leads.locationId,
      groupId: staffGroupSites.organizationId,
      siteName: sites.name,
      category: leads.category,
      status: leads.status,
      customer: sql<{
        name: string;
        lastName: string | null;
        email: string | null;
        phone: string | null;
      }>`${leads.snapshot}->'customer'`,
      vehicle: sql<{
        year: number;
        make: string;
        model: string;
        badge: string | null;
        stocknum: string | null;
      } | null>`${leads.snapshot}->'vehicle'`,
      assigneeName: staffUsers.name,
      responseDueAt: leads.responseDueAt,
      firstContactedAt: leads.firstContactedAt,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, leads.siteId))
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(
      and(
        eq(staffGroupSites.organizationId, member.groupId),
        memberScope(member),
        // The site's id, not its slug through the join: the (site, status, created_at) index then serves the filter.
        filters.site ? eq(leads.siteId, sql`(select s.id from ${sites} s where s.slug = ${filters.site})`) : undefined,
        filters.category ? eq(leads.category, filters.category) : undefined,
        filters.status ? eq(leads.status, filters.status) : undefined,
        filters.from ? sql`${leads.createdAt} >= ${startOfDay(filters.from, timeZone)}` : undefined,
        filters.to ? lt(leads.createdAt, sql`${startOfDay(filters.to, timeZone)} + interval '1 day'`) : undefined,
        filters.q ? searchCondition(filters.q) : undefined,
        filters.dealership ? eq(leads.dealershipId, filters.dealership) : undefined,
        filters.location ? eq(leads.locationId, filters.location) : undefined,
        filters.assignee ? assigneeCondition(filters.assignee, options.me) : undefined,
        filters.car ? carCondition(filters.car) : undefined,
        filters.overdue ? overdueCondition(options.now ?? new Date()) : undefined,
        cursor,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize + 1);
  // The SQL above is the filter; `can` checks each row again, so a mistake in it shows as a short page, never a leak.
  const rows = found
    .slice(0, pageSize)
    .filter((row) => can(member, "read", leadTarget(row)))
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      siteName: row.siteName,
      category: row.category,
      status: row.status,
      customerName: [row.customer.name, row.customer.lastName].filter(Boolean).join(" "),
      email: row.customer.email,
      phone: row.customer.phone,
      car: row.vehicle
        ? [row.vehicle.year, row.vehicle.make, row.vehicle.model, row.vehicle.badge].filter(Boolean).join(" ")
        : null,
      stockNumber: row.vehicle?.stocknum ?? null,
      assigneeName: row.assigneeName,
      responseDueAt: row.responseDueAt,
      firstContactedAt: row.firstContactedAt,
    }));
  return { rows, nextAfter: found.length > pageSize ? found[pageSize - 1]!.id : null };
}
