import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, min, or, sql } from "drizzle-orm";
import { can, type Member } from "@/features/staff";
import { effectivePresentation, feedPresentation } from "@/features/vehicle";
import { setPresentationLayer } from "@/features/vehicle/index.server";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { sites, staffGroupSites, vehicleSpecials, vehicles } from "@/platform/db/schema";
import type { SpecialInput } from "./special-rules";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who is working on specials: their staff account and their place in the group. */
export interface SpecialsMember {
  userId: string;
  member: Member;
}

/** A car as the specials desk places it for the roles. */
export interface SpecialCar {
  id: number;
  siteId: number;
  siteSlug: string;
  groupId: string;
  dealershipId: number;
  locationId: number | null;
  title: string;
  slug: string;
  /** The price shoppers see now: a running special's while one stands. */
  price: number | null;
  /** Whether a special stands over the car's price right now. */
  onSpecial: boolean;
}

const carColumns = {
  id: vehicles.id,
  siteId: vehicles.siteId,
  siteSlug: sites.slug,
  groupId: staffGroupSites.organizationId,
  dealershipId: vehicles.dealershipId,
  locationId: vehicles.locationId,
  title: sql<string>`concat_ws(' ', ${vehicles.year}, ${vehicles.make}, ${vehicles.model})`,
  slug: vehicles.slug,
  price: vehicles.price,
  onSpecial: sql<boolean>`(${vehicles.layers} ? 'special')`,
};

const target = (car: Omit<SpecialCar, "title" | "slug" | "price" | "siteSlug" | "onSpecial">) => ({
  resource: "stock" as const,
  groupId: car.groupId,
  siteId: car.siteId,
  dealershipId: car.dealershipId,
  locationId: car.locationId,
});

/** A car the member may read (or update), or null: another group's car or one outside their scopes is missing. */
export async function specialCar(
  db: Database,
  who: SpecialsMember,
  vehicleId: number,
  action: "read" | "update",
): Promise<SpecialCar | null> {
  const [car] = await db
    .select(carColumns)
    .from(vehicles)
    .innerJoin(sites, eq(sites.id, vehicles.siteId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, vehicles.siteId))
    .where(eq(vehicles.id, vehicleId));
  return car && can(who.member, action, target(car)) ? car : null;
}

/** The car's price as the dealer set it, under any special: what a special must go below and compares itself with. */
async function lockedCarPrice(tx: Tx, vehicleId: number): Promise<number | null> {
  const [car] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for("update");
  if (!car) return null;
  return effectivePresentation(feedPresentation(car), { dealer: car.layers.dealer }).price;
}

/**
 * Puts a special on its car when its start has come: claimed once (`applied_at`), so two processes at the same
 * instant apply it once, and applying it again changes nothing. The car is locked first, as every writer of it does.
 */
async function applySpecial(tx: Tx, specialId: number, vehicleId: number, now: Date): Promise<boolean> {
  const carPrice = await lockedCarPrice(tx, vehicleId);
  const [special] = await tx
    .update(vehicleSpecials)
    .set({ appliedAt: now })
    .where(
      and(
        eq(vehicleSpecials.id, specialId),
        isNull(vehicleSpecials.appliedAt),
        isNull(vehicleSpecials.cancelledAt),
        lte(vehicleSpecials.startsAt, now),
        gt(vehicleSpecials.endsAt, now),
      ),
    )
    .returning();
  if (!special) return false;
  await setPresentationLayer(
    tx,
    vehicleId,
    "special",
    {
      specialId,
      price: special.price,
      wasPrice: special.wasPrice ?? carPrice ?? special.price,
      endsAt: special.endsAt.toISOString(),
    },
    now,
    // Shoppers see the special's price from its start (or from its making, for one made after its start), even when
    // this process came a little later: the price history records it then.
    special.startsAt > special.createdAt ? special.startsAt : special.createdAt,
  );
  return true;
}

