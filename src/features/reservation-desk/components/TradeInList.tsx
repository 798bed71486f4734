import { flowView } from "@/features/trade-in";
import { getDb } from "@/platform/db/db.server";
import type { ListQuery } from "@/domain/list-query";
import { deskListHref, parseDeskListQuery } from "@/features/reservation-desk/desk-list-query";
import { deskTime, type DeskWorker } from "@/features/reservation-desk/desk-scope";
import { listTradeIns } from "@/features/reservation-desk/trade-in-desk.db";
import { TRADE_IN_STATE_LABELS, tradeCar } from "@/features/reservation-desk/trade-in-messages";
import { DeskListPage } from "./DeskParts";

/** The trade-in flows of the member's scope, newest first, with each one's offer and whether it still holds. */
export async function TradeInList({
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
    TRADE_IN_STATE_LABELS,
  );
  const page = parsed.ok ? await listTradeIns(await getDb(), place.member, parsed.filters) : null;
  const now = new Date();
  return (
    <DeskListPage
      title="Trade-ins"
      noun="trade-ins"
      path="/trade-ins"
      groupName={place.groupName}
      query={query}
      errors={parsed.ok ? [] : parsed.errors}
      sites={place.sites}
      states={TRADE_IN_STATE_LABELS}
      items={
        page?.rows.map((row) => ({
          key: row.leadId,
          row: (
            <>
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
            </>
          ),
        })) ?? null
      }
      olderHref={
        page?.nextAfter && parsed.ok ? deskListHref("/trade-ins", { ...parsed.filters, after: page.nextAfter }) : null
      }
    />
  );
}
