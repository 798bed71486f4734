import { describe, expect, it } from "vitest";
import { consoleLinks } from "./console-nav";

const hrefs = (role: Parameters<typeof consoleLinks>[0]) => consoleLinks(role).map((link) => link.href);

describe("the console menu shows each role the pages it may use (consoleLinks)", () => {
  it("shows an owner every page", () => {
    expect(hrefs("owner")).toEqual([
      "/leads",
      "/reservations",
      "/trade-ins",
      "/stock",
      "/stock/specials",
      "/feeds",
      "/content",
      "/reports",
      "/audit",
      "/settings/leads",
      "/team",
      "/account",
    ]);
  });
  it("shows a manager everything at their sites, the lead settings among them, but the team", () => {
    expect(hrefs("manager")).toEqual([
      "/leads",
      "/reservations",
      "/trade-ins",
      "/stock",
      "/stock/specials",
      "/feeds",
      "/content",
      "/reports",
      "/audit",
      "/settings/leads",
      "/account",
    ]);
  });
  it("shows sales their leads, reservations, trade-ins and stock, never the audit log nor the lead settings", () => {
    expect(hrefs("sales")).toEqual(["/leads", "/reservations", "/trade-ins", "/stock", "/stock/specials", "/account"]);
  });
  it("shows service their leads only, marketing the stock and the content and none of the desk", () => {
    expect(hrefs("service")).toEqual(["/leads", "/account"]);
    expect(hrefs("marketing")).toEqual(["/stock", "/stock/specials", "/content", "/account"]);
  });
  it("shows someone in no group only their account", () => {
    expect(hrefs(null)).toEqual(["/account"]);
  });
});