/** Takes an applied special off its car (its end came, or it was cancelled): claimed once (`ended_at`). */
async function endSpecial(tx: Tx, specialId: number, vehicleId: number, now: Date): Promise<boolean> {
  const [car] = await tx
    .select({ layers: vehicles.layers })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for("update");
  const [ended] = await tx
    .update(vehicleSpecials)
    .set({ endedAt: now })
    .where(
      and(
        eq(vehicleSpecials.id, specialId),
        isNotNull(vehicleSpecials.appliedAt),
        isNull(vehicleSpecials.endedAt),
        or(lte(vehicleSpecials.endsAt, now), isNotNull(vehicleSpecials.cancelledAt)),
      ),
    )
    .returning({ id: vehicleSpecials.id, endsAt: vehicleSpecials.endsAt, cancelledAt: vehicleSpecials.cancelledAt });
  if (!ended) return false;
  // The price it replaced returns at its end, or at its cancelling when that came first (the price history's instant).
  const endedAt = ended.cancelledAt && ended.cancelledAt < ended.endsAt ? ended.cancelledAt : ended.endsAt;
  // Only this special's layer comes off: a later special already standing is left alone.
  if (car?.layers.special?.specialId === specialId)
    await setPresentationLayer(tx, vehicleId, "special", undefined, now, endedAt);
  return true;
}

/**
 * Brings every car up to date with its specials at `now`: ends those whose end has come (or that were cancelled),
 * then starts those whose start has come. Safe to run from any number of processes at once. Tells what it did.
 */
export async function syncSpecials(db: Database, now = new Date()): Promise<{ started: number; ended: number }> {
  const toEnd = await db
    .select({ id: vehicleSpecials.id, vehicleId: vehicleSpecials.vehicleId })
    .from(vehicleSpecials)
    .where(
      and(
        isNotNull(vehicleSpecials.appliedAt),
        isNull(vehicleSpecials.endedAt),
        or(lte(vehicleSpecials.endsAt, now), isNotNull(vehicleSpecials.cancelledAt)),
      ),
    );
  let ended = 0;
  for (const s of toEnd) if (await db.transaction((tx) => endSpecial(tx, s.id, s.vehicleId, now))) ended++;
  const toStart = await db
    .select({ id: vehicleSpecials.id, vehicleId: vehicleSpecials.vehicleId })
    .from(vehicleSpecials)
    .where(
      and(
        isNull(vehicleSpecials.appliedAt),
        isNull(vehicleSpecials.cancelledAt),
        lte(vehicleSpecials.startsAt, now),
        gt(vehicleSpecials.endsAt, now),
      ),
    )
    .orderBy(asc(vehicleSpecials.startsAt));
  let started = 0;
  for (const s of toStart) if (await db.transaction((tx) => applySpecial(tx, s.id, s.vehicleId, now))) started++;
  return { started, ended };
}

/** The next instant after `now` at which a special starts or ends, or null when none is waiting. */
export async function nextSpecialInstant(db: Database, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({
      start: min(vehicleSpecials.startsAt),
    })
    .from(vehicleSpecials)
    .where(
      and(isNull(vehicleSpecials.appliedAt), isNull(vehicleSpecials.cancelledAt), gt(vehicleSpecials.startsAt, now)),
    );
  const [end] = await db
    .select({ end: min(vehicleSpecials.endsAt) })
    .from(vehicleSpecials)
    .where(and(isNotNull(vehicleSpecials.appliedAt), isNull(vehicleSpecials.endedAt), gt(vehicleSpecials.endsAt, now)));
  const times = [row?.start, end?.end].filter((t): t is Date => t instanceof Date);
  return times.length === 0 ? null : new Date(Math.min(...times.map((t) => t.getTime())));
}

export type CreateSpecialResult =
  { ok: true; id: number; started: boolean } | { ok: false; reason: "price" | "overlap" };

/**
 * Makes a car's special: refused when its price is not below the car's price or it overlaps another special of the
 * car (checked with the car locked, so two at once cannot both pass). One whose start is now or past is applied at
 * once, in the same transaction as the row and its audit entry.
 */
