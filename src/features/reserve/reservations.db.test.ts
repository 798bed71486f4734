import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { authUsers, paymentJobs, reservations, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import {
  changeState,
  markAuthorised,
  recordLapsedHolds,
  reservationById,
  reservationEventsOf,
  startReservation,
  type NewReservation,
} from "./reservations.db";
import { beingReservedNow, liveHoldEnd, reservedNow } from "@/features/vehicle/index.server";

let handle: DatabaseHandle;
let seeded: SeededTestDatabase;
let siteId: number;
let carIds: number[];
let nextCar = 0;

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  handle = seeded.handle;
  siteId = (await seeded.siteFor("harbour-toyota")).id;
  const rows = await handle.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.status, "in_stock"), gt(vehicles.price, 200)))
    .limit(40);
  carIds = rows.map((r) => r.id);
}, 120_000);
afterAll(async () => handle?.close());

/** A car nobody has reserved in this file yet. */
const freshCar = () => carIds[nextCar++]!;

/** A mobile number of its own for each request key, unless a test names one: one number may have only one unpaid hold. */
const phones = new Map<string, string>();
function phoneFor(key: string): string {
  if (!phones.has(key)) phones.set(key, `+614${String(10_000_000 + phones.size).slice(-8)}`);
  return phones.get(key)!;
}

function request(
  vehicleId: number,
  key: string,
  who: { phone?: string; userId?: string | null; siteId?: number } = {},
): NewReservation {
  return {
    siteId: who.siteId ?? siteId,
    vehicleId,
    userId: who.userId ?? null,
    requestKey: key,
    depositCents: 20_000,
    holdSeconds: 48 * 3600,
    car: {
      id: vehicleId,
      slug: `car-${vehicleId}`,
      name: "2022 Toyota RAV4 GX",
      stocknum: `S${vehicleId}`,
      price: 40_000,
      year: 2022,
      make: "Toyota",
      model: "RAV4",
      badge: "GX",
      vin: null,
      carType: "used",
      status: "in_stock",
      km: 12_000,
      dealershipId: 1,
      locationId: null,
    },
    shopper: { name: "Jo Citizen", email: "jo@example.com", phone: who.phone ?? phoneFor(key), postcode: "6000" },
    purchase: null,
    origin: "http://harbour-toyota.localhost:3000",
    paymentProvider: "demo",
  };
}

const at = (iso: string) => new Date(iso);

describe("one live hold per car, kept by the database", () => {
  it("refuses a second hold of a car while the first is waiting for its deposit", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-a1"), at("2026-11-25T01:00:00Z"));
    expect(first.kind).toBe("started");
    const second = await startReservation(handle.db, request(car, "k-a2"), at("2026-11-25T01:10:00Z"));
    expect(second.kind).toBe("taken");
  });

  it("refuses a second hold while a paid hold lasts, and takes one once its time has passed, with no sweep in between", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-b1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    const held = await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:05:00Z"));
    expect(held.kind).toBe("held");
    if (held.kind !== "held") return;
    expect(held.reservation.endsAt.toISOString()).toBe("2026-11-27T01:05:00.000Z");
    expect((await startReservation(handle.db, request(car, "k-b2"), at("2026-11-27T01:04:00Z"))).kind).toBe("taken");
    // No recordLapsedHolds has run: the old row still says 'held', and blocks nothing.
    const after = await startReservation(handle.db, request(car, "k-b3"), at("2026-11-27T01:05:00Z"));
    expect(after.kind).toBe("started");
  });

  it("does not let an unpaid hold block the car past its payment window", async () => {
    const car = freshCar();
    await startReservation(handle.db, request(car, "k-c1"), at("2026-11-25T01:00:00Z"));
    expect((await startReservation(handle.db, request(car, "k-c2"), at("2026-11-25T01:35:00Z"))).kind).toBe("started");
  });

  it("frees the car at once when a hold is cancelled or released", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-d1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:01:00Z"));
    const cancelled = await changeState(handle.db, first.reservation.id, {
      from: ["held"],
      to: "cancelled",
      requireLive: true,
      now: at("2026-11-25T02:00:00Z"),
    });
    expect(cancelled?.state).toBe("cancelled");
    expect((await startReservation(handle.db, request(car, "k-d2"), at("2026-11-25T02:01:00Z"))).kind).toBe("started");
  });

  it("is enforced by the table itself: a raw insert overlapping a live hold fails with the exclusion violation", async () => {
    const car = freshCar();
    await startReservation(handle.db, request(car, "k-e1"), at("2026-11-25T01:00:00Z"));
    const raw = handle.db
      .execute(sql`insert into reservations (site_id, vehicle_id, request_key, state, hold, deposit_cents, hold_seconds, car, shopper, origin, payment_provider)
      values (${siteId}, ${car}, 'k-e2', 'held', tstzrange('2026-11-25T01:05:00Z', '2026-11-27T01:05:00Z'), 20000, 172800, '{}'::jsonb, '{}'::jsonb, 'http://x', 'demo')`);
    const err = (await raw.then(
      () => null,
      (e: unknown) => e,
    )) as { message?: string; cause?: { message?: string } } | null;
    expect(`${err?.message} ${err?.cause?.message}`).toMatch(/reservations_one_live_hold_per_car/);
  });
});

