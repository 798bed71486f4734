import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook";

describe("signed webhooks", () => {
  const body = JSON.stringify({ lead: { id: 1 } });
  it("signs the timestamp and body so the receiver can verify them with the shared secret", () => {
    const header = signWebhook("s3cret", body, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook("s3cret", body, header, 1_800_000_010)).toBe(true);
  });
  it("rejects another secret, a changed body, a malformed header and an old timestamp", () => {
    const header = signWebhook("s3cret", body, 1_800_000_000);
    expect(verifyWebhook("other", body, header, 1_800_000_000)).toBe(false);
    expect(verifyWebhook("s3cret", body + " ", header, 1_800_000_000)).toBe(false);
    expect(verifyWebhook("s3cret", body, "v1=abc", 1_800_000_000)).toBe(false);
    expect(verifyWebhook("s3cret", body, header, 1_800_000_000 + 301)).toBe(false);
  });
});
