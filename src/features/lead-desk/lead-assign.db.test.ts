import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLead } from "@/features/leads/index.server";
import { sampleLead } from "@/features/leads/testing/sample-lead";
import { auditTrail } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { leadRoundRobin, leads } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { assignLead, claimLead, staffForLead } from "./lead-assign.db";
import { leadForMember } from "./lead-work.db";
import {
  addDeskStaff,
  groupWithSite,
  locationScope,
  storeDeskLead,
  type GroupSite,
  type LeadPlace,
} from "./testing/desk-fixture";

/** Assignment on the real database: a manager gives a lead, a salesperson takes one (one winner), round robin. */
let handle: DatabaseHandle;
let harbour: GroupSite;
let southern: GroupSite;
let staff: Record<string, Awaited<ReturnType<typeof addDeskStaff>>>;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  harbour = await groupWithSite(handle.db, "harbour", "harbour-toyota");
  southern = await groupWithSite(handle.db, "southern", "southern-cross-motors");
  const [first, second] = harbour.places;
  const site = { siteId: harbour.siteId, dealershipId: null, locationId: null };
  staff = {
    manager: await addDeskStaff(handle.db, harbour, "manager", [site], "h-manager"),
    ann: await addDeskStaff(handle.db, harbour, "sales", [locationScope(first!)], "h-sales-ann"),
    bob: await addDeskStaff(handle.db, harbour, "sales", [locationScope(first!)], "h-sales-bob"),
    cat: await addDeskStaff(handle.db, harbour, "sales", [locationScope(second!)], "h-sales-cat"),
    southernOwner: await addDeskStaff(handle.db, southern, "owner", [], "s-owner"),
    southernSales: await addDeskStaff(
      handle.db,
      southern,
      "sales",
      [{ siteId: southern.siteId, dealershipId: null, locationId: null }],
      "s-sales",
    ),
  };
}, 120_000);
afterAll(async () => handle?.close());

const assignee = async (id: number) =>
  (await handle.db.select({ a: leads.assigneeId }).from(leads).where(eq(leads.id, id)))[0]!.a;

describe("assigning a lead", () => {
  it("a manager gives a lead to a salesperson of its location, recorded with before and after", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    expect(await assignLead(handle.db, staff.manager!, { leadId: id, version: 0, assigneeId: "h-sales-ann" })).toEqual({
      ok: true,
      version: 1,
    });
    expect(await assignee(id)).toBe("h-sales-ann");
    const trail = await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) });
    expect(trail.at(-1)).toMatchObject({
      action: "lead.assign",
      actorId: "h-manager",
      before: { assigneeId: null },
      after: { assigneeId: "h-sales-ann" },
    });
  });

  it("lists as staff of a lead only members whose scope covers it", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const lead = await leadForMember(handle.db, staff.manager!, id);
    const ids = (await staffForLead(handle.db, lead!)).map((s) => s.userId);
    expect(ids).toEqual(expect.arrayContaining(["h-manager", "h-sales-ann", "h-sales-bob"]));
    expect(ids).not.toContain("h-sales-cat");
    expect(ids).not.toContain("s-sales");
  });

  it("refuses a salesperson outside the lead's scope, or of another group, as an assignee", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    for (const other of ["h-sales-cat", "s-sales"])
      expect(await assignLead(handle.db, staff.manager!, { leadId: id, version: 0, assigneeId: other })).toEqual({
        ok: false,
        reason: "not-in-scope",
      });
    expect(await assignee(id)).toBeNull();
  });

  it("answers another group's owner, and a salesperson, as if the lead did not exist", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const input = { leadId: id, version: 0, assigneeId: "s-sales" };
    expect(await assignLead(handle.db, staff.southernOwner!, input)).toEqual({ ok: false, reason: "not-found" });
    expect(await assignLead(handle.db, staff.ann!, { ...input, assigneeId: "h-sales-ann" })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("loses to a change made since the page was drawn", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    await assignLead(handle.db, staff.manager!, { leadId: id, version: 0, assigneeId: "h-sales-ann" });
    expect(await assignLead(handle.db, staff.manager!, { leadId: id, version: 0, assigneeId: "h-sales-bob" })).toEqual({
      ok: false,
      reason: "changed-by-someone-else",
    });
  });
});

describe("taking a lead", () => {
  it("of two salespeople taking one lead at once, exactly one gets it and the other is told who", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    const results = await Promise.all([claimLead(handle.db, staff.ann!, id), claimLead(handle.db, staff.bob!, id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const loser = results.find((r) => !r.ok);
    expect(loser).toMatchObject({ ok: false, reason: "taken" });
    const winner = await assignee(id);
    expect(["h-sales-ann", "h-sales-bob"]).toContain(winner);
    expect(loser).toMatchObject({ by: `Staff ${winner}` });
    const claims = (await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(id) })).filter(
      (row) => row.action === "lead.claim",
    );
    expect(claims).toHaveLength(1);
  });

  it("a salesperson of another location, or of another group, cannot take the lead", async () => {
    const id = await storeDeskLead(handle.db, harbour.places[0]!);
    expect(await claimLead(handle.db, staff.cat!, id)).toEqual({ ok: false, reason: "not-found" });
    expect(await claimLead(handle.db, staff.southernSales!, id)).toEqual({ ok: false, reason: "not-found" });
    expect(await assignee(id)).toBeNull();
  });
});

describe("round robin", () => {
  const arrive = async (place: LeadPlace) => {
    const { id: _id, createdAt: _at, ...snapshot } = sampleLead();
    return storeLead(handle.db, { ...place, vehicleId: null, snapshot });
  };

  it("gives a round-robin location's new leads to its salespeople in turn, and sets the first-response due time", async () => {
    const place = harbour.places[0]!;
    await handle.db.insert(leadRoundRobin).values({ locationId: place.locationId! });
    const ids = [await arrive(place), await arrive(place), await arrive(place)];
    expect(await Promise.all(ids.map(assignee))).toEqual(["h-sales-ann", "h-sales-bob", "h-sales-ann"]);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids[0]!));
    expect(row!.responseDueAt!.getTime()).toBeGreaterThan(row!.createdAt.getTime());
    const trail = await auditTrail(handle.db, harbour.groupId, { kind: "lead", id: String(ids[0]) });
    expect(trail[0]).toMatchObject({ action: "lead.assign", actorId: "system:round-robin" });
  });

  it("leaves a lead of a location without round robin unassigned", async () => {
    expect(await assignee(await arrive(harbour.places[1]!))).toBeNull();
  });
});