describe("looking a reservation up by id", () => {
  it("finds none for an id beyond PostgreSQL's integer (a 404 for /reservations/2147483648), never a database error", async () => {
    for (const id of [2_147_483_648, 9_999_999_999, Number.MAX_SAFE_INTEGER, 0, -1])
      expect(await reservationById(handle.db, siteId, id), String(id)).toBeNull();
  });
});

describe("one unpaid hold per shopper on a site, kept by the database", () => {
  const ONE = "+61411111111";

  it("refuses a second unpaid hold of the same mobile number, on another car, until the first is paid or has lapsed", async () => {
    const [first, second, third] = [freshCar(), freshCar(), freshCar()];
    const started = await startReservation(
      handle.db,
      request(first, "k-u1", { phone: ONE }),
      at("2026-11-26T01:00:00Z"),
    );
    if (!("reservation" in started)) throw new Error("expected a reservation");
    const again = await startReservation(
      handle.db,
      request(second, "k-u2", { phone: ONE }),
      at("2026-11-26T01:10:00Z"),
    );
    expect(again.kind).toBe("shopper-has-unpaid");
    // Paid, the first is a hold like any other: the shopper may start on another car.
    expect((await markAuthorised(handle.db, started.reservation.id, at("2026-11-26T01:11:00Z"))).kind).toBe("held");
    const next = await startReservation(handle.db, request(second, "k-u3", { phone: ONE }), at("2026-11-26T01:12:00Z"));
    expect(next.kind).toBe("started");
    // That one never paid: past its payment window it blocks nothing, with no sweep in between.
    expect(
      (await startReservation(handle.db, request(third, "k-u4", { phone: ONE }), at("2026-11-26T01:47:00Z"))).kind,
    ).toBe("started");
  });

  it("tells the shopper about their own unpaid hold when they try the same car again with a new form", async () => {
    const car = freshCar();
    const phone = "+61411111112";
    await startReservation(handle.db, request(car, "k-u5", { phone }), at("2026-11-26T02:00:00Z"));
    expect((await startReservation(handle.db, request(car, "k-u6", { phone }), at("2026-11-26T02:01:00Z"))).kind).toBe(
      "shopper-has-unpaid",
    );
    // Another shopper is told the car is taken, not about anyone's unpaid hold.
    expect((await startReservation(handle.db, request(car, "k-u7"), at("2026-11-26T02:01:00Z"))).kind).toBe("taken");
  });

  it("refuses a second unpaid hold of the same account under another mobile number; other sites are not counted", async () => {
    const bigbox = await seeded.siteFor("bigbox-used");
    await handle.db.insert(authUsers).values({
      id: "reserver-1",
      siteId,
      name: "",
      email: "reserver-1@phone.invalid",
      phoneNumber: "+61411111113",
      phoneNumberVerified: true,
    });
    const who = { userId: "reserver-1" };
    const now = at("2026-11-26T03:00:00Z");
    expect((await startReservation(handle.db, request(freshCar(), "k-u8", who), now)).kind).toBe("started");
    expect((await startReservation(handle.db, request(freshCar(), "k-u9", who), now)).kind).toBe("shopper-has-unpaid");
    const [elsewhere] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, bigbox.id), eq(vehicles.status, "in_stock")))
      .limit(1);
    const sameNumber = { phone: phoneFor("k-u8"), siteId: bigbox.id };
    expect((await startReservation(handle.db, request(elsewhere!.id, "k-u10", sameNumber), now)).kind).toBe("started");
  });

  it("is enforced by the table itself: a raw insert of a second unpaid hold of one mobile number fails", async () => {
    const phone = "+61411111114";
    await startReservation(handle.db, request(freshCar(), "k-u11", { phone }), at("2026-11-26T04:00:00Z"));
    const raw = handle.db
      .execute(sql`insert into reservations (site_id, vehicle_id, request_key, state, hold, deposit_cents, hold_seconds, car, shopper, origin, payment_provider)
      values (${siteId}, ${freshCar()}, 'k-u12', 'pending_payment', tstzrange('2026-11-26T04:05:00Z', '2026-11-26T04:40:00Z'), 20000, 172800, '{}'::jsonb, ${JSON.stringify({ phone })}::jsonb, 'http://x', 'demo')`);
    const err = (await raw.then(
      () => null,
      (e: unknown) => e,
    )) as { message?: string; cause?: { message?: string } } | null;
    expect(`${err?.message} ${err?.cause?.message}`).toMatch(/reservations_one_unpaid_hold_per_phone/);
  });

  it("one shopper trying 10 cars at once gets exactly one unpaid hold; the other 9 are told to finish or cancel it; nothing throws", async () => {
    const phone = "+61411111115";
    const now = at("2026-11-26T05:00:00Z");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        startReservation(handle.db, request(freshCar(), `k-race-${i}`, { phone }), now),
      ),
    );
    const kinds = outcomes.map((o) => (o.status === "fulfilled" ? o.value.kind : `error: ${String(o.reason)}`));
    const tally = kinds.reduce<Record<string, number>>((t, k) => ({ ...t, [k]: (t[k] ?? 0) + 1 }), {});
    expect(tally).toEqual({ started: 1, "shopper-has-unpaid": 9 });
  });
});

