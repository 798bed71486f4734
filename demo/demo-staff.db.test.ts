import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipsOf } from "@/features/staff/staff-groups.db";
import type { DatabaseHandle } from "@/platform/db/client";
import { staffMembers, staffUsers } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { DEMO_STAFF_GROUPS, DEMO_TWO_GROUP_OWNER, demoStaffEmail, seedDemoStaff } from "./demo-staff";

let handle: DatabaseHandle;
const DEMO_SITES = new Set(DEMO_STAFF_GROUPS.map((group) => group.site));

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
}, 120_000);
afterAll(async () => handle?.close());

describe("the demo dealers' console staff", () => {
  it("gives each demo dealer a group with an owner, a manager, a salesperson and a marketer of its site, once", async () => {
    expect(await seedDemoStaff(handle.db, DEMO_SITES)).toHaveLength(4);
    await seedDemoStaff(handle.db, DEMO_SITES);
    // Each group's staff, and the demo owner of two groups in both.
    const staff = DEMO_STAFF_GROUPS.reduce((sum, group) => sum + group.staff.length, 0);
    expect(staff, "four of each group").toBe(16);
    expect(await handle.db.select().from(staffMembers)).toHaveLength(staff + 2);
    for (const { group, site, staff: members } of DEMO_STAFF_GROUPS)
      for (const { role } of members) {
        const [user] = await handle.db
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.email, demoStaffEmail(role, site)));
        const [membership] = await membershipsOf(handle.db, user!.id);
        expect(membership).toMatchObject({ groupName: group, member: { role } });
        expect(membership!.sites.map((s) => s.slug)).toEqual([site]);
      }
  });

  it("makes one demo owner of two groups, to switch between them", async () => {
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, DEMO_TWO_GROUP_OWNER.email));
    const memberships = await membershipsOf(handle.db, user!.id);
    expect(memberships.map((m) => [m.groupName, m.member.role])).toEqual(
      DEMO_TWO_GROUP_OWNER.groups.map((group) => [group, "owner"]),
    );
  });

  it("leaves out a demo dealer whose site is not in the database", async () => {
    expect(await seedDemoStaff(handle.db, new Set(["harbour-toyota"]))).toEqual(["Harbour Motor Group"]);
  });
});
