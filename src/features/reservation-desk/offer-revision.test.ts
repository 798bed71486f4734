import { describe, expect, it } from "vitest";
import { OFFER_DAYS_MAX, parseRevision, zonedInstant } from "./offer-revision";

const NOW = new Date("2026-11-28T02:00:00Z"); // 1 pm in Sydney, 28 November
const SYDNEY = "Australia/Sydney";

describe("a manager's revised trade-in offer", () => {
  it("holds to the end of the chosen day in the site's time zone", () => {
    const parsed = parseRevision({ amount: "$12,500", expiresOn: "2026-12-05" }, NOW, SYDNEY);
    expect(parsed).toEqual({
      ok: true,
      revision: { price: 12_500, expiresOn: "2026-12-05", expiresAt: new Date("2026-12-05T13:00:00Z") },
    });
  });

  it("may end today, but not before today nor more than the days allowed ahead", () => {
    expect(parseRevision({ amount: "100", expiresOn: "2026-11-28" }, NOW, SYDNEY).ok).toBe(true);
    expect(parseRevision({ amount: "100", expiresOn: "2026-11-27" }, NOW, SYDNEY)).toEqual({
      ok: false,
      refusals: ["expires"],
    });
    const tooFar = new Date(Date.UTC(2026, 10, 28 + OFFER_DAYS_MAX + 1)).toISOString().slice(0, 10);
    expect(parseRevision({ amount: "100", expiresOn: tooFar }, NOW, SYDNEY).ok).toBe(false);
  });

  it("refuses an amount that is not whole dollars from $1 to the most allowed, and a day that does not exist", () => {
    for (const amount of ["", "0", "12.50", "-5", "abc", "600000", undefined])
      expect(parseRevision({ amount, expiresOn: "2026-12-01" }, NOW, SYDNEY)).toEqual({
        ok: false,
        refusals: ["amount"],
      });
    expect(parseRevision({ amount: "x", expiresOn: "2026-02-31" }, NOW, SYDNEY)).toEqual({
      ok: false,
      refusals: ["amount", "expires"],
    });
  });

  it("places a wall-clock time by the offset in force that day (daylight saving included)", () => {
    expect(zonedInstant("2026-07-01", 9 * 60, SYDNEY)).toEqual(new Date("2026-06-30T23:00:00Z"));
    expect(zonedInstant("2026-12-01", 9 * 60, SYDNEY)).toEqual(new Date("2026-11-30T22:00:00Z"));
    expect(zonedInstant("2026-12-01", 9 * 60, "Australia/Perth")).toEqual(new Date("2026-12-01T01:00:00Z"));
  });
});
