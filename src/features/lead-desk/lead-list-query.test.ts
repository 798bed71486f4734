import { describe, expect, it } from "vitest";
import { leadListHref, parseLeadListQuery, SEARCH_MAX } from "./lead-list-query";

const SITES = ["harbour-toyota", "tasman-caravans"];
const NONE = {
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

describe("the lead list's URL filters", () => {
  it("no filter is the whole scope, newest first", () => {
    expect(parseLeadListQuery({}, SITES)).toEqual({ ok: true, filters: NONE });
  });

  it("takes every filter, trimmed, and treats a blank one as none", () => {
    expect(
      parseLeadListQuery(
        {
          site: "harbour-toyota",
          category: "Service",
          status: "contacted",
          from: "2026-11-01",
          to: "2026-11-30",
          q: "  jane ",
          after: "42",
          status2: "ignored",
        },
        SITES,
      ),
    ).toEqual({
      ok: true,
      filters: {
        site: "harbour-toyota",
        category: "Service",
        status: "contacted",
        from: "2026-11-01",
        to: "2026-11-30",
        q: "jane",
        dealership: null,
        location: null,
        assignee: null,
        car: null,
        overdue: false,
        after: 42,
      },
    });
    expect(parseLeadListQuery({ site: " ", q: "" }, SITES)).toEqual({ ok: true, filters: NONE });
  });

  it("answers each bad value with a message naming its field", () => {
    const result = parseLeadListQuery(
      {
        site: "southern-cross-motors",
        category: "<script>",
        status: "won",
        from: "2026-02-31",
        to: "yesterday",
        q: "x".repeat(SEARCH_MAX + 1),
        after: "-1",
      },
      SITES,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => [e.field, e.message.split(":")[0]])).toEqual([
      ["site", "Site"],
      ["category", "Category"],
      ["status", "Status"],
      ["from", "Date from"],
      ["to", "Date to"],
      ["q", "Search"],
      ["after", "Page"],
    ]);
  });

  it("refuses a site the member does not work at like one that does not exist", () => {
    const other = parseLeadListQuery({ site: "southern-cross-motors" }, SITES);
    const missing = parseLeadListQuery({ site: "no-such-site" }, SITES);
    expect(other).toEqual(missing);
  });

  it("refuses a date to before the date from, and a repeated filter", () => {
    expect(parseLeadListQuery({ from: "2026-11-02", to: "2026-11-01" }, SITES)).toMatchObject({
      ok: false,
      errors: [{ field: "to" }],
    });
    expect(parseLeadListQuery({ status: ["new", "lost"] }, SITES)).toMatchObject({
      ok: false,
      errors: [{ field: "status", message: "Status: give one value only." }],
    });
  });

  it("takes a page cursor only as a lead id that fits the database", () => {
    expect(parseLeadListQuery({ after: "2147483647" }, SITES)).toMatchObject({ ok: true });
    for (const after of ["0", "1.5", "2147483648", "1e3", "abc"])
      expect(parseLeadListQuery({ after }, SITES)).toMatchObject({ ok: false, errors: [{ field: "after" }] });
  });

  it("links to the filters set, and to the bare list with none", () => {
    expect(leadListHref({})).toBe("/leads");
    expect(leadListHref({ ...NONE, status: "new", q: "jane citizen", after: 7 })).toBe(
      "/leads?status=new&q=jane+citizen&after=7",
    );
  });
});

describe("the lead list's work filters", () => {
  it("takes a dealership, a location, an assignee, a car and overdue", () => {
    expect(
      parseLeadListQuery({ dealership: "3", location: "7", assignee: "mine", car: "ST1234", overdue: "1" }, SITES),
    ).toEqual({
      ok: true,
      filters: { ...NONE, dealership: 3, location: 7, assignee: "mine", car: "ST1234", overdue: true },
    });
    expect(parseLeadListQuery({ assignee: "unassigned" }, SITES)).toMatchObject({
      filters: { assignee: "unassigned" },
    });
    expect(parseLeadListQuery({ assignee: "u_Abc-123" }, SITES)).toMatchObject({ filters: { assignee: "u_Abc-123" } });
  });

  it("names each bad work filter in its message", () => {
    const result = parseLeadListQuery(
      { dealership: "0", location: "x", assignee: "<script>", car: "c".repeat(SEARCH_MAX + 1), overdue: "yes" },
      SITES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual(["dealership", "location", "assignee", "car", "overdue"]);
    expect(result.errors[0]!.message).toMatch(/^Dealership: /);
    expect(result.errors[2]!.message).toMatch(/^Assigned to: /);
    expect(result.errors[4]!.message).toBe("Overdue: use 1 to show only overdue leads.");
  });

  it("writes overdue into a link as 1 and leaves it out when off", () => {
    expect(leadListHref({ overdue: true, assignee: "mine" })).toBe("/leads?assignee=mine&overdue=1");
    expect(leadListHref({ overdue: false })).toBe("/leads");
  });
});
