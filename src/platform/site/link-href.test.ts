import { describe, expect, it } from "vitest";
import { resolveHref } from "./link-href";

describe("navigation links", () => {
  it("sends Sell My Car to the dealer network when a manufacturer base domain is configured, else /trade-in", () => {
    const sell = { href: "/trade-in", baseDomainPath: "/sell-my-car" };
    expect(resolveHref(sell, "harbour.dealer-network.example")).toBe(
      "https://harbour.dealer-network.example/sell-my-car",
    );
    expect(resolveHref(sell, null)).toBe("/trade-in");
  });
  it("sends Online Service Booking to /service/booking on the base domain, else /genuine-service", () => {
    const booking = { href: "/genuine-service", baseDomainPath: "/service/booking" };
    expect(resolveHref(booking, "x.example")).toBe("https://x.example/service/booking");
    expect(resolveHref(booking, null)).toBe("/genuine-service");
  });
});
