import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { parseRowId } from "@/domain/row-id";
import type { Database } from "@/platform/db/client";
import {
  paymentJobs,
  reservationEvents,
  reservations,
  vehicles,
  type PAYMENT_ACTIONS,
  type ReservedCar,
} from "@/platform/db/schema";
import { canChange, paymentWindowEnd, type ReservationState } from "./reserve-rules";

/**
 * Reservations in the database (usable from the command line and tests, so it takes its database). The
 * database decides who holds a car: an insert that would overlap a live hold is refused by the exclusion
 * constraint (migration 0008), never by a check made first in code; so is a second unpaid hold of one shopper
 * (mobile number or account) on the site (migration 0014). Every change is a compare-and-set on the state it
 * leaves, written with its event (and any payment job) in one transaction.
 */
type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const epochMs = (expr: SQL) => sql<number>`(extract(epoch from ${expr}) * 1000)::float8`.mapWith(Number);

const reservationFields = {
  id: reservations.id,
  siteId: reservations.siteId,
  vehicleId: reservations.vehicleId,
  userId: reservations.userId,
  state: reservations.state,
  startsAtMs: epochMs(sql`lower(${reservations.hold})`),
  endsAtMs: epochMs(sql`upper(${reservations.hold})`),
  depositCents: reservations.depositCents,
  holdSeconds: reservations.holdSeconds,
  car: reservations.car,
  shopper: reservations.shopper,
  purchase: reservations.purchase,
  origin: reservations.origin,
  paymentProvider: reservations.paymentProvider,
  paymentId: reservations.paymentId,
  leadId: reservations.leadId,
  createdAt: reservations.createdAt,
};

export interface Reservation {
  id: number;
  siteId: number;
  vehicleId: number | null;
  userId: string | null;
  state: ReservationState;
  startsAt: Date;
  endsAt: Date;
  depositCents: number;
  holdSeconds: number;
  car: ReservedCar;
  shopper: { name: string; email: string; phone: string; postcode: string | null };
  purchase: Record<string, string> | null;
  origin: string;
  paymentProvider: string;
  paymentId: string | null;
  leadId: number | null;
  createdAt: Date;
}

function toReservation(row: { startsAtMs: number; endsAtMs: number }): Reservation {
  const { startsAtMs, endsAtMs, ...rest } = row as typeof row & Omit<Reservation, "startsAt" | "endsAt">;
  return { ...rest, startsAt: new Date(startsAtMs), endsAt: new Date(endsAtMs) };
}

