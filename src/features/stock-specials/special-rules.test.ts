import { describe, expect, it } from "vitest";
import { instantToLocalTime, localTimeToInstant } from "@/domain/local-time";
import { parseSpecial, specialPhase, specialsOverlap } from "./special-rules";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-12-01T00:00:00Z");
const form = (over: Partial<Record<"price" | "wasPrice" | "startsAt" | "endsAt", string>> = {}) => ({
  price: "29,990",
  wasPrice: "",
  startsAt: "2026-12-05T09:00",
  endsAt: "2026-12-06T17:00",
  ...over,
});

describe("special rules", () => {
  it("reads the form's times in the site's time zone, across daylight saving", () => {
    expect(localTimeToInstant("2026-12-05T09:00", "Australia/Sydney")).toEqual(at("2026-12-04T22:00:00Z"));
    expect(localTimeToInstant("2026-07-05T09:00", "Australia/Sydney")).toEqual(at("2026-07-04T23:00:00Z"));
    expect(localTimeToInstant("2026-12-05T09:00", "Australia/Perth")).toEqual(at("2026-12-05T01:00:00Z"));
    expect(instantToLocalTime(at("2026-12-04T22:00:00Z"), "Australia/Sydney")).toBe("2026-12-05T09:00");
  });

  it("refuses a time that is no time", () => {
    expect(localTimeToInstant("2026-02-30T09:00", "Australia/Sydney")).toBeNull();
    expect(localTimeToInstant("tomorrow", "Australia/Sydney")).toBeNull();
    expect(localTimeToInstant("2026-12-05T25:00", "Australia/Sydney")).toBeNull();
  });

  it("accepts a special below the car's price that ends after it starts", () => {
    const parsed = parseSpecial(form(), 32990, "Australia/Sydney", NOW);
    expect(parsed).toEqual({
      ok: true,
      value: { price: 29990, wasPrice: null, startsAt: at("2026-12-04T22:00:00Z"), endsAt: at("2026-12-06T06:00:00Z") },
    });
  });

  it("refuses a price not below the car's price, or a car without a price", () => {
    expect(parseSpecial(form({ price: "32990" }), 32990, "UTC", NOW)).toEqual({ ok: false, fields: ["price"] });
    expect(parseSpecial(form(), null, "UTC", NOW)).toEqual({ ok: false, fields: ["price"] });
    expect(parseSpecial(form({ price: "abc" }), 32990, "UTC", NOW)).toEqual({ ok: false, fields: ["price"] });
  });

  it("refuses a was-price not above the special's price", () => {
    expect(parseSpecial(form({ wasPrice: "29990" }), 32990, "UTC", NOW)).toEqual({ ok: false, fields: ["wasPrice"] });
    expect(parseSpecial(form({ wasPrice: "34,990" }), 32990, "UTC", NOW)).toMatchObject({
      ok: true,
      value: { wasPrice: 34990 },
    });
  });

  it("refuses an end not after the start, or already past, naming each field", () => {
    expect(parseSpecial(form({ endsAt: "2026-12-05T09:00" }), 32990, "UTC", NOW)).toEqual({
      ok: false,
      fields: ["endsAt"],
    });
    expect(parseSpecial(form({ startsAt: "2026-11-01T09:00", endsAt: "2026-11-02T09:00" }), 32990, "UTC", NOW)).toEqual(
      { ok: false, fields: ["endsAt"] },
    );
    expect(parseSpecial(form({ price: "", startsAt: "x" }), 32990, "UTC", NOW)).toEqual({
      ok: false,
      fields: ["price", "startsAt"],
    });
  });

  it("runs from its start to its end, and a cancelled one never runs", () => {
    const span = { startsAt: at("2026-12-05T00:00:00Z"), endsAt: at("2026-12-06T00:00:00Z") };
    expect(specialPhase(span, at("2026-12-04T23:59:59Z"))).toBe("upcoming");
    expect(specialPhase(span, span.startsAt)).toBe("running");
    expect(specialPhase(span, span.endsAt)).toBe("ended");
    expect(specialPhase({ ...span, cancelledAt: NOW }, span.startsAt)).toBe("cancelled");
  });

  it("finds overlapping specials of one car; touching ones and cancelled ones do not overlap", () => {
    const a = { startsAt: at("2026-12-05T00:00:00Z"), endsAt: at("2026-12-06T00:00:00Z") };
    expect(specialsOverlap(a, { startsAt: at("2026-12-05T12:00:00Z"), endsAt: at("2026-12-07T00:00:00Z") })).toBe(true);
    expect(specialsOverlap(a, { startsAt: a.endsAt, endsAt: at("2026-12-07T00:00:00Z") })).toBe(false);
    expect(specialsOverlap(a, { ...a, cancelledAt: NOW })).toBe(false);
  });
});