describe("the same request finds the same reservation", () => {
  it("returns the first reservation for a repeated request key, and stores one row", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-f1"), at("2026-11-25T01:00:00Z"));
    const again = await startReservation(handle.db, request(car, "k-f1"), at("2026-11-25T01:00:02Z"));
    expect(again.kind).toBe("existing");
    if (!("reservation" in first) || !("reservation" in again)) throw new Error("expected reservations");
    expect(again.reservation.id).toBe(first.reservation.id);
    const [rows] = await handle.db.select({ n: count() }).from(reservations).where(eq(reservations.requestKey, "k-f1"));
    expect(rows!.n).toBe(1);
  });

  it("authorising twice holds once and records one 'held' event", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-g1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    expect((await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:02:00Z"))).kind).toBe("held");
    expect((await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:02:05Z"))).kind).toBe("already");
    const events = await reservationEventsOf(handle.db, first.reservation.id);
    expect(events.map((e) => e.state)).toEqual(["pending_payment", "held"]);
  });
});

describe("state changes", () => {
  it("lets exactly one of the dealer's confirm and the shopper's cancel win", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-h1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    await handle.db.update(reservations).set({ paymentId: "demo_h1" }).where(eq(reservations.id, first.reservation.id));
    await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:01:00Z"));
    const now = at("2026-11-25T03:00:00Z");
    const [confirm, cancel] = await Promise.all([
      changeState(handle.db, first.reservation.id, {
        from: ["held"],
        to: "confirmed",
        payment: "capture",
        markSold: true,
        requireLive: true,
        now,
      }),
      changeState(handle.db, first.reservation.id, {
        from: ["held"],
        to: "cancelled",
        payment: "cancel",
        requireLive: true,
        now,
      }),
    ]);
    expect([confirm, cancel].filter(Boolean)).toHaveLength(1);
    const jobs = await handle.db
      .select({ action: paymentJobs.action })
      .from(paymentJobs)
      .where(eq(paymentJobs.reservationId, first.reservation.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.action).toBe(confirm ? "capture" : "cancel");
  });

  it("confirming the sale marks the car sold and queues the capture under its own idempotency key", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-i1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    await handle.db.update(reservations).set({ paymentId: "demo_i1" }).where(eq(reservations.id, first.reservation.id));
    await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:01:00Z"));
    await changeState(handle.db, first.reservation.id, {
      from: ["held"],
      to: "confirmed",
      payment: "capture",
      markSold: true,
      requireLive: true,
      now: at("2026-11-25T05:00:00Z"),
    });
    const [row] = await handle.db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.id, car));
    expect(row!.status).toBe("sold");
    const [job] = await handle.db.select().from(paymentJobs).where(eq(paymentJobs.reservationId, first.reservation.id));
    expect(job!.idempotencyKey).toBe(`reservation-${first.reservation.id}-capture`);
  });

  it("refuses a change the state rules do not allow, before touching the database", async () => {
    await expect(
      changeState(handle.db, 1, { from: ["pending_payment"], to: "confirmed", requireLive: true }),
    ).rejects.toThrow(/never goes from pending_payment to confirmed/);
  });

  it("refuses to confirm a hold whose time has run out", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-j1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:01:00Z"));
    const late = await changeState(handle.db, first.reservation.id, {
      from: ["held"],
      to: "confirmed",
      requireLive: true,
      now: at("2026-11-27T01:02:00Z"),
    });
    expect(late).toBeNull();
  });

  it("fails a deposit paid after the payment window and queues its cancellation", async () => {
    const car = freshCar();
    const first = await startReservation(handle.db, request(car, "k-k1"), at("2026-11-25T01:00:00Z"));
    if (!("reservation" in first)) throw new Error("expected a reservation");
    await handle.db.update(reservations).set({ paymentId: "demo_k1" }).where(eq(reservations.id, first.reservation.id));
    const late = await markAuthorised(handle.db, first.reservation.id, at("2026-11-25T01:36:00Z"));
    expect(late.kind).toBe("lapsed");
    expect(late.reservation.state).toBe("payment_failed");
    const jobs = await handle.db
      .select({ action: paymentJobs.action })
      .from(paymentJobs)
      .where(eq(paymentJobs.reservationId, first.reservation.id));
    expect(jobs.map((j) => j.action)).toEqual(["cancel"]);
  });

  it("records lapsed holds as expired (paid) or payment_failed (unpaid), each with a cancel job when money was taken", async () => {
    const paidCar = freshCar();
    const unpaidCar = freshCar();
    const paid = await startReservation(handle.db, request(paidCar, "k-l1"), at("2026-11-20T01:00:00Z"));
    const unpaid = await startReservation(handle.db, request(unpaidCar, "k-l2"), at("2026-11-20T01:00:00Z"));
    if (!("reservation" in paid) || !("reservation" in unpaid)) throw new Error("expected reservations");
    await handle.db.update(reservations).set({ paymentId: "demo_l1" }).where(eq(reservations.id, paid.reservation.id));
    await markAuthorised(handle.db, paid.reservation.id, at("2026-11-20T01:01:00Z"));
    await recordLapsedHolds(handle.db, at("2026-11-23T00:00:00Z"));
    const states = await handle.db
      .select({ id: reservations.id, state: reservations.state })
      .from(reservations)
      .where(sql`${reservations.id} in (${paid.reservation.id}, ${unpaid.reservation.id})`);
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({
      [paid.reservation.id]: "expired",
      [unpaid.reservation.id]: "payment_failed",
    });
    const jobs = await handle.db
      .select({ id: paymentJobs.reservationId })
      .from(paymentJobs)
      .where(sql`${paymentJobs.reservationId} in (${paid.reservation.id}, ${unpaid.reservation.id})`);
    expect(jobs.map((j) => j.id)).toEqual([paid.reservation.id]);
  });
});

