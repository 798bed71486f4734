import { describe, expect, it } from "vitest";
import type { PresentationValues } from "@/domain/stock-presentation";
import { effectivePresentation, feedPresentation, hasLayers, pickPresentation } from "./presentation";

const feed: PresentationValues = {
  price: 24990,
  beforePrice: null,
  priceType: "DAP",
  dealerComments: "From the feed",
  status: "in_stock",
  showOnDealerWebsite: true,
  tag: null,
  certified: false,
  features: ["Bluetooth"],
  images: [],
  primaryImageUrl: null,
  photosCount: 0,
};

describe("the feed owns facts, the dealer owns presentation", () => {
  it("shows the feed's values when nothing stands over them", () => {
    expect(effectivePresentation(feed, {})).toEqual(feed);
    expect(hasLayers({})).toBe(false);
    expect(hasLayers({ dealer: {} })).toBe(false);
  });

  it("lets a dealer's edit win over the feed's value, field by field", () => {
    const shown = effectivePresentation(feed, { dealer: { price: 22990, tag: "Hot deal" } });
    expect(shown.price).toBe(22990);
    expect(shown.tag).toBe("Hot deal");
    expect(shown.dealerComments).toBe("From the feed");
  });

  it("lets a running special set the price over a dealer's edit, compared with the price it replaced", () => {
    const shown = effectivePresentation(feed, {
      dealer: { price: 22990 },
      special: { specialId: 1, price: 19990, wasPrice: 22990, endsAt: "2026-12-01T00:00:00Z" },
    });
    expect(shown.price).toBe(19990);
    expect(shown.beforePrice).toBe(22990);
  });

  it("reads the feed's values beside the columns while layers stand over them, else the columns", () => {
    const shown = { ...feed, price: 1, feedValues: feed };
    expect(feedPresentation(shown).price).toBe(24990);
    expect(feedPresentation({ ...feed, feedValues: null })).toEqual(pickPresentation(feed));
  });
});
