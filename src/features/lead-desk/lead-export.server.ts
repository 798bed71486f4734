import "server-only";
import { getDb } from "@/platform/db/db.server";
import type { DeskPlace } from "./desk-place";
import { exportLeads } from "./lead-export.db";
import { parseLeadListQuery } from "./lead-list-query";

/**
 * `/leads/export.csv`: the list's filters from the URL, the leads the member may read, as a CSV download. Bad filters
 * are answered 400 with each field's message; a member whose role may not export is answered like a missing page.
 */
export async function leadCsvResponse(
  place: DeskPlace,
  query: Record<string, string | string[] | undefined>,
  timeZone: string,
): Promise<Response> {
  const parsed = parseLeadListQuery(
    query,
    place.sites.map((site) => site.slug),
  );
  if (!parsed.ok)
    return new Response(parsed.errors.map((error) => error.message).join("\n"), {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  const stream = await exportLeads(await getDb(), place, parsed.filters, timeZone);
  if (!stream) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