export async function createSpecial(
  db: Database,
  who: SpecialsMember,
  car: SpecialCar,
  input: SpecialInput,
  now = new Date(),
): Promise<CreateSpecialResult> {
  return db.transaction(async (tx) => {
    const carPrice = await lockedCarPrice(tx, car.id);
    if (carPrice === null || input.price >= carPrice) return { ok: false as const, reason: "price" as const };
    const clash = await tx
      .select({ id: vehicleSpecials.id })
      .from(vehicleSpecials)
      .where(
        and(
          eq(vehicleSpecials.vehicleId, car.id),
          isNull(vehicleSpecials.cancelledAt),
          sql`${vehicleSpecials.startsAt} < ${input.endsAt.toISOString()}::timestamptz`,
          sql`${vehicleSpecials.endsAt} > ${input.startsAt.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (clash.length > 0) return { ok: false as const, reason: "overlap" as const };
    const [row] = await tx
      .insert(vehicleSpecials)
      .values({ siteId: car.siteId, vehicleId: car.id, ...input, createdBy: who.userId })
      .returning({ id: vehicleSpecials.id });
    const id = row!.id;
    await appendAudit(tx, {
      groupId: car.groupId,
      siteId: car.siteId,
      actorId: who.userId,
      action: "special.create",
      targetKind: "vehicle",
      targetId: String(car.id),
      before: null,
      after: {
        specialId: id,
        price: input.price,
        wasPrice: input.wasPrice,
        startsAt: input.startsAt.toISOString(),
        endsAt: input.endsAt.toISOString(),
      },
    });
    const started = input.startsAt <= now ? await applySpecial(tx, id, car.id, now) : false;
    return { ok: true as const, id, started };
  });
}

/**
 * Cancels a special that has not ended: an upcoming one never starts, a running one comes off its car at once and the
 * price it replaced returns, in the same transaction as its audit entry. False when there is no such special to cancel.
 */
export async function cancelSpecial(
  db: Database,
  who: SpecialsMember,
  car: SpecialCar,
  specialId: number,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, car.id)).for("update");
    const [cancelled] = await tx
      .update(vehicleSpecials)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(vehicleSpecials.id, specialId),
          eq(vehicleSpecials.vehicleId, car.id),
          isNull(vehicleSpecials.cancelledAt),
          isNull(vehicleSpecials.endedAt),
          gt(vehicleSpecials.endsAt, now),
        ),
      )
      .returning({ id: vehicleSpecials.id, price: vehicleSpecials.price });
    if (!cancelled) return false;
    await endSpecial(tx, specialId, car.id, now);
    await appendAudit(tx, {
      groupId: car.groupId,
      siteId: car.siteId,
      actorId: who.userId,
      action: "special.cancel",
      targetKind: "vehicle",
      targetId: String(car.id),
      before: { specialId, price: cancelled.price },
      after: { specialId, cancelledAt: now.toISOString() },
    });
    return true;
  });
}

export type SpecialRow = typeof vehicleSpecials.$inferSelect;

/** Every special of a car, newest start first. */
export async function carSpecials(db: Database, vehicleId: number): Promise<SpecialRow[]> {
  return db
    .select()
    .from(vehicleSpecials)
    .where(eq(vehicleSpecials.vehicleId, vehicleId))
    .orderBy(desc(vehicleSpecials.startsAt))
    .limit(200);
}

/** The upcoming and running specials of the member's sites that they may read, soonest end first. */
export async function scopeSpecials(
  db: Database,
  who: SpecialsMember,
  siteIds: readonly number[],
  now = new Date(),
): Promise<(SpecialRow & { car: SpecialCar })[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ special: vehicleSpecials, car: carColumns })
    .from(vehicleSpecials)
    .innerJoin(vehicles, eq(vehicles.id, vehicleSpecials.vehicleId))
    .innerJoin(sites, eq(sites.id, vehicles.siteId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, vehicles.siteId))
    .where(
      and(
        inArray(vehicleSpecials.siteId, [...siteIds]),
        isNull(vehicleSpecials.cancelledAt),
        gt(vehicleSpecials.endsAt, now),
      ),
    )
    .orderBy(asc(vehicleSpecials.startsAt))
    .limit(1000);
  return rows.filter((r) => can(who.member, "read", target(r.car))).map((r) => ({ ...r.special, car: r.car }));
}
