import { describe, expect, it } from "vitest";
import type { Member } from "@/features/staff";
import { mayReviseOffer } from "./desk-scope";

const HERE = { groupId: "g1", siteId: 1, dealershipId: 10, locationId: 100 };
const member = (role: Member["role"], scopes: Member["scopes"] = [], groupId = "g1"): Member => ({
  groupId,
  role,
  scopes,
});
const SITE = [{ siteId: 1, dealershipId: null, locationId: null }];

describe("who may revise a trade-in offer", () => {
  it("a manager of the place and the group's owner may", () => {
    expect(mayReviseOffer(member("manager", SITE), HERE)).toBe(true);
    expect(mayReviseOffer(member("owner"), HERE)).toBe(true);
  });

  it("a salesperson of the place may not: the dealer's money is a manager's decision", () => {
    expect(mayReviseOffer(member("sales", SITE), HERE)).toBe(false);
  });

  it("a manager elsewhere, or of another group, may not", () => {
    expect(mayReviseOffer(member("manager", [{ siteId: 2, dealershipId: null, locationId: null }]), HERE)).toBe(false);
    expect(mayReviseOffer(member("owner", [], "g2"), HERE)).toBe(false);
    expect(mayReviseOffer(member("manager", [{ siteId: 1, dealershipId: 11, locationId: null }]), HERE)).toBe(false);
  });
});
