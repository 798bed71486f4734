import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskMember, groupWithSite, type GroupSite } from "@/features/lead-desk/testing/desk-fixture";
import { heldReservation } from "@/features/reserve/testing/held-reservation";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { paymentJobs, reservations, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { decideReservation, listReservations, reservationForMember, reservationHistory } from "./reservation-desk.db";

/** The console's reservations on the real database: scope, the reserve feature's own state change, one winner, audit. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
}, 120_000);
afterAll(async () => handle?.close());

const NO_FILTERS = { site: null, state: null, after: null };
const siteScope = (group: GroupSite) => [{ siteId: group.siteId, dealershipId: null, locationId: null }];
const jobsOf = (id: number) =>
  handle.db.select({ action: paymentJobs.action }).from(paymentJobs).where(eq(paymentJobs.reservationId, id));

describe("reading reservations in the console", () => {
  it("lists the group's reservations newest first; another group lists none of them and reads each as missing", async () => {
    const older = await heldReservation(handle.db, harbour.siteId, { now: new Date(Date.now() - 60_000) });
    const newer = await heldReservation(handle.db, harbour.siteId);
    const owner = deskMember(harbour, "owner").member;
    const ids = (await listReservations(handle.db, owner, NO_FILTERS)).rows.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);

    const other = deskMember(southern, "owner").member;
    const theirs = (await listReservations(handle.db, other, NO_FILTERS)).rows.map((r) => r.id);
    expect(theirs).not.toContain(newer.id);
    expect(await reservationForMember(handle.db, other, newer.id)).toBeNull();
    expect(await reservationForMember(handle.db, owner, 2 ** 31 - 1)).toBeNull();
  });

  it("a salesperson sees the holds of their location, not another location's", async () => {
    const r = await heldReservation(handle.db, harbour.siteId);
    const at = (locationId: number | null, dealershipId: number | null) =>
      deskMember(harbour, "sales", [{ siteId: harbour.siteId, dealershipId, locationId }]).member;
    const here = at(r.car.locationId, r.car.dealershipId);
    const elsewhere = harbour.places.find((p) => p.locationId !== r.car.locationId)!;
    const there = at(elsewhere.locationId, elsewhere.dealershipId);
    expect((await listReservations(handle.db, here, NO_FILTERS)).rows.map((x) => x.id)).toContain(r.id);
    expect((await listReservations(handle.db, there, NO_FILTERS)).rows.map((x) => x.id)).not.toContain(r.id);
    expect(await reservationForMember(handle.db, here, r.id)).not.toBeNull();
    expect(await reservationForMember(handle.db, there, r.id)).toBeNull();
  });

  it("filters by state and pages on (created, id)", async () => {
    const owner = deskMember(harbour, "owner").member;
    const held = await listReservations(handle.db, owner, { ...NO_FILTERS, state: "held" });
    expect(held.rows.every((r) => r.state === "held")).toBe(true);
    const first = held.rows[0]!;
    const after = await listReservations(handle.db, owner, { ...NO_FILTERS, after: first.id });
    expect(after.rows.map((r) => r.id)).not.toContain(first.id);
  });

  it("a member with no reservation role lists nothing", async () => {
    const marketing = deskMember(harbour, "marketing", siteScope(harbour)).member;
    expect((await listReservations(handle.db, marketing, NO_FILTERS)).rows).toEqual([]);
  });
});

describe("deciding a reservation in the console", () => {
  it("releases a hold with its reason through the same state change as the signed link: event, refund job, audit", async () => {
    const r = await heldReservation(handle.db, harbour.siteId);
    const manager = deskMember(harbour, "manager", siteScope(harbour), "mia");
    expect(
      await decideReservation(handle.db, manager, { id: r.id, action: "release", reason: "finance fell through" }),
    ).toEqual({
      ok: true,
      state: "released",
    });
    expect(await jobsOf(r.id)).toEqual([{ action: "cancel" }]);
    const history = await reservationHistory(handle.db, harbour.groupId, r.id);
    expect(history.events.at(-1)).toMatchObject({
      state: "released",
      note: "released by the dealer: finance fell through",
    });
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "reservation", id: String(r.id) })).toMatchObject([
      {
        actorId: "mia",
        action: "reservation.release",
        before: { state: "held" },
        after: { state: "released", reason: "finance fell through" },
      },
    ]);
  });

  it("confirms a sale: the deposit is captured and the car marked sold", async () => {
    const r = await heldReservation(handle.db, harbour.siteId);
    const sales = deskMember(harbour, "sales", siteScope(harbour));
    expect(await decideReservation(handle.db, sales, { id: r.id, action: "confirm" })).toEqual({
      ok: true,
      state: "confirmed",
    });
    expect(await jobsOf(r.id)).toEqual([{ action: "capture" }]);
    const [car] = await handle.db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.id, r.vehicleId!));
    expect(car!.status).toBe("sold");
  });

  it("of a release and a confirm at once, one wins and the other is told the car is no longer held", async () => {
    const r = await heldReservation(handle.db, harbour.siteId);
    const manager = deskMember(harbour, "manager", siteScope(harbour));
    const results = await Promise.all([
      decideReservation(handle.db, manager, { id: r.id, action: "release", reason: "no-show" }),
      decideReservation(handle.db, manager, { id: r.id, action: "confirm" }),
    ]);
    expect(results.filter((x) => x.ok)).toHaveLength(1);
    expect(results.filter((x) => !x.ok)).toEqual([{ ok: false, reason: "not-held" }]);
    expect(await jobsOf(r.id)).toHaveLength(1);
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "reservation", id: String(r.id) })).toHaveLength(1);
  });

  it("another group's member, or a member out of scope, changes nothing and is told it is not found", async () => {
    const r = await heldReservation(handle.db, harbour.siteId);
    for (const who of [
      deskMember(southern, "owner"),
      deskMember(southern, "manager", siteScope(southern)),
      deskMember(harbour, "sales", siteScope(southern)),
      deskMember(harbour, "marketing", siteScope(harbour)),
    ])
      expect(await decideReservation(handle.db, who, { id: r.id, action: "release", reason: "x" })).toEqual({
        ok: false,
        reason: "not-found",
      });
    const [row] = await handle.db
      .select({ state: reservations.state })
      .from(reservations)
      .where(eq(reservations.id, r.id));
    expect(row!.state).toBe("held");
    expect(await jobsOf(r.id)).toEqual([]);
  });

  it("a hold already ended is not held any more: nothing changes", async () => {
    const r = await heldReservation(handle.db, harbour.siteId, { now: new Date(Date.now() - 49 * 3600_000) });
    const owner = deskMember(harbour, "owner");
    expect(await decideReservation(handle.db, owner, { id: r.id, action: "confirm" })).toEqual({
      ok: false,
      reason: "not-held",
    });
  });
});
