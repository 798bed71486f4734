import { roleMay } from "@/features/staff";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { csvRow } from "@/platform/csv/csv";
import type { DeskPlace } from "./desk-place";
import { listLeads, type LeadListRow } from "./lead-list.db";
import type { LeadListFilters } from "./lead-list-query";

/** Leads read per query while exporting: one page in memory at a time, however many the export holds. */
const EXPORT_PAGE_SIZE = 500;

const HEADER = [
  "Lead",
  "Received",
  "Site",
  "Category",
  "Status",
  "Customer",
  "E-mail",
  "Phone",
  "Car",
  "Stock number",
  "Assigned to",
  "First response due",
  "First contacted",
];

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function exportRow(row: LeadListRow): string {
  return csvRow([
    row.id,
    iso(row.createdAt),
    row.siteName,
    row.category,
    row.status,
    row.customerName,
    row.email,
    row.phone,
    row.car,
    row.stockNumber,
    row.assigneeName,
    iso(row.responseDueAt),
    iso(row.firstContactedAt),
  ]);
}

/**
 * The leads a member may read that match the filters, as CSV, read a page at a time (keyset, as the list pages) while
 * the stream is read, so an export of a hundred thousand leads never holds them all. Null for a member whose role may
 * not export. The export is recorded in the audit log, with its filters, before the first row leaves.
 */
export async function exportLeads(
  db: Database,
  place: DeskPlace,
  filters: LeadListFilters,
  timeZone: string,
): Promise<ReadableStream<Uint8Array> | null> {
  if (!roleMay(place.member.role, "lead", "export")) return null;
  await appendAudit(db, {
    groupId: place.member.groupId,
    siteId: place.sites.find((site) => site.slug === filters.site)?.id ?? null,
    actorId: place.userId,
    action: "lead.export",
    targetKind: "lead-list",
    targetId: "csv",
    before: null,
    after: { filters: { ...filters } },
  });
  const encoder = new TextEncoder();
  const now = new Date();
  let after: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(HEADER)));
        return;
      }
      const page = await listLeads(db, place.member, { ...filters, after }, timeZone, {
        me: place.userId,
        pageSize: EXPORT_PAGE_SIZE,
        now,
      });
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map(exportRow).join("")));
      if (page.nextAfter === null) controller.close();
      else after = page.nextAfter;
    },
  });
}
