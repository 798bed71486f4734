import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog, leads } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { addLeadNote, leadDetail } from "./lead-detail.db";
import { changeLeadStatus, leadForMember } from "./lead-work.db";
import { deskMember, groupWithSite, locationScope, storeDeskLead, type GroupSite } from "./testing/desk-fixture";

/** The lead desk's work state on the real database: who may read and change a lead, compare-and-set, the audit row. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
const NOW = new Date("2026-11-28T09:00:00Z");

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
}, 120_000);
afterAll(async () => handle?.close());

const leadRow = async (id: number) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("reading a lead on the desk", () => {
  it("an owner reads their group's lead; another group's owner reads nothing of it", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    expect(await leadForMember(handle.db, deskMember(harbour, "owner"), id)).toMatchObject({ id, status: "new" });
    expect(await leadForMember(handle.db, deskMember(southern, "owner"), id)).toBeNull();
  });

  it("a salesperson reads the leads of their location, not another location's, and a missing lead alike", async () => {
    const [sales, other] = harbour.places;
    const id = await storeDeskLead(handle.db, sales!);
    expect(await leadForMember(handle.db, deskMember(harbour, "sales", [locationScope(sales!)]), id)).not.toBeNull();
    expect(await leadForMember(handle.db, deskMember(harbour, "sales", [locationScope(other!)]), id)).toBeNull();
    expect(
      await leadForMember(handle.db, deskMember(harbour, "sales", [locationScope(sales!)]), 2 ** 31 - 1),
    ).toBeNull();
  });

  it("a service member reads service leads of their site, not a sales enquiry", async () => {
    const service = deskMember(harbour, "service", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }]);
    const serviceLead = await storeDeskLead(handle.db, harbour.places[1]!, { category: "Service" });
    const enquiry = await storeDeskLead(handle.db, harbour.places[1]!, { category: "General Enquiry" });
    expect(await leadForMember(handle.db, service, serviceLead)).not.toBeNull();
    expect(await leadForMember(handle.db, service, enquiry)).toBeNull();
  });
});

describe("changing a lead's status", () => {
  it("moves the lead, raises its version, marks first contact, and records who did it in the same change", async () => {
    const owner = deskMember(harbour, "owner", [], "olivia");
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    expect(await changeLeadStatus(handle.db, owner, { leadId: id, version: 0, to: "contacted" }, NOW)).toEqual({
      ok: true,
      version: 1,
      status: "contacted",
    });
    expect(await leadRow(id)).toMatchObject({ status: "contacted", version: 1, firstContactedAt: NOW });
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) })).toMatchObject([
      {
        organizationId: harbour.groupId,
        siteId: harbour.siteId,
        actorId: "olivia",
        action: "lead.status",
        before: { status: "new", lostReason: null, version: 0 },
        after: { status: "contacted", lostReason: null, version: 1 },
      },
    ]);
  });

  it("of two changes made from the same version, one wins and the other is told someone else changed the lead", async () => {
    const manager = deskMember(harbour, "manager", [{ siteId: harbour.siteId, dealershipId: null, locationId: null }]);
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const results = await Promise.all([
      changeLeadStatus(handle.db, manager, { leadId: id, version: 0, to: "contacted" }, NOW),
      changeLeadStatus(handle.db, manager, { leadId: id, version: 0, to: "lost", lostReason: "Spam" }, NOW),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "changed-by-someone-else" }]);
    expect((await leadRow(id)).version).toBe(1);
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) })).toHaveLength(1);
  });

  it("refuses a stale version, a move the rules refuse, and a lead out of scope, changing and recording nothing", async () => {
    const owner = deskMember(harbour, "owner");
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const before = await handle.db.select().from(auditLog);
    expect(await changeLeadStatus(handle.db, owner, { leadId: id, version: 3, to: "contacted" }, NOW)).toEqual({
      ok: false,
      reason: "changed-by-someone-else",
    });
    expect(await changeLeadStatus(handle.db, owner, { leadId: id, version: 0, to: "lost" }, NOW)).toMatchObject({
      ok: false,
      reason: "refused",
      refusal: { field: "lostReason" },
    });
    expect(
      await changeLeadStatus(
        handle.db,
        deskMember(southern, "owner"),
        { leadId: id, version: 0, to: "contacted" },
        NOW,
      ),
    ).toEqual({ ok: false, reason: "not-found" });
    const sales = deskMember(harbour, "sales", [locationScope(harbour.places[2]!)]);
    expect(await changeLeadStatus(handle.db, sales, { leadId: id, version: 0, to: "contacted" }, NOW)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await leadRow(id)).toMatchObject({ status: "new", version: 0, firstContactedAt: null });
    expect(await handle.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe("a lead's page", () => {
  it("carries the lead as it was sent and its trail, status changes and notes, oldest first", async () => {
    const owner = deskMember(harbour, "owner", [], "olivia");
    const id = await storeDeskLead(handle.db, harbour.places[0]!, { answers: { "Preferred contact method": "Phone" } });
    await changeLeadStatus(handle.db, owner, { leadId: id, version: 0, to: "contacted" }, NOW);
    expect(await addLeadNote(handle.db, owner, id, "Rang, will visit Saturday")).toBe(true);
    const lead = await leadDetail(handle.db, owner, id);
    expect(lead).toMatchObject({
      id,
      status: "contacted",
      version: 1,
      siteName: "Harbour Toyota",
      snapshot: { customer: { name: "Jane Citizen" }, answers: { "Preferred contact method": "Phone" } },
    });
    expect(lead!.trail.map((row) => [row.action, row.after, row.actorName])).toEqual([
      ["lead.status", { status: "contacted", lostReason: null, version: 1 }, "A former staff member"],
      ["lead.note", { note: "Rang, will visit Saturday" }, "A former staff member"],
    ]);
  });

  it("is not found, and takes no note, for another group or a salesperson out of scope", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const outsiders = [
      deskMember(southern, "owner"),
      deskMember(harbour, "sales", [locationScope(harbour.places[2]!)]),
    ];
    for (const outsider of outsiders) {
      expect(await leadDetail(handle.db, outsider, id)).toBeNull();
      expect(await addLeadNote(handle.db, outsider, id, "sneaky")).toBe(false);
    }
    expect(await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) })).toEqual([]);
  });
});
