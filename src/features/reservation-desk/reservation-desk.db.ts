import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { dealerDecision, type ReservationState } from "@/features/reserve";
import { changeState, reservationEventsOf } from "@/features/reserve/index.server";
import { can, roleMay, type Member } from "@/features/staff";
import { appendAudit, auditTrail } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { reservations, sites, staffGroupSites, staffUsers } from "@/platform/db/schema";
import type { DeskListFilters } from "./desk-list-query";
import { reservationTarget, type DeskWorker } from "./desk-scope";

/*
 * Reservations as the console reads and decides them. A reservation is placed by its car as it was reserved (the
 * dealership and location in its stored car), so a salesperson of one location sees that location's holds only. Every
 * decision goes through the reserve feature's own state change (the same compare-and-set, event and payment job as the
 * dealer's signed links), with the audit row written in its transaction.
 */

const RESERVATION_PAGE_SIZE = 50;

const dealershipOf = sql<number | null>`(${reservations.car}->>'dealershipId')::int`;
const locationOf = sql<number | null>`(${reservations.car}->>'locationId')::int`;
const epochMs = (expr: SQL) => sql<number>`(extract(epoch from ${expr}) * 1000)::float8`.mapWith(Number);

const rowFields = {
  id: reservations.id,
  groupId: staffGroupSites.organizationId,
  siteId: reservations.siteId,
  siteSlug: sites.slug,
  siteName: sites.name,
  dealershipId: dealershipOf,
  locationId: locationOf,
  state: reservations.state,
  startsAtMs: epochMs(sql`lower(${reservations.hold})`),
  endsAtMs: epochMs(sql`upper(${reservations.hold})`),
  depositCents: reservations.depositCents,
  holdSeconds: reservations.holdSeconds,
  car: reservations.car,
  shopper: reservations.shopper,
  purchase: reservations.purchase,
  paymentProvider: reservations.paymentProvider,
  leadId: reservations.leadId,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
};

function toRow<T extends { startsAtMs: number; endsAtMs: number }>(row: T) {
  const { startsAtMs, endsAtMs, ...rest } = row;
  return { ...rest, startsAt: new Date(startsAtMs), endsAt: new Date(endsAtMs) };
}

export type DeskReservation = ReturnType<typeof toRow<Awaited<ReturnType<typeof selectRows>>[number]>>;

function selectRows(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select(rowFields)
    .from(reservations)
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, reservations.siteId))
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit);
}

/** The reservations a member may read, as SQL: of their group's sites, and unless they own the group, in their scopes. */
function memberScope(member: Member): SQL | undefined {
  const group = eq(staffGroupSites.organizationId, member.groupId);
  if (member.role === "owner") return group;
  return and(
    group,
    or(
      sql`false`,
      ...member.scopes.map((scope) =>
        and(
          eq(reservations.siteId, scope.siteId),
          scope.dealershipId === null ? undefined : sql`${dealershipOf} = ${scope.dealershipId}`,
          scope.locationId === null ? undefined : sql`${locationOf} = ${scope.locationId}`,
        ),
      ),
    ),
  );
}

/**
 * A page of the reservations a member may read, newest first, filtered by site and state: at most
 * RESERVATION_PAGE_SIZE, keyed on (created_at, id) of the last one shown, so a deep page costs what the first does.
 */
export async function listReservations(
  db: Database,
  member: Member,
  filters: DeskListFilters<ReservationState>,
): Promise<{ rows: DeskReservation[]; nextAfter: number | null }> {
  if (!roleMay(member.role, "reservation", "read")) return { rows: [], nextAfter: null };
  const cursor = filters.after
    ? sql`(${reservations.createdAt}, ${reservations.id}) < (select r.created_at, r.id from ${reservations} r where r.id = ${filters.after})`
    : undefined;
  const found = await selectRows(
    db,
    and(
      memberScope(member),
      filters.site ? eq(sites.slug, filters.site) : undefined,
      filters.state ? eq(reservations.state, filters.state) : undefined,
      cursor,
    ),
    RESERVATION_PAGE_SIZE + 1,
  );
  // The SQL is the filter; `can` checks each row again, so a mistake in it shows as a short page, never a leak.
  const rows = found
    .slice(0, RESERVATION_PAGE_SIZE)
    .filter((row) => can(member, "read", reservationTarget(row)))
    .map(toRow);
  return { rows, nextAfter: found.length > RESERVATION_PAGE_SIZE ? found[RESERVATION_PAGE_SIZE - 1]!.id : null };
}

/**
 * One reservation the member may do `action` on; null for one that does not exist and for one they may not see (the
 * two answer alike, so a member cannot learn that another group's reservation exists).
 */
export async function reservationForMember(
  db: Database,
  member: Member,
  id: number,
  action: "read" | "update" = "read",
): Promise<DeskReservation | null> {
  const [row] = await selectRows(
    db,
    and(eq(reservations.id, id), eq(staffGroupSites.organizationId, member.groupId)),
    1,
  );
  return row && can(member, action, reservationTarget(row)) ? toRow(row) : null;
}

/** A reservation's history for the desk: its state changes (the shopper's, the dealer's, the worker's) and the console's audit rows. */
export async function reservationHistory(db: Database, groupId: string, id: number) {
  const [events, audit] = await Promise.all([
    reservationEventsOf(db, id),
    auditTrail(db, groupId, { kind: "reservation", id: String(id) }),
  ]);
  const actors = audit.length
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, [...new Set(audit.map((row) => row.actorId))]))
    : [];
  return {
    events,
    audit: audit.map((row) => ({
      at: row.at,
      action: row.action,
      after: row.after as Record<string, unknown> | null,
      actorName: actors.find((a) => a.id === row.actorId)?.name ?? "a former member",
    })),
  };
}

export type DecisionResult = { ok: true; state: ReservationState } | { ok: false; reason: "not-found" | "not-held" };

/**
 * Confirms the sale of a held car or releases it, as the member: refused as not found outside their scope, and as no
 * longer held when the hold ended or someone decided first (the shopper's cancel, a colleague, the signed link). The
 * change, its event, its payment job and the audit row are one transaction.
 */
export async function decideReservation(
  db: Database,
  who: Pick<DeskWorker, "userId" | "member">,
  input: { id: number; action: "confirm" | "release"; reason?: string },
  now = new Date(),
): Promise<DecisionResult> {
  const reservation = await reservationForMember(db, who.member, input.id, "update");
  if (!reservation) return { ok: false, reason: "not-found" };
  const changed = await changeState(db, reservation.id, {
    ...dealerDecision(input.action, input.reason),
    now,
    onChanged: async (tx, after) =>
      appendAudit(tx, {
        groupId: reservation.groupId,
        siteId: reservation.siteId,
        actorId: who.userId,
        action: input.action === "confirm" ? "reservation.confirm" : "reservation.release",
        targetKind: "reservation",
        targetId: String(reservation.id),
        before: { state: reservation.state },
        after: { state: after.state, ...(input.reason ? { reason: input.reason } : {}) },
      }),
  });
  return changed ? { ok: true, state: changed.state } : { ok: false, reason: "not-held" };
}
