import { describe, expect, it } from "vitest";
import { can, isStaffRole, roleMay, scopeCovers, type Member, type Scope, type StaffRole, type Target } from "./roles";

const GROUP = "harbour-group";
const site = (siteId: number): Scope => ({ siteId, dealershipId: null, locationId: null });
const dealership = (siteId: number, dealershipId: number): Scope => ({ siteId, dealershipId, locationId: null });
const location = (siteId: number, dealershipId: number, locationId: number): Scope => ({
  siteId,
  dealershipId,
  locationId,
});
const member = (role: StaffRole, scopes: Scope[] = [], groupId = GROUP): Member => ({ groupId, role, scopes });

/** A thing at site 1, dealership 10, location 100 of the group, unless said otherwise. */
function target<R extends Target["resource"]>(resource: R, at: Partial<Target<R>> = {}): Target<R> {
  return { resource, groupId: GROUP, siteId: 1, dealershipId: 10, locationId: 100, ...at };
}

describe("console roles and scopes", () => {
  it("refuses every role anything of another group, an owner included", () => {
    for (const role of ["owner", "manager", "sales", "service", "marketing"] as const)
      expect(
        can(member(role, [site(1)]), "read", target("lead", { groupId: "other-group", leadCategory: "Service" })),
      ).toBe(false);
  });

  it("owner: every site of the group, and its people, with no scope needed", () => {
    const owner = member("owner");
    expect(can(owner, "read", target("lead"))).toBe(true);
    expect(can(owner, "update", target("site", { siteId: 2, dealershipId: null, locationId: null }))).toBe(true);
    expect(can(owner, "read", target("audit"))).toBe(true);
  });

  it("manager: everything at their site, nothing at another", () => {
    const manager = member("manager", [site(1)]);
    for (const resource of ["lead", "reservation", "tradeIn", "content", "site"] as const)
      expect(can(manager, "update", target(resource))).toBe(true);
    expect(can(manager, "export", target("lead"))).toBe(true);
    expect(can(manager, "read", target("audit"))).toBe(true);
    expect(can(manager, "read", target("lead", { siteId: 2 }))).toBe(false);
  });

  it("manager of a dealership: that dealership's things, not the site's settings nor another dealership's", () => {
    const manager = member("manager", [dealership(1, 10)]);
    expect(can(manager, "assign", target("lead"))).toBe(true);
    expect(can(manager, "read", target("lead", { dealershipId: 11, locationId: 110 }))).toBe(false);
    expect(can(manager, "update", target("site", { dealershipId: null, locationId: null }))).toBe(false);
  });

  it("sales: leads, reservations and trade-ins of the locations assigned, and nothing else", () => {
    const sales = member("sales", [location(1, 10, 100)]);
    expect(can(sales, "read", target("lead"))).toBe(true);
    expect(can(sales, "update", target("reservation"))).toBe(true);
    expect(can(sales, "update", target("tradeIn"))).toBe(true);
    expect(can(sales, "read", target("lead", { locationId: 101 }))).toBe(false);
    expect(can(sales, "assign", target("lead"))).toBe(false);
    expect(can(sales, "export", target("lead"))).toBe(false);
    expect(can(sales, "read", target("content"))).toBe(false);
    expect(can(sales, "read", target("audit"))).toBe(false);
  });

  it("service: only service and parts leads where they work", () => {
    const service = member("service", [dealership(1, 10)]);
    expect(can(service, "read", target("lead", { leadCategory: "Service" }))).toBe(true);
    expect(can(service, "update", target("lead", { leadCategory: "Parts" }))).toBe(true);
    expect(can(service, "read", target("lead", { leadCategory: "Vehicle Enquiry" }))).toBe(false);
    expect(can(service, "read", target("lead", { leadCategory: null }))).toBe(false);
    expect(can(service, "read", target("reservation"))).toBe(false);
    expect(can(service, "read", target("lead", { dealershipId: 11, leadCategory: "Service" }))).toBe(false);
  });

  it("marketing: content of their sites as drafts, published by a manager; no leads", () => {
    const marketing = member("marketing", [site(1)]);
    expect(can(marketing, "update", target("content"))).toBe(true);
    expect(can(marketing, "publish", target("content"))).toBe(false);
    expect(can(member("manager", [site(1)]), "publish", target("content"))).toBe(true);
    expect(can(marketing, "update", target("site"))).toBe(false);
    expect(can(marketing, "read", target("lead"))).toBe(false);
    expect(can(marketing, "update", target("content", { siteId: 2 }))).toBe(false);
  });

  it("a member with no scope sees nothing, whatever their role", () => {
    expect(can(member("manager"), "read", target("lead"))).toBe(false);
    expect(can(member("sales"), "read", target("lead"))).toBe(false);
  });

  it("a scope covers what is inside it: its site, and its dealership and location where it names them", () => {
    const at = { siteId: 1, dealershipId: 10, locationId: 100 };
    expect(scopeCovers(site(1), at)).toBe(true);
    expect(scopeCovers(dealership(1, 10), at)).toBe(true);
    expect(scopeCovers(location(1, 10, 100), at)).toBe(true);
    expect(scopeCovers(location(1, 10, 101), at)).toBe(false);
    expect(scopeCovers(dealership(2, 10), at)).toBe(false);
    expect(scopeCovers(location(1, 10, 100), { siteId: 1, dealershipId: 10, locationId: null })).toBe(false);
  });

  it("a role's statements alone say whether it may read leads anywhere: not marketing", () => {
    expect(roleMay("owner", "lead", "read")).toBe(true);
    expect(roleMay("service", "lead", "read")).toBe(true);
    expect(roleMay("marketing", "lead", "read")).toBe(false);
    expect(roleMay("sales", "lead", "export")).toBe(false);
  });

  it("knows the five roles and no other name", () => {
    expect(["owner", "manager", "sales", "service", "marketing"].every(isStaffRole)).toBe(true);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole("toString")).toBe(false);
  });
});
