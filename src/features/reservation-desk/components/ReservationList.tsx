import { depositLabel, effectiveState, holdsCar, STATE_LABELS, timeLeft } from "@/features/reserve";
import { getDb } from "@/platform/db/db.server";
import type { ListQuery } from "@/domain/list-query";
import { deskListHref, parseDeskListQuery } from "@/features/reservation-desk/desk-list-query";
import { deskTime, type DeskWorker } from "@/features/reservation-desk/desk-scope";
import { listReservations } from "@/features/reservation-desk/reservation-desk.db";
import { DeskListPage } from "./DeskParts";

/**
 * The reservations of the member's scope, newest first, a page at a time, filtered by the URL: the state each is
 * really in now (a hold past its end reads as ended before the worker records it) and the time a live hold has left.
 */
export async function ReservationList({
  place,
  query,
  timeZone,
}: {
  place: DeskWorker;
  query: ListQuery;
  timeZone: string;
}) {
  const parsed = parseDeskListQuery(
    query,
    place.sites.map((site) => site.slug),
    STATE_LABELS,
  );
  const page = parsed.ok ? await listReservations(await getDb(), place.member, parsed.filters) : null;
  const now = new Date();
  return (
    <DeskListPage
      title="Reservations"
      noun="reservations"
      path="/reservations"
      groupName={place.groupName}
      query={query}
      errors={parsed.ok ? [] : parsed.errors}
      sites={place.sites}
      states={STATE_LABELS}
      items={
        page?.rows.map((row) => ({
          key: row.id,
          row: (
            <>
              <a href={`/reservations/${row.id}`} className="font-semibold underline">
                {row.car.name}
              </a>{" "}
              <span className="text-gray-700">stock {row.car.stocknum}</span>
              <div>
                {STATE_LABELS[effectiveState(row, now)]}
                {holdsCar(row, now) ? `, ${timeLeft(row.endsAt, now)} left` : ""}. Deposit{" "}
                {depositLabel(row.depositCents)}.
              </div>
              <div className="text-sm text-gray-700">
                {row.shopper.name}, {row.siteName}, reserved {deskTime(row.createdAt, timeZone)}
              </div>
            </>
          ),
        })) ?? null
      }
      olderHref={
        page?.nextAfter && parsed.ok
          ? deskListHref("/reservations", { ...parsed.filters, after: page.nextAfter })
          : null
      }
    />
  );
}
