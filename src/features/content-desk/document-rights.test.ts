import { describe, expect, it } from "vitest";
import type { Member, StaffRole } from "@/features/staff";
import { documentRights } from "./document-rights";

const SITE = { id: 7 };
const member = (role: StaffRole, scopes: Member["scopes"] = [{ siteId: 7, dealershipId: null, locationId: null }]) => ({
  groupId: "g",
  role,
  scopes,
});

describe("content desk roles", () => {
  it("marketing drafts content and cannot publish it, nor touch hours or settings", () => {
    expect(documentRights(member("marketing"), SITE, "content")).toEqual({ read: true, draft: true, publish: false });
    expect(documentRights(member("marketing"), SITE, "dealers")).toEqual({ read: false, draft: false, publish: false });
    expect(documentRights(member("marketing"), SITE, "settings").read).toBe(false);
  });

  it("a manager of the site drafts and publishes content, hours and settings", () => {
    for (const kind of ["content", "dealers", "settings"] as const)
      expect(documentRights(member("manager"), SITE, kind)).toEqual({ read: true, draft: true, publish: true });
  });

  it("an owner does everything at every site of the group, with no scope", () => {
    expect(documentRights(member("owner", []), SITE, "dealers").publish).toBe(true);
  });

  it("sales and service have no document; a manager of one dealership has none of the whole site's", () => {
    expect(documentRights(member("sales"), SITE, "content").read).toBe(false);
    expect(documentRights(member("service"), SITE, "dealers").read).toBe(false);
    const dealershipManager = member("manager", [{ siteId: 7, dealershipId: 3, locationId: null }]);
    expect(documentRights(dealershipManager, SITE, "content").read).toBe(false);
  });

  it("nothing at a site outside the member's scope", () => {
    expect(documentRights(member("manager"), { id: 8 }, "content").read).toBe(false);
  });
});
