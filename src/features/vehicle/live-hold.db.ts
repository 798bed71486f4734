import { sql, type SQL } from "drizzle-orm";

/*
 * Written with table-qualified names on purpose: drizzle prints a column in a select list's top-level SQL
 * without its table when the query reads one table, and inside these subqueries a bare "id" or "state"
 * would then mean the reservation's own column, silently (seen: a live hold read as none).
 */
const LIVE_HOLD_OF_CAR = sql.raw(
  `"reservations"."vehicle_id" = "vehicles"."id" and "reservations"."state" = 'held' and upper("reservations"."hold") > now()`,
);

const UNPAID_HOLD_OF_CAR = sql.raw(
  `"reservations"."vehicle_id" = "vehicles"."id" and "reservations"."state" = 'pending_payment' and upper("reservations"."hold") > now()`,
);

/**
 * The spec's `reserved`, as it is now: the stock feed's flag, or a paid hold on this site whose time has not
 * run out. Computed from the stored range at read time, so a hold that ends puts the car back on sale by
 * itself, with no timer or sweep. (A hold still waiting for its deposit is not shown as Reserved: see
 * beingReservedNow.) Selected from "vehicles".
 */
export const reservedNow: SQL<boolean> = sql<boolean>`("vehicles"."reserved" or exists (select 1 from "reservations" where ${LIVE_HOLD_OF_CAR}))`;

/**
 * Whether a shopper is paying the deposit for this car right now (a hold waiting for it, within its payment
 * window): nobody else is offered 'Reserve Car Now' meanwhile, since the database would refuse them. Not the
 * spec's Reserved: the payment may never come. Selected from "vehicles".
 */
export const beingReservedNow: SQL<boolean> = sql<boolean>`exists (select 1 from "reservations" where ${UNPAID_HOLD_OF_CAR})`;

/** When the car's live hold ends; null when it has none. Selected from "vehicles". */
export const liveHoldEnd: SQL<Date | null> =
  sql<Date | null>`(select (extract(epoch from upper("reservations"."hold")) * 1000)::float8 from "reservations" where ${LIVE_HOLD_OF_CAR} limit 1)`.mapWith(
    (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms))),
  );

/**
 * What the search index must notice about a site's holds: how many are live now, paid or waiting for the
 * deposit (it drops when one runs out) and the last change to any of them (a hold placed, paid, released or cancelled).
 */
export function holdsVersion(siteId: number): SQL<string> {
  return sql<string>`(select count(*) filter (where "reservations"."state" in ('held', 'pending_payment') and upper("reservations"."hold") > now()) || '/' || coalesce(max("reservations"."updated_at")::text, '') from "reservations" where "reservations"."site_id" = ${siteId})`;
}
