import { describe, expect, it } from "vitest";
import { leadDeskOutcome } from "./lead-desk-messages";

describe("the lead page's outcomes", () => {
  it("name only known outcomes, a field's message starting with the field's label", () => {
    expect(leadDeskOutcome("stale")).toMatchObject({ field: null, message: expect.stringContaining("someone else") });
    expect(leadDeskOutcome("reason-needed")).toMatchObject({ field: "lostReason", message: /^Reason lost: / });
    expect(leadDeskOutcome("note-too-long")).toMatchObject({ field: "note", message: /^Note: / });
    expect(leadDeskOutcome("<script>")).toBeNull();
    expect(leadDeskOutcome("toString")).toBeNull();
    expect(leadDeskOutcome(["saved"])).toBeNull();
  });
});
