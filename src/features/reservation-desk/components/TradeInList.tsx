import { flowView } from "@/features/trade-in";
import { getDb } from "@/platform/db/db.server";
import { deskListHref, parseDeskListQuery } from "@/features/reservation-desk/desk-list-query";
import { deskTime, type DeskWorker } from "@/features/reservation-desk/desk-scope";
import { listTradeIns } from "@/features/reservation-desk/trade-in-desk.db";
import { TRADE_IN_STATE_LABELS, tradeCar } from "@/features/reservation-desk/trade-in-messages";
import { DeskFilters, FilterErrors, queryValues } from "./DeskParts";

/** The trade-in flows of the member's scope, newest first, with each one's offer and whether it still holds. */
export async function TradeInList({
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
    TRADE_IN_STATE_LABELS,
  );
  const page = parsed.ok ? await listTradeIns(await getDb(), place.member, parsed.filters) : null;
  const now = new Date();
  return (
    <main className="mx-auto max-w-6xl p-4 sm:p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Trade-ins</h1>
      <p className="mt-1 text-gray-700">{place.groupName}</p>
      <FilterErrors errors={parsed.ok ? [] : parsed.errors} />
      <DeskFilters
        action="/trade-ins"
        label="Filter trade-ins"
        values={queryValues(query)}
        errors={parsed.ok ? [] : parsed.errors}
        sites={place.sites}
        states={TRADE_IN_STATE_LABELS}
      />
      {page &&
        (page.rows.length === 0 ? (
          <p className="mt-8">No trade-ins match.</p>
        ) : (
          <ul className="mt-8 divide-y divide-gray-300 border-y border-gray-300" aria-label="Trade-ins, newest first">
            {page.rows.map((row) => (
              <li key={row.leadId} className="py-3">
                <a href={`/trade-ins/${row.leadId}`} className="font-semibold underline">
                  {tradeCar(row.vehicle)}
                </a>{" "}
                <span className="text-gray-700">{row.snapshot.customer.name}</span>
                <div>
                  {flowView(row, now) === "expired" ? "Offer expired" : TRADE_IN_STATE_LABELS[row.state]}
                  {row.offer
                    ? `: $${row.offer.price.toLocaleString("en-AU")}, until ${deskTime(new Date(row.offer.expiresAt), timeZone)}`
                    : ""}
                </div>
                <div className="text-sm text-gray-700">
                  {row.siteName}, started {deskTime(row.createdAt, timeZone)}
                </div>
              </li>
            ))}
          </ul>
        ))}
      {page?.nextAfter && parsed.ok ? (
        <p className="mt-6">
          <a href={deskListHref("/trade-ins", { ...parsed.filters, after: page.nextAfter })} className="underline">
            Older trade-ins
          </a>
        </p>
      ) : null}
    </main>
  );
}
