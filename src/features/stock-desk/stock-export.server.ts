import "server-only";
import type { DeskPlace } from "@/features/lead-desk";
import { appendAudit } from "@/platform/db/audit-log.db";
import { csvRow } from "@/platform/csv/csv";
import { getDb } from "@/platform/db/db.server";
import { listStock, type StockListRow } from "./stock-list.db";
import { parseStockListQuery } from "./stock-list-query";

/** Cars read per query while exporting: one page in memory at a time, however many the export holds. */
const EXPORT_PAGE_SIZE = 500;

const HEADER = ["Car id", "Site", "Stock number", "Rego", "Car", "Price", "Dealer price", "Status", "Shown", "Listed"];

const exportRow = (row: StockListRow) =>
  csvRow([
    row.id,
    row.siteName,
    row.stocknum,
    row.regplate,
    row.car,
    row.price,
    row.dealerPrice ? "yes" : "no",
    row.status,
    row.shown ? "shown" : "hidden",
    row.createdAt.toISOString(),
  ]);

/**
 * `/stock/export.csv`: the list's filters from the URL, the cars the member may read, as a CSV download read a page at
 * a time (keyset) while the stream is read. Every cell goes through the platform's CSV rule, so a stock number or a
 * comment beginning with = + - @ is text in a spreadsheet, never a formula. Bad filters are answered 400 naming each.
 */
export async function stockCsvResponse(
  place: DeskPlace,
  query: Record<string, string | string[] | undefined>,
): Promise<Response> {
  const parsed = parseStockListQuery(
    query,
    place.sites.map((site) => site.slug),
  );
  if (!parsed.ok)
    return new Response(parsed.errors.map((error) => error.message).join("\n"), {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  const db = await getDb();
  const filters = parsed.filters;
  await appendAudit(db, {
    groupId: place.member.groupId,
    siteId: place.sites.find((site) => site.slug === filters.site)?.id ?? null,
    actorId: place.userId,
    action: "stock.export",
    targetKind: "stock-list",
    targetId: "csv",
    before: null,
    after: { filters: { ...filters } },
  });
  const encoder = new TextEncoder();
  let after: number | null = filters.after;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(HEADER)));
        return;
      }
      const page = await listStock(db, place.member, { ...filters, after }, { pageSize: EXPORT_PAGE_SIZE });
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map(exportRow).join("")));
      if (page.nextAfter === null) controller.close();
      else after = page.nextAfter;
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="stock-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
