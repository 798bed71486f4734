import "server-only";
import type { ListQuery } from "@/domain/list-query";
import { isReportTableName, loadReportTable, REPORT_TABLES } from "./report-load.db";
import { reportRequest } from "./report-request.server";
import { tableCsv } from "./report-tables";

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * One report table as a CSV download, for the same member, site and range as its page (not found where the page is
 * not; a bad table or range is a 400 naming the field).
 */
export async function reportCsvResponse(query: ListQuery): Promise<Response> {
  const { table, ...rangeQuery } = query;
  const request = await reportRequest(rangeQuery);
  if (!isReportTableName(table)) return plain(400, `Table: choose one of ${Object.keys(REPORT_TABLES).join(", ")}.`);
  const { answer } = request;
  if (!answer.ok) return plain(400, answer.errors.map((e) => e.message).join("\n"));
  const rows = await loadReportTable(request.db, answer.place, answer.range, answer.timeZone, table, request.now);
  const filename = `${answer.range.site}-${table}-${answer.range.from}-to-${answer.range.to}.csv`;
  return new Response(tableCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
