import { describe, expect, it } from "vitest";
import { LEAD_STATUSES } from "@/domain/lead-types";
import { applyStatusChange, isLeadStatus, LOST_REASON_MAX, nextStatuses } from "./lead-status";

const NOW = new Date("2026-11-28T09:00:00Z");
const EARLIER = new Date("2026-11-27T09:00:00Z");
const lead = (status: (typeof LEAD_STATUSES)[number], firstContactedAt: Date | null = null) => ({
  status,
  firstContactedAt,
});

describe("the lead status rules", () => {
  it("a new lead may be contacted, booked, sold or lost", () => {
    expect(nextStatuses("new")).toEqual(["contacted", "appointment", "sold", "lost"]);
  });

  it("no lead ever goes back to new", () => {
    for (const from of LEAD_STATUSES) expect(nextStatuses(from)).not.toContain("new");
  });

  it("a lead never moves to the status it already has", () => {
    for (const status of LEAD_STATUSES)
      expect(applyStatusChange(lead(status), { to: status, lostReason: "x" }, NOW)).toMatchObject({
        ok: false,
        refusal: { field: "status", reason: "not-allowed" },
      });
  });

  it("an appointment may fall back to contacted, a sale may fall through, and a lost lead may be taken up again", () => {
    expect(nextStatuses("appointment")).toContain("contacted");
    expect(nextStatuses("sold")).toEqual(["lost"]);
    expect(nextStatuses("lost")).toEqual(["contacted"]);
  });

  it("refuses a move the workflow does not allow, naming both statuses", () => {
    expect(applyStatusChange(lead("sold"), { to: "contacted" }, NOW)).toEqual({
      ok: false,
      refusal: { field: "status", reason: "not-allowed", message: "A sold lead cannot be marked contacted." },
    });
  });

  it("lost needs a reason, blank is none, and a long one is refused", () => {
    expect(applyStatusChange(lead("new"), { to: "lost" }, NOW)).toMatchObject({
      ok: false,
      refusal: { field: "lostReason", reason: "reason-needed" },
    });
    expect(applyStatusChange(lead("new"), { to: "lost", lostReason: "   " }, NOW)).toMatchObject({
      ok: false,
      refusal: { field: "lostReason", reason: "reason-needed" },
    });
    expect(
      applyStatusChange(lead("new"), { to: "lost", lostReason: "x".repeat(LOST_REASON_MAX + 1) }, NOW),
    ).toMatchObject({ ok: false, refusal: { field: "lostReason", reason: "reason-too-long" } });
    expect(applyStatusChange(lead("new"), { to: "lost", lostReason: " Bought elsewhere " }, NOW)).toMatchObject({
      ok: true,
      status: "lost",
      lostReason: "Bought elsewhere",
    });
  });

  it("keeps a reason only with lost: taking a lost lead up again clears it", () => {
    expect(applyStatusChange(lead("lost"), { to: "contacted", lostReason: "stale" }, NOW)).toMatchObject({
      ok: true,
      lostReason: null,
    });
  });

  it("first contact is the first move to contacted, appointment or sold, and never moves again", () => {
    for (const to of ["contacted", "appointment", "sold"] as const)
      expect(applyStatusChange(lead("new"), { to }, NOW)).toMatchObject({ firstContactedAt: NOW });
    expect(applyStatusChange(lead("appointment", EARLIER), { to: "contacted" }, NOW)).toMatchObject({
      firstContactedAt: EARLIER,
    });
  });

  it("a lead lost untouched (spam, a duplicate) was never contacted", () => {
    expect(applyStatusChange(lead("new"), { to: "lost", lostReason: "Spam" }, NOW)).toMatchObject({
      firstContactedAt: null,
    });
  });

  it("knows the five statuses and no other name", () => {
    expect(LEAD_STATUSES.every(isLeadStatus)).toBe(true);
    expect(isLeadStatus("won")).toBe(false);
    expect(isLeadStatus("toString")).toBe(false);
    expect(isLeadStatus(undefined)).toBe(false);
  });
});
