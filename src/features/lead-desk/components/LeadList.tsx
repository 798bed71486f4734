import { listFormValues } from "@/domain/list-query";
import { newestLeadId } from "@/features/lead-desk/lead-live.db";
import { LiveLeads } from "./LiveLeads";
import { getDb } from "@/platform/db/db.server";
import { LEAD_STATUS_LABELS } from "@/features/lead-desk/lead-status";
import { deskMoment, type DeskPlace } from "@/features/lead-desk/desk-place";
import { listLeads } from "@/features/lead-desk/lead-list.db";
import {
  LEAD_LIST_FIELDS,
  leadListHref,
  parseLeadListQuery,
  type LeadListField,
} from "@/features/lead-desk/lead-list-query";
import { leadFilterOptions } from "@/features/lead-desk/lead-filter-options.db";
import { LeadListFilters } from "./LeadListFilters";
import { ExportLink } from "./ExportLink";
import { ResponseCell } from "./ResponseCell";

/**
 * The lead desk's list: the leads of the member's scope, newest first, a page at a time, filtered by the URL. Bad
 * filters are shown on the form, each naming its field, and no list is shown until they are put right.
 */
export async function LeadList({
  place,
  query,
  timeZone,
}: {
  place: DeskPlace;
  query: Record<string, string | string[] | undefined>;
  timeZone: string;
}) {
  const parsed = parseLeadListQuery(
    query,
    place.sites.map((site) => site.slug),
  );
  const db = await getDb();
  const page = parsed.ok ? await listLeads(db, place.member, parsed.filters, timeZone, { me: place.userId }) : null;
  const work = await leadFilterOptions(db, place);
  return (
    <main className="mx-auto max-w-6xl p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Leads</h1>
      <p className="mt-1 text-gray-700">{place.groupName}</p>
      <LiveLeads since={await newestLeadId(await getDb(), place)} query={query} />
      {!parsed.ok && (
        <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">Some filters need fixing:</p>
          <ul className="list-disc pl-6">
            {parsed.errors.map((error) => (
              <li key={error.field}>{error.message}</li>
            ))}
          </ul>
        </div>
      )}
      <LeadListFilters
        values={listFormValues(query, Object.keys(LEAD_LIST_FIELDS) as LeadListField[])}
        errors={parsed.ok ? [] : parsed.errors}
        sites={place.sites}
        work={work}
      />
      {page && parsed.ok && <ExportLink place={place} href={leadListHref({ ...parsed.filters, after: null })} />}
      {page && (
        <>
          {page.rows.length === 0 ? (
            <p className="mt-8">No leads match.</p>
          ) : (
            // The table scrolls inside its box on a narrow screen; the page itself never scrolls sideways.
            <div className="mt-8 overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">Leads, newest first</caption>
                <thead>
                  <tr className="border-b border-gray-400">
                    <th scope="col" className="py-2 pr-4">
                      Received
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Customer
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Category
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Car
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Site
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Assigned to
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      First response
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.rows.map((row) => (
                    <tr key={row.id} className="border-b border-gray-200 align-top">
                      <td className="py-2 pr-4">{deskMoment(row.createdAt, timeZone)}</td>
                      <td className="py-2 pr-4">
                        <a href={`/leads/${row.id}`} className="font-semibold underline">
                          {row.customerName}
                        </a>
                        {row.email && <div className="text-sm text-gray-700">{row.email}</div>}
                        {row.phone && <div className="text-sm text-gray-700">{row.phone}</div>}
                      </td>
                      <td className="py-2 pr-4">{row.category}</td>
                      <td className="py-2 pr-4">{row.car ?? "None"}</td>
                      <td className="py-2 pr-4">{row.siteName}</td>
                      <td className="py-2 pr-4">{LEAD_STATUS_LABELS[row.status]}</td>
                      <td className="py-2 pr-4">{row.assigneeName ?? "Nobody yet"}</td>
                      <ResponseCell row={row} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {page.nextAfter !== null && parsed.ok && (
            <p className="mt-6">
              <a href={leadListHref({ ...parsed.filters, after: page.nextAfter })} className="underline">
                Older leads
              </a>
            </p>
          )}
        </>
      )}
    </main>
  );
}
