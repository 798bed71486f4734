import { describe, expect, it } from "vitest";
import { lastDigestHour, messageDue } from "./alert-digest";

const zone = "Australia/Brisbane"; // UTC+10, no daylight saving: 08:00 local is 22:00 UTC the day before
const at = (iso: string) => new Date(iso);

describe("alert digest rules", () => {
  it("the latest digest hour is today's 8 am local once it has come, else yesterday's", () => {
    expect(lastDigestHour(at("2026-11-29T23:00:00Z"), zone).toISOString()).toBe("2026-11-29T22:00:00.000Z");
    expect(lastDigestHour(at("2026-11-29T21:00:00Z"), zone).toISOString()).toBe("2026-11-28T22:00:00.000Z");
  });

  it("takes daylight saving from the site's zone (Sydney, 8 am at UTC+11 in summer)", () => {
    expect(lastDigestHour(at("2026-11-29T23:00:00Z"), "Australia/Sydney").toISOString()).toBe(
      "2026-11-29T21:00:00.000Z",
    );
  });

  it("instant: a search never messaged is sent at once", () => {
    expect(messageDue("instant", null, at("2026-11-29T03:00:00Z"), zone)).toBe(true);
  });

  it("instant: at most one message per search per day", () => {
    const last = at("2026-11-29T01:00:00Z");
    expect(messageDue("instant", last, at("2026-11-29T20:00:00Z"), zone)).toBe(false);
    expect(messageDue("instant", last, at("2026-11-30T01:00:00Z"), zone)).toBe(true);
  });

  it("instant: a search may ask for more messages a day", () => {
    expect(messageDue("instant", at("2026-11-29T01:00:00Z"), at("2026-11-29T07:00:00Z"), zone, 4)).toBe(true);
  });

  it("daily: waits for the site's local digest hour", () => {
    const last = at("2026-11-27T22:05:00Z"); // the digest of the 28th, local
    expect(messageDue("daily", last, at("2026-11-28T21:59:00Z"), zone)).toBe(false);
    expect(messageDue("daily", last, at("2026-11-28T22:06:00Z"), zone)).toBe(true);
  });

  it("daily: a first digest goes at the next check, the digest hour having passed", () => {
    expect(messageDue("daily", null, at("2026-11-29T03:00:00Z"), zone)).toBe(true);
  });

  it("daily: once a day, even when yesterday's digest went late", () => {
    const lateYesterday = at("2026-11-28T23:30:00Z");
    expect(messageDue("daily", lateYesterday, at("2026-11-29T22:10:00Z"), zone)).toBe(false);
    expect(messageDue("daily", lateYesterday, at("2026-11-29T23:31:00Z"), zone)).toBe(true);
  });
});
