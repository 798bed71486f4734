import { describe, expect, it } from "vitest";
import {
  compareFields,
  dealerLayer,
  editErrorsFrom,
  parseEditForm,
  soldDateAfter,
  withoutField,
  type DealerValues,
} from "./stock-edit";

const FEED: DealerValues = {
  price: 24990,
  beforePrice: null,
  priceType: "Drive away",
  dealerComments: "One owner.",
  status: "in_stock",
  showOnDealerWebsite: true,
  tag: null,
  certified: false,
  features: ["Sunroof"],
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
const GOOD = {
  price: "22990",
  beforePrice: "",
  priceType: "Drive away",
  dealerComments: "One owner.",
  status: "in_stock",
  showOnDealerWebsite: "on",
  tag: "",
  features: "Sunroof\n  Tow bar \n\n",
};

describe("the car page's form (parseEditForm)", () => {
  it("reads whole dollars, checkboxes (absent is off), empty text as none and features one a line", () => {
    expect(parseEditForm(form(GOOD))).toEqual({
      ok: true,
      values: { ...FEED, price: 22990, features: ["Sunroof", "Tow bar"] },
    });
  });
  it("an empty price is no price", () => {
    const parsed = parseEditForm(form({ ...GOOD, price: "" }));
    expect(parsed.ok && parsed.values.price).toBeNull();
  });
  it("refuses a price that is not a whole number of dollars, 0 or more", () => {
    for (const price of ["-1", "22990.50", "$22,990", "abc"])
      expect(parseEditForm(form({ ...GOOD, price }))).toEqual({ ok: false, errors: ["price.whole"] });
  });
  it("refuses a was-price not above the price (it would not be shown)", () => {
    expect(parseEditForm(form({ ...GOOD, beforePrice: "22990" }))).toEqual({
      ok: false,
      errors: ["beforePrice.above"],
    });
    expect(parseEditForm(form({ ...GOOD, price: "", beforePrice: "30000" }))).toEqual({
      ok: false,
      errors: ["beforePrice.above"],
    });
    expect(parseEditForm(form({ ...GOOD, beforePrice: "25990" })).ok).toBe(true);
  });
  it("lets the feed's own was-price stand unchanged, even when not above the price (the site hides it)", () => {
    expect(parseEditForm(form({ ...GOOD, beforePrice: "20000" }), [], 20000).ok).toBe(true);
    expect(parseEditForm(form({ ...GOOD, beforePrice: "21000" }), [], 20000)).toEqual({
      ok: false,
      errors: ["beforePrice.above"],
    });
  });
  it("refuses a status not of the vehicle statuses", () => {
    expect(parseEditForm(form({ ...GOOD, status: "gone" }))).toEqual({ ok: false, errors: ["status.choose"] });
  });
  it("refuses a tag not among the site's tags when the site names them", () => {
    expect(parseEditForm(form({ ...GOOD, tag: "Hot" }), ["Just Sold"])).toEqual({ ok: false, errors: ["tag.choose"] });
    expect(parseEditForm(form({ ...GOOD, tag: "Hot" })).ok).toBe(true);
  });
  it("refuses comments over the limit, and every bad field at once", () => {
    const parsed = parseEditForm(form({ ...GOOD, dealerComments: "x".repeat(5001), price: "x" }));
    expect(parsed.ok ? [] : [...parsed.errors].sort()).toEqual(["dealerComments.long", "price.whole"]);
  });
});

describe("the dealer's overrides", () => {
  it("a field set to something other than the feed's value is the dealer's override; the feed's value is none", () => {
    expect(dealerLayer(FEED, { ...FEED, price: 22990, features: ["Sunroof"] })).toEqual({ price: 22990 });
    expect(dealerLayer(FEED, FEED)).toBeUndefined();
  });
  it("clearing a field takes only its override off; clearing the last leaves no layer", () => {
    expect(withoutField({ price: 1, tag: "Hot" }, "price")).toEqual({ tag: "Hot" });
    expect(withoutField({ price: 1 }, "price")).toBeUndefined();
    expect(withoutField(undefined, "price")).toBeUndefined();
  });
  it("shows the feed's value beside the dealer's, and the dealer's only where they set one", () => {
    const rows = compareFields(FEED, { price: 22990 });
    expect(rows.find((r) => r.field === "price")).toMatchObject({ feed: "$24,990", yours: "$22,990" });
    expect(rows.find((r) => r.field === "tag")).toMatchObject({ feed: "none", yours: null });
    expect(rows.find((r) => r.field === "showOnDealerWebsite")).toMatchObject({ feed: "yes", yours: null });
  });
  it("reads only known error codes from a page URL", () => {
    expect(editErrorsFrom("price.whole,<script>,tag.long")).toEqual(["price.whole", "tag.long"]);
    expect(editErrorsFrom(["price.whole"])).toEqual([]);
  });
});

describe("the sold date follows the status (the default stock filter counts a sold car's days from it)", () => {
  const now = new Date("2026-11-28T05:00:00Z");
  const earlier = new Date("2026-11-20T00:00:00Z");
  it("a car becoming sold is sold now", () => {
    expect(soldDateAfter({ status: "in_stock", soldAt: null }, "sold", now)).toEqual(now);
  });
  it("a car already sold keeps its sold date", () => {
    expect(soldDateAfter({ status: "sold", soldAt: earlier }, "sold", now)).toEqual(earlier);
  });
  it("a car no longer sold has no sold date", () => {
    expect(soldDateAfter({ status: "sold", soldAt: earlier }, "in_stock", now)).toBeNull();
  });
});
