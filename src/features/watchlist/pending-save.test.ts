import { describe, expect, it } from "vitest";
import { pendingSaveRecord, pendingSaveToResume } from "./pending-save";

const now = Date.UTC(2026, 10, 21, 2);

describe("a save asked for while signed out (redirected to sign-in)", () => {
  it("is saved on return within 30 minutes", () => {
    const record = pendingSaveRecord({ id: 7, name: "2021 Toyota RAV4 GX" }, now);
    expect(pendingSaveToResume(record, now + 29 * 60_000)).toEqual({ id: 7, name: "2021 Toyota RAV4 GX", at: now });
  });
  it("is forgotten after 30 minutes, or when dated in the future", () => {
    const record = pendingSaveRecord({ id: 7, name: "x" }, now);
    expect(pendingSaveToResume(record, now + 30 * 60_000 + 1)).toBeNull();
    expect(pendingSaveToResume(record, now - 1)).toBeNull();
  });
  it("is no car when storage holds anything malformed", () => {
    for (const bad of [null, "", "{", "[]", '{"id":"7","name":"x","at":0}', '{"id":7,"at":0}', '{"id":0,"name":"x"}'])
      expect(pendingSaveToResume(bad, now)).toBeNull();
  });
});
