import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog, sites, staffGroupSites, staffOrganizations } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { AUDIT_PAGE_SIZE, listAuditLog } from "./audit-log-list.db";
import type { AuditLogFilters } from "./audit-log-query";
import type { Member } from "./roles";

/** The audit log page's query on the real database: the reader's scope, newest first, keyset pages, the filters. */
let handle: DatabaseHandle;
const ZONE = "Australia/Sydney";
const NONE: AuditLogFilters = {
  site: null,
  actor: null,
  action: null,
  kind: null,
  target: null,
  from: null,
  to: null,
  after: null,
};
const site = { harbour: 0, tasman: 0, southern: 0 };
const owner: Member = { groupId: "group-audit-a", role: "owner", scopes: [] };
const managerOfTasman = (): Member => ({
  groupId: "group-audit-a",
  role: "manager",
  scopes: [{ siteId: site.tasman, dealershipId: null, locationId: null }],
});

async function entry(groupId: string, siteId: number | null, extra: Partial<Parameters<typeof appendAudit>[1]> = {}) {
  await appendAudit(handle.db, {
    groupId,
    siteId,
    actorId: "actor-1",
    action: "lead.status",
    targetKind: "lead",
    targetId: "1",
    before: { status: "new" },
    after: { status: "contacted" },
    ...extra,
  });
}

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  const rows = await handle.db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(inArray(sites.slug, ["harbour-toyota", "tasman-caravans", "southern-cross-motors"]));
  const id = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  Object.assign(site, {
    harbour: id("harbour-toyota"),
    tasman: id("tasman-caravans"),
    southern: id("southern-cross-motors"),
  });
  await handle.db.insert(staffOrganizations).values([
    { id: "group-audit-a", name: "A", slug: "audit-a" },
    { id: "group-audit-b", name: "B", slug: "audit-b" },
  ]);
  await handle.db.insert(staffGroupSites).values([
    { siteId: site.harbour, organizationId: "group-audit-a" },
    { siteId: site.tasman, organizationId: "group-audit-a" },
    { siteId: site.southern, organizationId: "group-audit-b" },
  ]);
  for (let i = 0; i < AUDIT_PAGE_SIZE + 10; i++) await entry("group-audit-a", site.harbour, { targetId: String(i) });
  await entry("group-audit-a", site.tasman, { action: "lead.note", targetId: "900", actorId: "actor-2" });
  await entry("group-audit-a", null, { action: "member.create", targetKind: "member", targetId: "m1" });
  await entry("group-audit-b", site.southern, { targetId: "555" });
}, 120_000);
afterAll(async () => handle?.close());

async function everyPage(member: Member, filters: Partial<AuditLogFilters> = {}) {
  const found: { id: number; targetId: string }[] = [];
  let after: number | null = null;
  do {
    const page = await listAuditLog(handle.db, member, { ...NONE, ...filters, after }, ZONE);
    found.push(...page.rows);
    after = page.nextAfter;
  } while (after !== null);
  return found;
}

describe("the audit log a member reads (listAuditLog)", () => {
  it("gives an owner every entry of their group, the group's own too, newest first, by keyset pages", async () => {
    const all = await everyPage(owner);
    expect(all).toHaveLength(AUDIT_PAGE_SIZE + 12);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
    expect(all.map((row) => row.targetId)).not.toContain("555");
  });

  it("gives a manager the entries of their sites only", async () => {
    expect((await everyPage(managerOfTasman())).map((row) => row.targetId)).toEqual(["900"]);
  });

  it("gives sales, and anyone of another group, nothing", async () => {
    expect(await everyPage({ ...managerOfTasman(), role: "sales" })).toEqual([]);
    expect(await everyPage({ ...owner, groupId: "group-audit-c" })).toEqual([]);
  });

  it("filters by site, actor, action, kind and id, and dates", async () => {
    expect(await everyPage(owner, { site: "tasman-caravans" })).toHaveLength(1);
    expect((await everyPage(owner, { actor: "actor-2" })).map((r) => r.targetId)).toEqual(["900"]);
    expect((await everyPage(owner, { action: "member.create" })).map((r) => r.targetId)).toEqual(["m1"]);
    expect((await everyPage(owner, { kind: "lead", target: "3" })).map((r) => r.targetId)).toEqual(["3"]);
    expect(await everyPage(owner, { from: "2000-01-01", to: "2000-01-02" })).toEqual([]);
    expect(await everyPage(owner, { from: "2000-01-01" })).toHaveLength(AUDIT_PAGE_SIZE + 12);
  });
});

describe("the audit log is append-only in the database (audit_log_append_only)", () => {
  it("refuses an update, a delete and a truncate", async () => {
    await expect(handle.db.update(auditLog).set({ action: "lead.forged" })).rejects.toThrow();
    await expect(handle.db.delete(auditLog).where(eq(auditLog.targetId, "900"))).rejects.toThrow();
    await expect(handle.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await everyPage(owner)).toHaveLength(AUDIT_PAGE_SIZE + 12);
  });

  it("still lets a group be erased with its log (the foreign key's cascade)", async () => {
    await handle.db.delete(staffOrganizations).where(eq(staffOrganizations.id, "group-audit-b"));
    const left = await handle.db.select().from(auditLog).where(eq(auditLog.organizationId, "group-audit-b"));
    expect(left).toEqual([]);
  });
});
