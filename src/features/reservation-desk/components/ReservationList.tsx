import { depositLabel, effectiveState, holdsCar, STATE_LABELS, timeLeft } from "@/features/reserve";
import { getDb } from "@/platform/db/db.server";
import { deskListHref, parseDeskListQuery } from "@/features/reservation-desk/desk-list-query";
import { deskTime, type DeskWorker } from "@/features/reservation-desk/desk-scope";
import { listReservations } from "@/features/reservation-desk/reservation-desk.db";
import { DeskFilters, FilterErrors, queryValues } from "./DeskParts";

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
  query: Record<string, string | string[] | undefined>;
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
    <main className="mx-auto max-w-6xl p-4 sm:p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Reservations</h1>
      <p className="mt-1 text-gray-700">{place.groupName}</p>
      <FilterErrors errors={parsed.ok ? [] : parsed.errors} />
      <DeskFilters
        action="/reservations"
        label="Filter reservations"
        values={queryValues(query)}
        errors={parsed.ok ? [] : parsed.errors}
        sites={place.sites}
        states={STATE_LABELS}
      />
      {page &&
        (page.rows.length === 0 ? (
          <p className="mt-8">No reservations match.</p>
        ) : (
          <ul
            className="mt-8 divide-y divide-gray-300 border-y border-gray-300"
            aria-label="Reservations, newest first"
          >
            {page.rows.map((row) => (
              <li key={row.id} className="py-3">
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
              </li>
            ))}
          </ul>
        ))}
      {page?.nextAfter && parsed.ok ? (
        <p className="mt-6">
          <a href={deskListHref("/reservations", { ...parsed.filters, after: page.nextAfter })} className="underline">
            Older reservations
          </a>
        </p>
      ) : null}
    </main>
  );
}
