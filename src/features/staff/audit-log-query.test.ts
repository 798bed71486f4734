import { describe, expect, it } from "vitest";
import { auditLogHref, parseAuditLogQuery } from "./audit-log-query";

const SITES = ["harbour-toyota"];

describe("the audit log's URL filters (parseAuditLogQuery)", () => {
  it("takes every filter a link carries", () => {
    const parsed = parseAuditLogQuery(
      {
        site: "harbour-toyota",
        actor: "u_123",
        action: "lead.status",
        kind: "lead",
        target: "42",
        from: "2026-11-01",
        to: "2026-11-30",
        after: "99",
      },
      SITES,
    );
    expect(parsed).toEqual({
      ok: true,
      filters: {
        site: "harbour-toyota",
        actor: "u_123",
        action: "lead.status",
        kind: "lead",
        target: "42",
        from: "2026-11-01",
        to: "2026-11-30",
        after: 99,
      },
    });
  });

  it("refuses a site that is not the reader's as if it did not exist", () => {
    expect(parseAuditLogQuery({ site: "southern-cross-motors" }, SITES)).toEqual({
      ok: false,
      errors: [{ field: "site", message: "Site: choose one of your sites." }],
    });
  });

  it("names every bad field, never throws", () => {
    const parsed = parseAuditLogQuery(
      {
        actor: "'; drop table audit_log",
        action: "status",
        kind: "<b>",
        from: "2026-02-31",
        to: ["2026-01-01", "x"],
        after: "-1",
      },
      SITES,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors.map((e) => e.field)).toEqual(["actor", "action", "kind", "from", "to", "after"]);
  });

  it("refuses a date to before the date from, and an id without its kind", () => {
    const parsed = parseAuditLogQuery({ from: "2026-11-02", to: "2026-11-01", target: "7" }, SITES);
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field)).toEqual(["to", "kind"]);
  });

  it("reads an empty filter as none", () => {
    expect(parseAuditLogQuery({ site: "", actor: "  " }, SITES)).toMatchObject({ ok: true, filters: { site: null } });
  });
});

describe("the audit log's URL (auditLogHref)", () => {
  it("carries only the filters set, in a steady order", () => {
    expect(auditLogHref({ after: 5, kind: "lead", site: null })).toBe("/audit?kind=lead&after=5");
    expect(auditLogHref({})).toBe("/audit");
  });
});
