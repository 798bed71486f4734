import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadSiteRegistry } from "@/platform/site/registry";
import { sitesAsServed } from "@/platform/site/deposit-features";
import { sidebarButtons, sidebarSite, type SidebarCar, type SidebarSite } from "./sidebar-buttons";

const car: SidebarCar = {
  slug: "2021-toyota-rav4-abc123",
  id: 42,
  status: "in_stock",
  reserved: false,
  price: 38990,
  file: "https://reports.example/abc.pdf",
  carType: "used",
  beingReserved: false,
};
const allOn: SidebarSite = {
  features: {
    finance: true,
    reserveButton: true,
    onlinePurchase: true,
    testDrive: true,
    makeAnOffer: true,
    tradeIn: true,
  },
  reserveVariant: "checkout",
  deposit: "$200",
  financeRoute: "/finance",
  phone: "(08) 5550 1200",
};
const allOff: SidebarSite = {
  features: {
    finance: false,
    reserveButton: false,
    onlinePurchase: false,
    testDrive: false,
    makeAnOffer: false,
    tradeIn: false,
  },
  reserveVariant: "checkout",
  deposit: "$200",
  financeRoute: "/finance",
  phone: null,
};
const ids = (buttons: { id: string }[]) => buttons.map((b) => b.id);

describe("car detail sidebar buttons", () => {
  it("shows every button in the spec's order with its label and route", () => {
    expect(sidebarButtons(car, allOn)).toEqual([
      { id: "enquire", label: "Enquire", href: "#enquire" },
      { id: "history", label: "Car History Report", href: "https://reports.example/abc.pdf" },
      { id: "finance", label: "Get Finance Quote", href: "/finance?car_id=2021-toyota-rav4-abc123" },
      { id: "trade-in", label: "Trade-In Valuation", href: "/cars/trade-in?car_id=42" },
      { id: "reserve", label: "Reserve Car Now", href: "/cars/2021-toyota-rav4-abc123/checkout", fee: "$200" },
      { id: "online-purchase", label: "Online Purchase", href: "/checkout-journey?car_id=2021-toyota-rav4-abc123" },
      { id: "test-drive", label: "Book a Test Drive", href: "/book-test-drive?car_id=2021-toyota-rav4-abc123" },
      { id: "offer", label: "Make an Offer", href: `/cars/${car.slug}/make-an-offer` },
      { id: "call", label: "Call the Dealer", href: "tel:0855501200" },
    ]);
  });
  it("shows no buttons for a car that is not available (the SOLD panel replaces them)", () => {
    expect(sidebarButtons({ ...car, status: "sold" }, allOn)).toEqual([]);
    expect(sidebarButtons({ ...car, status: "withdrawn" }, allOn)).toEqual([]);
  });
  it("shows the buttons for a coming_soon car, but not reserve or online purchase", () => {
    expect(ids(sidebarButtons({ ...car, status: "coming_soon" }, allOn))).toEqual([
      "enquire",
      "history",
      "finance",
      "trade-in",
      "test-drive",
      "offer",
      "call",
    ]);
  });
  it("always offers Enquire, and only Enquire when every feature is off and there is no file or phone", () => {
    expect(sidebarButtons({ ...car, file: null }, allOff)).toEqual([
      { id: "enquire", label: "Enquire", href: "#enquire" },
    ]);
  });
  it("shows the history report button only if the car has a file", () => {
    expect(ids(sidebarButtons({ ...car, file: null }, allOn))).not.toContain("history");
    expect(ids(sidebarButtons({ ...car, file: "  " }, allOn))).not.toContain("history");
  });
  it("never turns a history file that is not a web link or site path into an href", () => {
    expect(ids(sidebarButtons({ ...car, file: "javascript:alert(1)" }, allOn))).not.toContain("history");
    expect(ids(sidebarButtons({ ...car, file: "//evil.example/x" }, allOn))).not.toContain("history");
    expect(sidebarButtons({ ...car, file: "/reports/abc.pdf" }, allOn)[1]).toEqual({
      id: "history",
      label: "Car History Report",
      href: "/reports/abc.pdf",
    });
  });
  it("links finance to the site's finance route and only for a car with a price over the threshold", () => {
    expect(
      sidebarButtons(car, { ...allOn, financeRoute: "/apply-for-finance" }).find((b) => b.id === "finance")?.href,
    ).toBe("/apply-for-finance?car_id=2021-toyota-rav4-abc123");
    expect(ids(sidebarButtons(car, { ...allOn, features: { ...allOn.features, finance: false } }))).not.toContain(
      "finance",
    );
    expect(ids(sidebarButtons({ ...car, price: 200 }, allOn))).not.toContain("finance");
  });
  it("shows trade-in valuation only when the site offers trade-in", () => {
    expect(ids(sidebarButtons(car, { ...allOn, features: { ...allOn.features, tradeIn: false } }))).not.toContain(
      "trade-in",
    );
  });
  it("shows 'Reserve Car Now' only when reserve-eligible, routed by the site's reserve variant", () => {
    expect(sidebarButtons(car, { ...allOn, reserveVariant: "buy-online" }).find((b) => b.id === "reserve")?.href).toBe(
      "/cars/2021-toyota-rav4-abc123/buy-online",
    );
    expect(ids(sidebarButtons(car, { ...allOn, features: { ...allOn.features, reserveButton: false } }))).not.toContain(
      "reserve",
    );
    expect(ids(sidebarButtons({ ...car, reserved: true }, allOn))).not.toContain("reserve");
    expect(ids(sidebarButtons({ ...car, price: 200 }, allOn))).not.toContain("reserve");
  });
  it("shows online purchase when the site sells online and the car is reserve-eligible, whatever the reserve button flag", () => {
    expect(ids(sidebarButtons(car, { ...allOn, features: { ...allOn.features, reserveButton: false } }))).toContain(
      "online-purchase",
    );
    expect(ids(sidebarButtons({ ...car, reserved: true }, allOn))).not.toContain("online-purchase");
    expect(
      ids(sidebarButtons(car, { ...allOn, features: { ...allOn.features, onlinePurchase: false } })),
    ).not.toContain("online-purchase");
  });
  it("labels the reserve button with the site's deposit as its fee", () => {
    expect(sidebarButtons(car, { ...allOn, deposit: "$500" }).find((b) => b.id === "reserve")).toMatchObject({
      label: "Reserve Car Now",
      fee: "$500",
    });
  });
  it("says the car is being reserved, in place of 'Reserve Car Now' and 'Online Purchase', while another hold waits for its deposit", () => {
    const buttons = sidebarButtons({ ...car, beingReserved: true }, allOn);
    expect(ids(buttons)).toEqual([
      "enquire",
      "history",
      "finance",
      "trade-in",
      "being-reserved",
      "test-drive",
      "offer",
      "call",
    ]);
    expect(buttons.find((b) => b.id === "being-reserved")).toEqual({
      id: "being-reserved",
      label: "This car is being reserved right now",
      href: null,
    });
    // A site that offers neither has nothing to say about it; a car that is Reserved shows its tag instead.
    const neither = { ...allOn, features: { ...allOn.features, reserveButton: false, onlinePurchase: false } };
    expect(ids(sidebarButtons({ ...car, beingReserved: true }, neither))).not.toContain("being-reserved");
    expect(ids(sidebarButtons({ ...car, beingReserved: true, reserved: true }, allOn))).not.toContain("being-reserved");
  });
  it("offers neither 'Reserve Car Now' nor 'Online Purchase' on any site where the platform cannot take a deposit", () => {
    const sites = loadSiteRegistry(path.resolve("sites")).sites;
    expect(sites.some((c) => c.features.reserveButton) && sites.some((c) => c.features.onlinePurchase)).toBe(true);
    for (const config of sitesAsServed(sites, false)) {
      for (const shown of [car, { ...car, beingReserved: true }]) {
        const offered = ids(sidebarButtons(shown, sidebarSite(config, null)));
        expect(offered).not.toContain("reserve");
        expect(offered).not.toContain("online-purchase");
        expect(offered).not.toContain("being-reserved");
      }
    }
  });
  it("shows test drive and make an offer only when the site offers them", () => {
    const off = sidebarButtons(car, {
      ...allOn,
      features: { ...allOn.features, testDrive: false, makeAnOffer: false },
    });
    expect(ids(off)).not.toContain("test-drive");
    expect(ids(off)).not.toContain("offer");
  });
  it("shows 'Call the Dealer' only when a dialable phone number exists", () => {
    expect(ids(sidebarButtons(car, { ...allOn, phone: null }))).not.toContain("call");
    expect(ids(sidebarButtons(car, { ...allOn, phone: "TBA" }))).not.toContain("call");
    expect(sidebarButtons(car, { ...allOn, phone: "+61 8 5550 1200" }).at(-1)?.href).toBe("tel:+61855501200");
  });
  it("encodes the slug in routes and queries", () => {
    expect(sidebarButtons({ ...car, slug: "a&b c" }, allOn).find((b) => b.id === "test-drive")?.href).toBe(
      "/book-test-drive?car_id=a%26b%20c",
    );
  });
});
