import { eq } from "drizzle-orm";
import type { PresentationLayers, PresentationValues } from "@/domain/stock-presentation";
import { setPresentationLayer } from "@/features/vehicle/index.server";
import { feedPresentation } from "@/features/vehicle";
import type { DeskPlace } from "@/features/lead-desk";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { sites, staffGroupSites, vehicles } from "@/platform/db/schema";
import {
  dealerLayer,
  EDITABLE_FIELDS,
  soldDateAfter,
  withoutField,
  type DealerValues,
  type EditableField,
} from "./stock-edit";
import { mayOnCar } from "./stock-scope";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Member = DeskPlace["member"];

/** A car as its console page shows it: facts, what shoppers see, the feed's values and the dealer's. */
export interface StockCar {
  id: number;
  siteId: number;
  siteSlug: string;
  siteName: string;
  slug: string;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  title: string;
  carType: string;
  km: number;
  colour: string | null;
  soldAt: Date | null;
  createdAt: Date;
  shown: PresentationValues;
  feed: DealerValues;
  dealer: Partial<PresentationValues> | undefined;
  layers: PresentationLayers;
  /** Whether the member may change it (stock update at its place). */
  editable: boolean;
}

const pick = (values: PresentationValues): DealerValues =>
  Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, values[field]])) as unknown as DealerValues;

/** The car row with its group and site. */
async function placedCar(db: Database | Tx, id: number) {
  const [row] = await db
    .select({ car: vehicles, groupId: staffGroupSites.organizationId, siteSlug: sites.slug, siteName: sites.name })
    .from(vehicles)
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, vehicles.siteId))
    .innerJoin(sites, eq(sites.id, vehicles.siteId))
    .where(eq(vehicles.id, id));
  return row ?? null;
}

/** A car for a member who may read it; null for one that does not exist or is outside their group or scope. */
export async function stockCar(db: Database, member: Member, id: number): Promise<StockCar | null> {
  const row = await placedCar(db, id);
  if (!row) return null;
  const { car } = row;
  const place = {
    groupId: row.groupId,
    siteId: car.siteId,
    dealershipId: car.dealershipId,
    locationId: car.locationId,
  };
  if (!mayOnCar(member, "read", place)) return null;
  return {
    id: car.id,
    siteId: car.siteId,
    siteSlug: row.siteSlug,
    siteName: row.siteName,
    slug: car.slug,
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
    title: [car.year, car.make, car.model, car.badge].filter(Boolean).join(" "),
    carType: car.carType,
    km: car.km,
    colour: car.paintColour ?? car.colour,
    soldAt: car.soldAt,
    createdAt: car.createdAt,
    shown: car,
    feed: pick(feedPresentation(car)),
    dealer: car.layers.dealer,
    layers: car.layers,
    editable: mayOnCar(member, "update", place),
  };
}

/** How a change went: done, or the car is not the member's to change (not found, as a car out of scope is). */
export type StockChange = { ok: true } | { ok: false; reason: "not-found" };

/**
 * Writes the dealer's layer of a car and its audit entry in one transaction (both kept or neither): the layer is
 * worked out from the feed's values as they stand when the row is locked, then the sold date follows the status.
 */
async function changeDealerLayer(
  db: Database,
  place: DeskPlace,
  id: number,
  action: "stock.edit" | "stock.clear",
  nextLayer: (
    feed: DealerValues,
    current: Partial<PresentationValues> | undefined,
  ) => Partial<PresentationValues> | undefined,
  now: Date,
): Promise<StockChange> {
  return db.transaction(async (tx) => {
    // The row is locked before it is read, so the layer is worked out from the feed's values a feed run cannot change
    // underneath (setPresentationLayer takes the same lock again).
    await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for("update");
    const row = await placedCar(tx, id);
    if (!row) return { ok: false, reason: "not-found" } as const;
    const target = {
      groupId: row.groupId,
      siteId: row.car.siteId,
      dealershipId: row.car.dealershipId,
      locationId: row.car.locationId,
    };
    if (!mayOnCar(place.member, "update", target)) return { ok: false, reason: "not-found" } as const;
    const feed = pick(feedPresentation(row.car));
    const layer = nextLayer(feed, row.car.layers.dealer);
    const changed = await setPresentationLayer(tx, id, "dealer", layer, now);
    if (!changed) return { ok: false, reason: "not-found" } as const;
    const soldAt = soldDateAfter({ status: changed.before.status, soldAt: row.car.soldAt }, changed.after.status, now);
    if (soldAt?.getTime() !== row.car.soldAt?.getTime())
      await tx.update(vehicles).set({ soldAt }).where(eq(vehicles.id, id));
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of EDITABLE_FIELDS)
      if (JSON.stringify(changed.before[field]) !== JSON.stringify(changed.after[field])) {
        before[field] = changed.before[field];
        after[field] = changed.after[field];
      }
    await appendAudit(tx, {
      groupId: place.member.groupId,
      siteId: row.car.siteId,
      actorId: place.userId,
      action,
      targetKind: "vehicle",
      targetId: String(id),
      before: { ...before, dealer: row.car.layers.dealer ?? null },
      after: { ...after, dealer: layer ?? null },
    });
    return { ok: true } as const;
  });
}

/** Saves the dealer's values of a car: each that differs from the feed's becomes their override. */
export function saveDealerValues(
  db: Database,
  place: DeskPlace,
  id: number,
  values: DealerValues,
  now = new Date(),
): Promise<StockChange> {
  return changeDealerLayer(db, place, id, "stock.edit", (feed) => dealerLayer(feed, values), now);
}

/** Clears one field's override: the feed's value shows again. */
export function clearDealerValue(
  db: Database,
  place: DeskPlace,
  id: number,
  field: EditableField,
  now = new Date(),
): Promise<StockChange> {
  return changeDealerLayer(db, place, id, "stock.clear", (_feed, current) => withoutField(current, field), now);
}
