import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-entry";

describe("an audit entry's changes, field by field (auditChanges)", () => {
  it("shows each changed field before → after, leaving out what stayed the same", () => {
    expect(auditChanges({ status: "new", version: 1, site: 3 }, { status: "lost", version: 2, site: 3 })).toEqual([
      { field: "status", before: "new", after: "lost" },
      { field: "version", before: "1", after: "2" },
    ]);
  });

  it("shows a field only on one side as missing on the other", () => {
    expect(auditChanges(null, { note: "Rang back" })).toEqual([{ field: "note", before: "—", after: "Rang back" }]);
    expect(auditChanges({ lostReason: "price" }, {})).toEqual([{ field: "lostReason", before: "price", after: "—" }]);
  });

  it("cuts a long value", () => {
    const [change] = auditChanges(null, { note: "x".repeat(500) });
    expect(change!.after).toHaveLength(200);
    expect(change!.after.endsWith("…")).toBe(true);
  });
});
