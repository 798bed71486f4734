import { describe, expect, it } from "vitest";
import { FLOW_COOKIE_DAYS, signFlowToken, verifyFlowToken } from "./flow-token";

const secret = "s".repeat(64);
const now = Date.parse("2026-11-25T03:00:00Z");

describe("the trade-in flow's device token", () => {
  it("resumes this site's flow from an unaltered token", () => {
    expect(verifyFlowToken(secret, signFlowToken(secret, 3, 41, now), 3, now)).toBe(41);
  });
  it("refuses another site's token, an altered one, another secret's, and an expired one", () => {
    const token = signFlowToken(secret, 3, 41, now);
    expect(verifyFlowToken(secret, token, 4, now)).toBeNull();
    expect(verifyFlowToken(secret, token.replace(".41.", ".42."), 3, now)).toBeNull();
    expect(verifyFlowToken("t".repeat(64), token, 3, now)).toBeNull();
    expect(verifyFlowToken(secret, token, 3, now + FLOW_COOKIE_DAYS * 86_400_000 + 1_000)).toBeNull();
    expect(verifyFlowToken(secret, "v1.3.41", 3, now)).toBeNull();
    expect(verifyFlowToken(secret, 41, 3, now)).toBeNull();
  });
});
