import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads } from "@/platform/db/schema";
import type { DatabaseHandle } from "@/platform/db/client";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import type { DeskPlace } from "./desk-place";
import { exportLeads } from "./lead-export.db";
import { listLeads } from "./lead-list.db";
import type { LeadListFilters } from "./lead-list-query";
import { addDeskStaff, groupWithSite, locationScope, storeDeskLead, type GroupSite } from "./testing/desk-fixture";

/** The list's work filters (where, who, car, overdue) and the CSV export, on the real database, across groups. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
const ZONE = "Australia/Sydney";
const NOW = new Date("2026-11-30T03:00:00Z");
const ALL: LeadListFilters = {
  site: null,
  category: null,
  status: null,
  from: null,
  to: null,
  q: null,
  dealership: null,
  location: null,
  assignee: null,
  car: null,
  overdue: false,
  after: null,
};
const ids: Record<string, number> = {};
let owner: Awaited<ReturnType<typeof addDeskStaff>>;
let ann: Awaited<ReturnType<typeof addDeskStaff>>;
let southernOwner: Awaited<ReturnType<typeof addDeskStaff>>;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
  const [first, second] = harbour.places;
  owner = await addDeskStaff(handle.db, harbour, "owner", [], "w-owner");
  ann = await addDeskStaff(handle.db, harbour, "sales", [locationScope(first!)], "w-ann");
  southernOwner = await addDeskStaff(handle.db, southern, "owner", [], "w-southern-owner");
  const vehicle = (stocknum: string, model: string) => ({
    id: 1,
    year: 2022,
    make: "Toyota",
    model,
    badge: null,
    vin: null,
    stocknum,
    price: 30000,
    carType: "used" as const,
    status: "available",
    km: 1000,
  });
  ids.annsOverdue = await storeDeskLead(handle.db, first!, { vehicle: vehicle("HT-001", "Corolla") });
  ids.unassignedDue = await storeDeskLead(handle.db, first!, {
    vehicle: vehicle("HT-002", "HiLux"),
    customer: {
      name: "=cmd|' /C calc'!A0",
      lastName: null,
      email: "x@shopper.example",
      phone: "+61 400 000 123",
      postcode: null,
    },
  });
  ids.secondLocation = await storeDeskLead(handle.db, second!, { vehicle: vehicle("HT-003", "Camry") });
  ids.southern = await storeDeskLead(handle.db, southern.places[0]!, { vehicle: vehicle("HT-001", "Corolla") });
  await handle.db
    .update(leads)
    .set({ assigneeId: "w-ann", responseDueAt: new Date("2026-11-30T01:00:00Z") })
    .where(eq(leads.id, ids.annsOverdue));
  await handle.db
    .update(leads)
    .set({ responseDueAt: new Date("2026-11-30T05:00:00Z") })
    .where(eq(leads.id, ids.unassignedDue));
}, 120_000);
afterAll(async () => handle?.close());

const place = (who: typeof owner, group: GroupSite, slug: string): DeskPlace => ({
  ...who,
  groupName: group.groupId,
  sites: [{ id: group.siteId, slug, name: slug }],
});
const listed = async (who: typeof owner, filters: Partial<LeadListFilters>) =>
  (await listLeads(handle.db, who.member, { ...ALL, ...filters }, ZONE, { me: who.userId, now: NOW })).rows.map(
    (row) => row.id,
  );

describe("the list's work filters", () => {
  it("filters by assignee: nobody, mine, or a member by id", async () => {
    expect(await listed(owner, { assignee: "unassigned" })).not.toContain(ids.annsOverdue);
    expect(await listed(owner, { assignee: "unassigned" })).toContain(ids.unassignedDue);
    expect(await listed(ann, { assignee: "mine" })).toEqual([ids.annsOverdue]);
    expect(await listed(owner, { assignee: "w-ann" })).toEqual([ids.annsOverdue]);
    expect(await listed(owner, { assignee: "mine" })).toEqual([]);
  });

  it("filters by dealership and location", async () => {
    const [first, second] = harbour.places;
    expect(await listed(owner, { location: second!.locationId })).toEqual([ids.secondLocation]);
    expect(await listed(owner, { dealership: first!.dealershipId })).toContain(ids.annsOverdue);
  });

  it("finds a car by its stock number in any case, or by its model, only in the member's scope", async () => {
    expect(await listed(owner, { car: "ht-001" })).toEqual([ids.annsOverdue]);
    expect(await listed(owner, { car: "hilux" })).toEqual([ids.unassignedDue]);
    expect(await listed(southernOwner, { car: "HT-001" })).toEqual([ids.southern]);
  });

  it("shows only leads past their first-response due time with no contact when asked for overdue", async () => {
    expect(await listed(owner, { overdue: true })).toEqual([ids.annsOverdue]);
    expect(await listed(southernOwner, { overdue: true })).toEqual([]);
  });

  it("a salesperson's filters never reach outside their location", async () => {
    expect(await listed(ann, { location: harbour.places[1]!.locationId })).toEqual([]);
  });
});

async function text(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return new Response(stream).text();
}

describe("the CSV export", () => {
  it("exports the member's leads only, with formula-looking cells made text, and records the export", async () => {
    const csv = await text(await exportLeads(handle.db, place(owner, harbour, "harbour-toyota"), ALL, ZONE));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Lead,Received,Site,/);
    const leadIds = lines.slice(1).map((line) => Number(line.split(",")[0]));
    expect(leadIds).toEqual(expect.arrayContaining([ids.annsOverdue, ids.unassignedDue, ids.secondLocation]));
    expect(leadIds).not.toContain(ids.southern);
    expect(csv).toContain(",'=cmd|' /C calc'!A0,");
    expect(csv).toContain("'+61 400 000 123");
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.actorId, "w-owner"));
    expect(audit).toMatchObject({ action: "lead.export", organizationId: harbour.groupId });
  });

  it("exports with the list's filters, and another group's export holds none of this group's leads", async () => {
    const mine = await text(
      await exportLeads(
        handle.db,
        place(southernOwner, southern, "southern-cross-motors"),
        { ...ALL, car: "HT-001" },
        ZONE,
      ),
    );
    expect(
      mine
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => Number(line.split(",")[0])),
    ).toEqual([ids.southern]);
  });

  it("refuses a salesperson, whose role may not export", async () => {
    expect(await exportLeads(handle.db, place(ann, harbour, "harbour-toyota"), ALL, ZONE)).toBeNull();
  });

  it("reads a long export a page at a time, every lead once", async () => {
    for (let i = 0; i < 1100; i++) await storeDeskLead(handle.db, harbour.places[1]!, {});
    const csv = await text(await exportLeads(handle.db, place(owner, harbour, "harbour-toyota"), ALL, ZONE));
    const leadIds = csv
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    expect(new Set(leadIds).size).toBe(leadIds.length);
    expect(leadIds.length).toBe(1103);
  }, 120_000);
});
