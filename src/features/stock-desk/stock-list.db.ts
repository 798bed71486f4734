import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { VehicleStatus } from "@/domain/vehicle-kinds";
import { roleMay, type Member } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import { sites, staffGroupSites, vehicles } from "@/platform/db/schema";
import type { StockListFilters } from "./stock-list-query";
import { mayOnCar } from "./stock-scope";

/** A car as the stock list shows it. */
export interface StockListRow {
  id: number;
  siteSlug: string;
  siteName: string;
  stocknum: string;
  regplate: string | null;
  car: string;
  price: number | null;
  /** The price shown is the dealer's own, over the feed's. */
  dealerPrice: boolean;
  status: VehicleStatus;
  shown: boolean;
  createdAt: Date;
  primaryImageUrl: string | null;
}

const STOCK_PAGE_SIZE = 50;

/**
 * The cars a member may read, as a WHERE condition: unless they own the group, inside one of their scopes. The same
 * rule as `can` decides one car by, written as SQL so a page of the list is a page of what they may see.
 */
function memberScope(member: Member): SQL | undefined {
  if (member.role === "owner") return undefined;
  return or(
    sql`false`,
    ...member.scopes.map((scope) =>
      and(
        eq(vehicles.siteId, scope.siteId),
        scope.dealershipId === null ? undefined : eq(vehicles.dealershipId, scope.dealershipId),
        scope.locationId === null ? undefined : eq(vehicles.locationId, scope.locationId),
      ),
    ),
  );
}

/** Text to find anywhere in a field: a LIKE pattern that matches the text literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/*
 * The search looks through vehicle_desk_text(...) (a SQL function of this feature's migration with a trigram index):
 * stock number, rego, VIN, make, model and badge joined by the unit separator. Written exactly as indexed, a search
 * of a site's 50,000 cars reads only the few that match.
 */
const deskText = sql`vehicle_desk_text(${vehicles.stocknum}, ${vehicles.regplate}, ${vehicles.vin}, ${vehicles.make}, ${vehicles.model}, ${vehicles.badge})`;

/** Words of the car in any order across make, model and badge ("corolla ascent"), each held somewhere. */
function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  return and(...words.map((word) => ilike(deskText, containing(word.replaceAll("\u001f", "")))));
}

/** Where the list's filters put a car, as SQL. */
function stockFilterConditions(filters: StockListFilters): (SQL | undefined)[] {
  return [
    // The site's id, not its slug through the join: the site's indexes then serve the filter.
    filters.site ? eq(vehicles.siteId, sql`(select s.id from ${sites} s where s.slug = ${filters.site})`) : undefined,
    filters.dealership ? eq(vehicles.dealershipId, filters.dealership) : undefined,
    filters.location ? eq(vehicles.locationId, filters.location) : undefined,
    filters.carType ? eq(vehicles.carType, filters.carType) : undefined,
    filters.status ? eq(vehicles.status, filters.status) : undefined,
    filters.shown ? eq(vehicles.showOnDealerWebsite, filters.shown === "shown") : undefined,
    filters.make ? eq(vehicles.makeSlug, filters.make) : undefined,
    filters.model ? eq(vehicles.modelSlug, filters.model) : undefined,
    filters.priceFrom !== null ? gte(vehicles.price, filters.priceFrom) : undefined,
    filters.priceTo !== null ? lte(vehicles.price, filters.priceTo) : undefined,
    filters.yearFrom !== null ? gte(vehicles.year, filters.yearFrom) : undefined,
    filters.yearTo !== null ? lte(vehicles.year, filters.yearTo) : undefined,
    filters.override ? sql`${vehicles.layers} ? 'dealer'` : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
  ];
}

/**
 * A page of the cars a member may read, hidden and sold ones included, newest listed first, with the filters asked
 * for: at most STOCK_PAGE_SIZE, and the id to continue after when there are more. Pages are keyed on the id of the last
 * car shown, never an offset, so a page deep in a site's 50,000 cars costs what the first does.
 */
export async function listStock(
  db: Database,
  member: Member,
  filters: StockListFilters,
  options: { pageSize?: number } = {},
): Promise<{ rows: StockListRow[]; nextAfter: number | null }> {
  const pageSize = options.pageSize ?? STOCK_PAGE_SIZE;
  if (!roleMay(member.role, "stock", "read")) return { rows: [], nextAfter: null };
  const found = await db
    .select({
      id: vehicles.id,
      siteId: vehicles.siteId,
      dealershipId: vehicles.dealershipId,
      locationId: vehicles.locationId,
      groupId: staffGroupSites.organizationId,
      siteSlug: sites.slug,
      siteName: sites.name,
      stocknum: vehicles.stocknum,
      regplate: vehicles.regplate,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      price: vehicles.price,
      dealerPrice: sql<boolean>`coalesce(${vehicles.layers}->'dealer' ? 'price', false)`,
      status: vehicles.status,
      shown: vehicles.showOnDealerWebsite,
      createdAt: vehicles.createdAt,
      primaryImageUrl: vehicles.primaryImageUrl,
    })
    .from(vehicles)
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, vehicles.siteId))
    .innerJoin(sites, eq(sites.id, vehicles.siteId))
    .where(
      and(
        eq(staffGroupSites.organizationId, member.groupId),
        memberScope(member),
        ...stockFilterConditions(filters),
        filters.after ? lt(vehicles.id, filters.after) : undefined,
      ),
    )
    .orderBy(desc(vehicles.id))
    .limit(pageSize + 1);
  // The SQL above is the filter; `can` checks each row again, so a mistake in it shows as a short page, never a leak.
  const rows = found
    .slice(0, pageSize)
    .filter((row) => mayOnCar(member, "read", row))
    .map((row) => ({
      id: row.id,
      siteSlug: row.siteSlug,
      siteName: row.siteName,
      stocknum: row.stocknum,
      regplate: row.regplate,
      car: [row.year, row.make, row.model, row.badge].filter(Boolean).join(" "),
      price: row.price,
      dealerPrice: row.dealerPrice,
      status: row.status,
      shown: row.shown,
      createdAt: row.createdAt,
      primaryImageUrl: row.primaryImageUrl,
    }));
  return { rows, nextAfter: found.length > pageSize ? found[pageSize - 1]!.id : null };
}
