import { describe, expect, it } from "vitest";
import type { TradeInOffer } from "@/domain/trade-in-types";
import { valuationRefusal } from "./save-valuation-rules";

const offer: TradeInOffer = {
  price: 21_300,
  madeAt: "2026-11-20T02:00:00.000Z",
  expiresAt: "2026-11-27T02:00:00.000Z",
  comparables: 5,
  assumptions: [],
};
const flow = { leadId: 7, offer };
const shown = { reference: 7, offer_price: 21_300, expires_at: offer.expiresAt };
const PERTH = "Australia/Perth";

describe("saving a valuation (POST /api/miscellaneous)", () => {
  it("saves this flow's own offer with the server's figures while it stands", () => {
    expect(valuationRefusal(flow, shown, new Date("2026-11-27T01:59:59Z"), PERTH)).toBeNull();
  });

  it("refuses an expired offer: valid only while its expiry date is in the future", () => {
    for (const now of ["2026-11-27T02:00:00Z", "2026-12-01T00:00:00Z"])
      expect(valuationRefusal(flow, shown, new Date(now), PERTH)).toEqual({
        kind: "expired",
        message: "This offer expired on Friday 27 November 2026: ask for a new offer to save one.",
      });
  });

  it("refuses another flow's reference, and figures that are not the server's", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    expect(valuationRefusal(null, shown, now, PERTH)).toEqual({ kind: "not_found" });
    expect(valuationRefusal(flow, { ...shown, reference: 8 }, now, PERTH)).toEqual({ kind: "not_found" });
    expect(valuationRefusal(flow, { ...shown, offer_price: 99_000 }, now, PERTH)).toEqual({ kind: "changed" });
    // A later expiry in the body cannot revive an offer either: it is not the server's.
    expect(
      valuationRefusal(
        flow,
        { ...shown, expires_at: "2030-01-01T00:00:00.000Z" },
        new Date("2026-12-01T00:00:00Z"),
        PERTH,
      ),
    ).toEqual({ kind: "changed" });
    expect(valuationRefusal({ leadId: 7, offer: null }, shown, now, PERTH)).toEqual({ kind: "changed" });
  });
});
