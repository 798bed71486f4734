import { describe, expect, it } from "vitest";
import { afterFailure, failedAttempt, MAX_ATTEMPTS, redact, retryDelay } from "./outbox-rules";

const now = new Date("2026-11-21T00:00:00Z");

describe("outbox delivery retries (leads, SMS, deposits)", () => {
  it("backs off from one minute to twelve hours", () => {
    expect(retryDelay(1)).toBe(60_000);
    expect(retryDelay(2)).toBe(5 * 60_000);
    expect(retryDelay(7)).toBe(12 * 3_600_000);
    expect(retryDelay(15)).toBe(12 * 3_600_000);
  });
  it("keeps a failed delivery pending until the attempts run out, then marks it failed", () => {
    expect(afterFailure(1, now)).toEqual({ status: "pending", nextAttemptAt: new Date(now.getTime() + 60_000) });
    expect(afterFailure(MAX_ATTEMPTS - 1, now).status).toBe("pending");
    expect(afterFailure(MAX_ATTEMPTS, now).status).toBe("failed");
  });
  it("fails a permanent refusal at once, and writes one more attempt with the error redacted", () => {
    expect(afterFailure(1, now, true)).toEqual({ status: "failed", nextAttemptAt: now });
    expect(failedAttempt(2, new Error("refused jo@example.com"), now)).toEqual({
      attempts: 3,
      status: "pending",
      nextAttemptAt: new Date(now.getTime() + 15 * 60_000),
      lastError: "refused [email]",
    });
  });
  it("retries for about a week before giving up", () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelay(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeGreaterThan(5);
    expect(total / 86_400_000).toBeLessThan(9);
  });
  it("redacts e-mail addresses and Australian phone numbers from errors", () => {
    expect(redact("550 rejected <jo.citizen@example.com> for 0412 000 123 or +61 8 5550 1200")).toBe(
      "550 rejected <[email]> for [phone] or [phone]",
    );
    expect(redact("x".repeat(900))).toHaveLength(500);
  });
  it("redacts phone numbers in international form, as an SMS gateway may echo them", () => {
    expect(redact("destination_number +61400000001 invalid; +14155550123 too")).toBe(
      "destination_number [phone] invalid; [phone] too",
    );
    expect(redact("answered 503 after 10000 ms")).toBe("answered 503 after 10000 ms");
  });
});
