import { describe, expect, it } from "vitest";
import { applyItemsForm, ITEM_KINDS, shownValue } from "./items-form";

const CARD = {
  id: "first-service",
  title: "Free first service",
  text: "On every new van.",
  image: { url: "/media/a.svg", width: 375, height: 250, alt: "A van" },
  href: "/special-offers",
  buttonText: "See the offer",
  startsAt: null,
  expiresAt: null,
  carTypes: ["new"],
  strictCarTypes: false,
};
const DOC = JSON.stringify({ offers: [], promoCards: [CARD], pages: [] });
const cards = (body: string) => JSON.parse(body).promoCards;

describe("the promo cards and offers editors applied to the content document", () => {
  it("a card's fields are replaced, typed as the document holds them; fields the form lacks are kept", () => {
    const out = applyItemsForm(DOC, ITEM_KINDS.promoCards, [
      ["item:0.title", " Free service "],
      ["item:0.image.width", "400"],
      ["item:0.carTypes", "new, demo"],
      ["item:0.startsAt", ""],
      ["item:0.expiresAt", "2026-12-31T23:59:59+11:00"],
      ["item:0.strictCarTypes", "on"],
    ])!;
    expect(cards(out.body)).toEqual([
      {
        ...CARD,
        title: "Free service",
        image: { ...CARD.image, width: 400 },
        carTypes: ["new", "demo"],
        expiresAt: "2026-12-31T23:59:59+11:00",
        strictCarTypes: true,
      },
    ]);
    expect(JSON.parse(out.body).pages).toEqual([]);
  });

  it("an unticked box is false once its row is sent; a number that is not one is left for the schema to name", () => {
    const out = applyItemsForm(DOC, ITEM_KINDS.promoCards, [
      ["item:0.title", "T"],
      ["item:0.image.height", "tall"],
    ])!;
    expect(cards(out.body)[0]).toMatchObject({ strictCarTypes: false, image: { height: "tall" } });
  });

  it("a card is removed; the blank row adds one only once its title is filled", () => {
    const removed = applyItemsForm(DOC, ITEM_KINDS.promoCards, [
      ["item:0.remove", "on"],
      ["item:1.id", ""],
      ["item:1.title", ""],
    ])!;
    expect(cards(removed.body)).toEqual([]);
    const added = applyItemsForm(DOC, ITEM_KINDS.promoCards, [
      ["item:1.id", "winter"],
      ["item:1.title", "Winter sale"],
      ["item:1.href", "/search"],
    ])!;
    expect(cards(added.body)[1]).toMatchObject({ id: "winter", title: "Winter sale", href: "/search", carTypes: [] });
  });

  it("rows past the blank one, and names that are no field, change nothing", () => {
    const out = applyItemsForm(DOC, ITEM_KINDS.promoCards, [
      ["item:5.title", "Far"],
      ["item:0.__proto__", "x"],
      ["item:0.constructor.prototype", "x"],
    ])!;
    expect(cards(out.body)).toEqual([CARD]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("a problem is shown at the form's field it came from, after removed rows, nested fields included", () => {
    const doc = JSON.stringify({ offers: [], promoCards: [CARD, { ...CARD, id: "b" }], pages: [] });
    const out = applyItemsForm(doc, ITEM_KINDS.promoCards, [
      ["item:0.remove", "on"],
      ["item:1.title", "B"],
    ])!;
    expect(out.fieldOf("promoCards.0.image.url")).toBe("item:1.image.url");
    expect(out.fieldOf("promoCards.0.href")).toBe("item:1.href");
    expect(out.fieldOf("promoCards.0.carTypes.1")).toBe("item:1.carTypes");
    expect(out.fieldOf("offers.0.name")).toBeNull();
  });

  it("a field is shown as the form reads it back", () => {
    const field = (key: string) => ITEM_KINDS.promoCards.fields.find((f) => f.key === key)!;
    expect(shownValue(CARD, field("carTypes"))).toBe("new");
    expect(shownValue(CARD, field("image.width"))).toBe("375");
    expect(shownValue(CARD, field("startsAt"))).toBe("");
    expect(shownValue(CARD, field("strictCarTypes"))).toBe("");
  });
});

describe("an image uploaded for an item", () => {
  it("replaces the item's image at its cropped size, keeping its description; an offer without one is named", () => {
    const out = applyItemsForm(
      DOC,
      ITEM_KINDS.promoCards,
      [["item:0.title", "Free first service"]],
      new Map([[0, { url: "/media/uploads/abc.jpg", width: 375, height: 250 }]]),
    )!;
    expect(cards(out.body)[0].image).toEqual({ url: "/media/uploads/abc.jpg", width: 375, height: 250, alt: "A van" });
    const offer = { id: 401, name: "Free service", image: null };
    const offers = applyItemsForm(
      JSON.stringify({ offers: [offer] }),
      ITEM_KINDS.offers,
      [],
      new Map([[0, { url: "/media/uploads/def.jpg", width: 375, height: 250 }]]),
    )!;
    expect(JSON.parse(offers.body).offers[0].image).toEqual({
      url: "/media/uploads/def.jpg",
      width: 375,
      height: 250,
      alt: "Free service",
    });
  });
});

describe("the home banners editor", () => {
  const BANNER = {
    id: "summer",
    title: "Summer sale",
    href: "/special-offers",
    buttonText: "See the offers",
    image: { url: "/media/photos/suv/1e3a8a/banner.jpg", width: 1920, height: 540, alt: "A blue SUV" },
    startsAt: null,
    expiresAt: null,
    carTypes: [],
    strictCarTypes: false,
  };

  it("edits the document's homeBanners list, and a new banner's picture is the slider's 1920x540", () => {
    const doc = JSON.stringify({ offers: [], promoCards: [CARD], homeBanners: [BANNER], pages: [] });
    const out = applyItemsForm(doc, ITEM_KINDS.banners, [
      ["item:0.title", "Winter sale"],
      ["item:0.expiresAt", "2026-08-31T23:59:59+10:00"],
      ["item:1.id", "service"],
      ["item:1.title", "Service week"],
      ["item:1.href", "/pages/service-specials"],
      ["item:1.image.url", "/media/photos/hatch/6b6e73/banner.jpg"],
    ])!;
    const { homeBanners, promoCards } = JSON.parse(out.body);
    expect(promoCards).toEqual([CARD]);
    expect(homeBanners[0]).toEqual({ ...BANNER, title: "Winter sale", expiresAt: "2026-08-31T23:59:59+10:00" });
    expect(homeBanners[1]).toMatchObject({
      id: "service",
      image: { url: "/media/photos/hatch/6b6e73/banner.jpg", width: 1920, height: 540 },
      carTypes: [],
    });
    expect(out.fieldOf("homeBanners.1.image.url")).toBe("item:1.image.url");
    expect(out.fieldOf("promoCards.0.title")).toBeNull();
  });

  it("a document without banners is given an empty list (the schema allows none) until one is added", () => {
    const doc = JSON.stringify({ offers: [], promoCards: [], pages: [] });
    const out = applyItemsForm(doc, ITEM_KINDS.banners, [["item:0.title", ""]])!;
    expect(JSON.parse(out.body).homeBanners).toEqual([]);
  });
});
