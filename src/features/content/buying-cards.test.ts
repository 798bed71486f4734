import { describe, expect, it } from "vitest";
import { buyingCards } from "./buying-cards";

const site = {
  stock: { carTypes: ["new", "demo", "used"] as ("new" | "demo" | "used")[] },
  features: { finance: true, tradeIn: true, testDrive: true },
  finance: { routes: ["/finance-enquiry" as const] },
  tradeIn: { routes: ["/trade-in" as const, "/sell-my-car" as const] },
};
const hrefs = (cards: { href: string }[]) => cards.map((c) => c.href);

describe("buying page cards", () => {
  it("links the stock searches, then finance, trade-in and test drive at the site's own routes, then offers", () => {
    expect(hrefs(buyingCards(site, 2))).toEqual([
      "/search/new-cars",
      "/search/demo-cars",
      "/search/used-cars",
      "/finance-enquiry",
      "/trade-in",
      "/book-test-drive",
      "/special-offers",
    ]);
  });
  it("leaves out what the site does not offer: other car types, finance, trade-in, test drives, offers", () => {
    const used = {
      ...site,
      stock: { carTypes: ["used" as const] },
      features: { finance: false, tradeIn: false, testDrive: false },
    };
    expect(hrefs(buyingCards(used, 0))).toEqual(["/search/used-cars"]);
  });
});
