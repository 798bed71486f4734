import { describe, expect, it } from "vitest";
import type { Member, Scope, StaffRole } from "@/features/staff";
import { reportPlaceFor } from "./report-place";

const member = (role: StaffRole, scopes: Scope[] = []): Member => ({ groupId: "g", role, scopes });
const scope = (siteId: number, dealershipId: number | null = null, locationId: number | null = null): Scope => ({
  siteId,
  dealershipId,
  locationId,
});

describe("where a member's reports look (reportPlaceFor)", () => {
  it("shows an owner the whole site, and a manager scoped to the site the whole site", () => {
    expect(reportPlaceFor(member("owner"), 1)).toEqual({ siteId: 1 });
    expect(reportPlaceFor(member("manager", [scope(1)]), 1)).toEqual({ siteId: 1 });
  });

  it("limits a manager of dealerships and locations to those, and shows them nothing of another site", () => {
    const manager = member("manager", [scope(1, 10), scope(1, 11, 110), scope(2)]);
    expect(reportPlaceFor(manager, 1)).toEqual({ siteId: 1, dealershipIds: [10], locationIds: [110] });
    expect(reportPlaceFor(member("manager", [scope(2)]), 1)).toBeNull();
  });

  it("refuses the roles that may not read reports: sales, service and marketing", () => {
    for (const role of ["sales", "service", "marketing"] as const)
      expect(reportPlaceFor(member(role, [scope(1)]), 1)).toBeNull();
  });
});
