import { describe, expect, it } from "vitest";
import { qualifies, reserveEligible, resultButtons, telHref, type ResultButtonOptions } from "./card-rules";

const options: ResultButtonOptions = { reserveEligible: true, reserveVariant: "checkout", phone: "(08) 9000 1234" };
const car = { slug: "2021-toyota-rav4-abc123", status: "in_stock", price: 38990 };
const labels = (buttons: { label: string }[]) => buttons.map((b) => b.label);

describe("search result card rules", () => {
  it("qualifies an available car priced over 200", () => {
    expect(qualifies({ status: "in_stock", price: 201 })).toBe(true);
    expect(qualifies({ status: "coming_soon", price: 15_000 })).toBe(true);
  });
  it("does not qualify a car priced at 200 or less", () => {
    expect(qualifies({ status: "in_stock", price: 200 })).toBe(false);
    expect(qualifies({ status: "in_stock", price: 0 })).toBe(false);
  });
  it("does not qualify a car that is not available", () => {
    expect(qualifies({ status: "sold", price: 15_000 })).toBe(false);
  });
  it("makes a car reserve-eligible only when the site shows the button and the car is in_stock, not reserved and priced over 200", () => {
    const eligible = { status: "in_stock", reserved: false, price: 15_000 };
    expect(reserveEligible(eligible, true)).toBe(true);
    expect(reserveEligible(eligible, false)).toBe(false);
    expect(reserveEligible({ ...eligible, status: "coming_soon" }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, status: "sold" }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, reserved: true }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, price: 200 }, true)).toBe(false);
  });
  it("offers 'Reserve Car Now' and 'details' on the reserve-details variant", () => {
    expect(resultButtons("reserve-details", car, options)).toEqual([
      { label: "Reserve Car Now", href: "/cars/2021-toyota-rav4-abc123/checkout", style: "primary" },
      { label: "details", href: "/cars/2021-toyota-rav4-abc123", style: "secondary" },
    ]);
  });
  it("routes 'Reserve Car Now' to buy-online on sites that use it", () => {
    expect(resultButtons("reserve-details", car, { ...options, reserveVariant: "buy-online" })[0]?.href).toBe(
      "/cars/2021-toyota-rav4-abc123/buy-online",
    );
  });
  it("hides 'Reserve Car Now' when the car is not reserve-eligible", () => {
    expect(labels(resultButtons("reserve-details", car, { ...options, reserveEligible: false }))).toEqual(["details"]);
  });
  it("offers 'details' in danger style plus 'Finance Enquiry' on the details-finance variant, ignoring the reserve check", () => {
    const expected = [
      { label: "details", href: "/cars/2021-toyota-rav4-abc123", style: "danger" },
      { label: "Finance Enquiry", href: "/finance?car_id=2021-toyota-rav4-abc123", style: "secondary" },
    ];
    expect(resultButtons("details-finance", car, options)).toEqual(expected);
    expect(resultButtons("details-finance", car, { ...options, reserveEligible: false })).toEqual(expected);
  });
  it("offers 'Enquire', 'Finance', 'Test Drive' and 'CTD' on the enquire variant", () => {
    expect(resultButtons("enquire-finance-testdrive-ctd", car, options)).toEqual([
      { label: "Enquire", href: "/cars/2021-toyota-rav4-abc123#enquire", style: "primary" },
      { label: "Finance", href: "/finance?car_id=2021-toyota-rav4-abc123", style: "secondary" },
      { label: "Test Drive", href: "/book-test-drive?car_id=2021-toyota-rav4-abc123", style: "secondary" },
      { label: "CTD", href: "tel:0890001234", style: "secondary" },
    ]);
  });
  it("shows CTD only when a phone number is given", () => {
    expect(labels(resultButtons("enquire-finance-testdrive-ctd", car, { ...options, phone: null }))).toEqual([
      "Enquire",
      "Finance",
      "Test Drive",
    ]);
    expect(labels(resultButtons("enquire-finance-testdrive-ctd", car, { ...options, phone: "  " }))).toEqual([
      "Enquire",
      "Finance",
      "Test Drive",
    ]);
  });
  it("strips everything but digits and a leading + from tel: links", () => {
    expect(telHref("+61 (8) 9000-1234")).toBe("tel:+61890001234");
    expect(telHref(" +61 8 9000 1234 ")).toBe("tel:+61890001234");
    expect(telHref("08 9000+1234 ext")).toBe("tel:0890001234");
    expect(telHref("call us")).toBeNull();
  });
  it.each(["reserve-details", "details-finance", "enquire-finance-testdrive-ctd"] as const)(
    "offers only 'Find Me Something Similar' for a car that is not sellable (%s): sold, or priced at 200 or less",
    (variant) => {
      const similar = [
        { label: "Find Me Something Similar", href: "/cars/2021-toyota-rav4-abc123#enquire", style: "primary" },
      ];
      expect(resultButtons(variant, { ...car, status: "sold" }, options)).toEqual(similar);
      expect(resultButtons(variant, { ...car, price: 0 }, options)).toEqual(similar);
    },
  );
  it("encodes the slug in routes", () => {
    expect(resultButtons("details-finance", { ...car, slug: "a b&c" }, options)[1]?.href).toBe(
      "/finance?car_id=a%20b%26c",
    );
  });
});