describe("a car reads as reserved while a paid hold lasts", () => {
  it("shows Reserved for a live held car, and 'being reserved' (not Reserved) while its deposit is being paid", async () => {
    const car = freshCar();
    const start = new Date();
    const read = async () =>
      (
        await handle.db
          .select({ reserved: reservedNow, beingReserved: beingReservedNow, until: liveHoldEnd })
          .from(vehicles)
          .where(eq(vehicles.id, car))
      )[0]!;
    expect(await read()).toMatchObject({ reserved: false, beingReserved: false });
    const first = await startReservation(handle.db, request(car, "k-m1"), start);
    if (!("reservation" in first)) throw new Error("expected a reservation");
    expect(await read()).toMatchObject({ reserved: false, beingReserved: true });
    await markAuthorised(handle.db, first.reservation.id, start);
    const held = await read();
    expect(held).toMatchObject({ reserved: true, beingReserved: false });
    expect(held.until?.getTime()).toBe(start.getTime() + 48 * 3600_000);
  });

  it("stops showing 'being reserved' once the payment window has passed or the shopper has given up", async () => {
    const [lapsed, abandoned] = [freshCar(), freshCar()];
    const read = async (car: number) =>
      (await handle.db.select({ beingReserved: beingReservedNow }).from(vehicles).where(eq(vehicles.id, car)))[0]!
        .beingReserved;
    // Started 36 minutes ago: its window closed a minute ago, and no sweep has recorded it.
    await startReservation(handle.db, request(lapsed, "k-m2"), new Date(Date.now() - 36 * 60_000));
    expect(await read(lapsed)).toBe(false);
    const started = await startReservation(handle.db, request(abandoned, "k-m3"), new Date());
    if (!("reservation" in started)) throw new Error("expected a reservation");
    expect(await read(abandoned)).toBe(true);
    await changeState(handle.db, started.reservation.id, {
      from: ["pending_payment"],
      to: "cancelled",
      requireLive: true,
    });
    expect(await read(abandoned)).toBe(false);
  });
});

describe("200 shoppers reserve the same car at once", () => {
  it("stores exactly one hold; the other 199 are told it is taken; nothing throws", async () => {
    const car = freshCar();
    const now = new Date("2026-11-25T04:00:00Z");
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => startReservation(handle.db, request(car, `race-${i}`), now)),
    );
    const ms = performance.now() - started;
    const kinds = outcomes.map((o) => (o.status === "fulfilled" ? o.value.kind : `error: ${String(o.reason)}`));
    const tally = kinds.reduce<Record<string, number>>((t, k) => ({ ...t, [k]: (t[k] ?? 0) + 1 }), {});
    console.log(
      `reservation race (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}): ${JSON.stringify(tally)} in ${Math.round(ms)} ms`,
    );
    expect(tally).toEqual({ started: 1, taken: 199 });
    const [live] = await handle.db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.vehicleId, car), sql`${reservations.state} in ('pending_payment', 'held')`));
    expect(live!.n).toBe(1);
  }, 60_000);
});