const range = (from: Date, to: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

/** PostgreSQL's error code, through drizzle's wrapper on either driver. */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const EXCLUSION_VIOLATION = "23P01";
/** The advisory-lock key spaces of reservation attempts: by car (its id), by account and by mobile number (hashed). */
const RESERVE_LOCK_SPACE = 0x52_45_53; // "RES"
const ACCOUNT_LOCK_SPACE = 0x52_45_41; // "REA"
const PHONE_LOCK_SPACE = 0x52_45_50; // "REP"
const UNIQUE_VIOLATION = "23505";

export interface NewReservation {
  siteId: number;
  vehicleId: number;
  userId: string | null;
  requestKey: string;
  depositCents: number;
  holdSeconds: number;
  car: Reservation["car"];
  shopper: Reservation["shopper"];
  purchase: Record<string, string> | null;
  origin: string;
  paymentProvider: string;
}

export type StartResult =
  { kind: "started" | "existing"; reservation: Reservation } | { kind: "taken" } | { kind: "shopper-has-unpaid" };

/**
 * Takes the car for the payment window. The same request key (a double click, a retried request) finds the
 * same reservation; a car someone else holds is "taken", and a shopper whose mobile number or account already
 * has a hold waiting for its deposit on the site is "shopper-has-unpaid", both told by the exclusion constraints.
 */
export async function startReservation(db: Database, input: NewReservation, now = new Date()): Promise<StartResult> {
  const existing = await reservationByRequestKey(db, input.siteId, input.requestKey);
  if (existing) return { kind: "existing", reservation: existing };
  try {
    const reservation = await db.transaction(async (tx) => {
      // Attempts on one car queue here, one at a time. The exclusion constraint still decides who holds it; the
      // queue only stops concurrent inserters from waiting on each other's uncommitted rows, which PostgreSQL
      // resolves by deadlock detection (a second each), so a crowd of 200 would take minutes instead of a moment.
      // The same for one shopper's attempts on several cars, which would otherwise wait on each other's rows both
      // ways (a deadlock). Always in this order (account, mobile number, car), so no two attempts wait in a circle.
      if (input.userId)
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}, hashtext(${input.userId}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${input.shopper.phone}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${RESERVE_LOCK_SPACE}, ${input.vehicleId})`);
      const [row] = await tx
        .insert(reservations)
        .values({
          ...input,
          state: "pending_payment",
          hold: range(now, paymentWindowEnd(now)) as unknown as string,
          createdAt: now,
          updatedAt: now,
        })
        .returning(reservationFields);
      await tx.insert(reservationEvents).values({ reservationId: row!.id, state: "pending_payment", at: now });
      return toReservation(row!);
    });
    return { kind: "started", reservation };
  } catch (err) {
    const code = pgCode(err);
    // Which rule refused it decides only what the shopper is told (their own unpaid hold, even of this same car,
    // before someone else's): the database has already refused it.
    if (code === EXCLUSION_VIOLATION)
      return (await hasUnpaidHold(db, input, now)) ? { kind: "shopper-has-unpaid" } : { kind: "taken" };
    if (code === UNIQUE_VIOLATION) {
      const same = await reservationByRequestKey(db, input.siteId, input.requestKey);
      if (same) return { kind: "existing", reservation: same };
    }
    throw err;
  }
}

/** Whether this shopper (mobile number, or account when signed in) has a hold on the site still waiting for its deposit. */
async function hasUnpaidHold(db: Database, input: NewReservation, now: Date): Promise<boolean> {
  const sameShopper = input.userId
    ? sql`(${reservations.shopper} ->> 'phone' = ${input.shopper.phone} or ${reservations.userId} = ${input.userId})`
    : sql`${reservations.shopper} ->> 'phone' = ${input.shopper.phone}`;
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.siteId, input.siteId),
        eq(reservations.state, "pending_payment"),
        sql`upper(${reservations.hold}) > ${now.toISOString()}::timestamptz`,
        sameShopper,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function reservationByRequestKey(db: Database, siteId: number, requestKey: string) {
  const [row] = await db
    .select(reservationFields)
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.requestKey, requestKey)));
  return row ? toReservation(row) : null;
}

/** One reservation of this site (never another site's). */
export async function reservationById(db: Database, siteId: number, id: number): Promise<Reservation | null> {
  if (parseRowId(id) === null) return null; // names no row, and the database would refuse to compare it
  const [row] = await db
    .select(reservationFields)
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.id, id)));
  return row ? toReservation(row) : null;
}

/** The reservation a payment belongs to (the provider's webhook names only its payment). */
export async function reservationByPayment(db: Database, paymentId: string): Promise<Reservation | null> {
  const [row] = await db.select(reservationFields).from(reservations).where(eq(reservations.paymentId, paymentId));
  return row ? toReservation(row) : null;
}

/** A signed-in shopper's reservations on this site, newest first (their garage). */
export async function reservationsOfShopper(db: Database, siteId: number, userId: string): Promise<Reservation[]> {
  const rows = await db
    .select(reservationFields)
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.userId, userId)))
    .orderBy(desc(reservations.createdAt))
    .limit(50);
  return rows.map(toReservation);
}

export async function attachPayment(db: Database, id: number, paymentId: string): Promise<void> {
  await db.update(reservations).set({ paymentId }).where(eq(reservations.id, id));
}

export async function attachLead(db: Database, id: number, leadId: number): Promise<void> {
  await db.update(reservations).set({ leadId }).where(eq(reservations.id, id));
}

export async function reservationEventsOf(db: Database, id: number) {
  return db
    .select({ state: reservationEvents.state, note: reservationEvents.note, at: reservationEvents.at })
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, id))
    .orderBy(reservationEvents.at, reservationEvents.id);
}

async function queuePayment(tx: Tx | Database, reservationId: number, action: PaymentAction, now: Date) {
  await tx
    .insert(paymentJobs)
    .values({ reservationId, action, idempotencyKey: `reservation-${reservationId}-${action}`, nextAttemptAt: now })
    .onConflictDoNothing();
}

export type AuthorisedResult =
  | { kind: "held"; reservation: Reservation }
  | { kind: "already"; reservation: Reservation }
  | { kind: "lapsed"; reservation: Reservation };

/**
 * The deposit is authorised: the hold becomes the site's hold hours from now. Paid too late (the window had
 * closed, or the car went to someone else meanwhile), the reservation fails and the authorisation is cancelled.
 */
export async function markAuthorised(
  db: Database,
  id: number,
  now = new Date(),
  /** Runs in the same transaction once the hold is placed (the dealer's lead, the shopper's SMS): all or nothing. */
  onHeld?: (tx: Database, reservation: Reservation) => Promise<void>,
): Promise<AuthorisedResult> {
  try {
    const held = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reservations)
        .set({
          state: "held",
          hold: sql`tstzrange(${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz + make_interval(secs => ${reservations.holdSeconds}), '[)')` as unknown as string,
          updatedAt: now,
        })
        .where(
          and(
            eq(reservations.id, id),
            eq(reservations.state, "pending_payment"),
            sql`upper(${reservations.hold}) > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning(reservationFields);
      if (!row) return null;
      await tx.insert(reservationEvents).values({ reservationId: id, state: "held", at: now });
      const reservation = toReservation(row);
      // A transaction offers every query a database does (nested transactions become savepoints).
      await onHeld?.(tx as unknown as Database, reservation);
      return reservation;
    });
    if (held) return { kind: "held", reservation: held };
  } catch (err) {
    if (pgCode(err) !== EXCLUSION_VIOLATION) throw err;
  }
  const current = await db.select(reservationFields).from(reservations).where(eq(reservations.id, id));
  const reservation = toReservation(current[0]!);
  if (reservation.state !== "pending_payment") {
    // Paid for a reservation that already ended (cancelled on another tab, say): the money goes back.
    if (reservation.state !== "held" && reservation.state !== "confirmed") await queuePayment(db, id, "cancel", now);
    return {
      kind: reservation.state === "held" || reservation.state === "confirmed" ? "already" : "lapsed",
      reservation,
    };
  }
  const failed = await changeState(db, id, {
    from: ["pending_payment"],
    to: "payment_failed",
    note: "the deposit arrived after the payment window closed; the authorisation is cancelled",
    payment: "cancel",
    requireLive: false,
    now,
  });
  return { kind: "lapsed", reservation: failed ?? reservation };
}

/**
 * Moves a reservation from one of `from` to `to`, with its event and payment job, in one transaction; null
 * when it is no longer in any of `from` (someone else changed it first: a compare-and-set, so the dealer's
 * 'confirm' and the shopper's 'cancel' can never both win). `requireLive`: only while its hold lasts.
 */
export async function changeState(
  db: Database,
  id: number,
  change: {
    from: ReservationState[];
    to: ReservationState;
    note?: string;
    payment?: PaymentAction;
    requireLive: boolean;
    /** Confirming a sale marks the car sold on the site. */
    markSold?: boolean;
    now?: Date;
    /** Runs in the same transaction once the change is made (the dealer's notice): all or nothing. */
    onChanged?: (tx: Database, reservation: Reservation) => Promise<void>;
  },
): Promise<Reservation | null> {
  const now = change.now ?? new Date();
  const refused = change.from.find((from) => !canChange(from, change.to));
  if (refused) throw new Error(`a reservation never goes from ${refused} to ${change.to}`);
  return db.transaction(async (tx) => {
    const conditions = [eq(reservations.id, id), inArray(reservations.state, change.from)];
    if (change.requireLive) conditions.push(sql`upper(${reservations.hold}) > ${now.toISOString()}::timestamptz`);
    const [row] = await tx
      .update(reservations)
      .set({ state: change.to, updatedAt: now })
      .where(and(...conditions))
      .returning(reservationFields);
    if (!row) return null;
    await tx.insert(reservationEvents).values({ reservationId: id, state: change.to, note: change.note, at: now });
    if (change.payment && row.paymentId) await queuePayment(tx, id, change.payment, now);
    if (change.markSold && row.vehicleId)
      await tx
        .update(vehicles)
        .set({ status: "sold", soldAt: now, updatedAt: now })
        .where(eq(vehicles.id, row.vehicleId));
    const reservation = toReservation(row);
    await change.onChanged?.(tx as unknown as Database, reservation);
    return reservation;
  });
}

/**
 * Records the holds that have run out: a paid hold 'expired', an unpaid one 'payment_failed', each with a job
 * that frees its money. Not needed for correctness (a past hold blocks nothing), only for the record and the refund.
 */
export async function recordLapsedHolds(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(reservations)
      .set({
        state:
          sql`case when ${reservations.state} = 'held' then 'expired' else 'payment_failed' end` as unknown as "expired",
        updatedAt: now,
      })
      .where(
        and(
          inArray(reservations.state, ["held", "pending_payment"]),
          sql`upper(${reservations.hold}) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: reservations.id, state: reservations.state, paymentId: reservations.paymentId });
    for (const r of lapsed) {
      const note = r.state === "expired" ? "the hold ran out without a sale" : "no deposit within the payment window";
      await tx.insert(reservationEvents).values({ reservationId: r.id, state: r.state, note, at: now });
      if (r.paymentId) await queuePayment(tx, r.id, "cancel", now);
    }
    return lapsed.length;
  });
}
