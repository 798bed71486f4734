import { describe, expect, it } from "vitest";
import { resultButtons, type ResultButtonOptions } from "./card-rules";

const options: ResultButtonOptions = {
  reserve: "reserve",
  deposit: "$200",
  reserveVariant: "checkout",
  phone: "(08) 9000 1234",
  financeRoute: "/finance",
};
const car = { slug: "2021-toyota-rav4-abc123", status: "in_stock", price: 38990 };
const labels = (buttons: { label: string }[]) => buttons.map((b) => b.label);

describe("search result card rules", () => {
  it("offers 'Reserve Car Now' with the site's deposit as its fee, and 'details', on the reserve-details variant", () => {
    expect(resultButtons("reserve-details", car, options)).toEqual([
      { label: "Reserve Car Now", href: "/cars/2021-toyota-rav4-abc123/checkout", style: "primary", fee: "$200" },
      { label: "details", href: "/cars/2021-toyota-rav4-abc123", style: "secondary" },
    ]);
  });
  it("routes 'Reserve Car Now' to buy-online on sites that use it", () => {
    expect(resultButtons("reserve-details", car, { ...options, reserveVariant: "buy-online" })[0]?.href).toBe(
      "/cars/2021-toyota-rav4-abc123/buy-online",
    );
  });
  it("hides 'Reserve Car Now' when the car is not reserve-eligible", () => {
    expect(labels(resultButtons("reserve-details", car, { ...options, reserve: "none" }))).toEqual(["details"]);
  });
  it("says the car is being reserved, in place of 'Reserve Car Now', while another hold waits for its deposit", () => {
    expect(resultButtons("reserve-details", car, { ...options, reserve: "being-reserved" })).toEqual([
      { label: "This car is being reserved right now", href: null, style: "note" },
      { label: "details", href: "/cars/2021-toyota-rav4-abc123", style: "secondary" },
    ]);
  });
  it("offers 'details' in danger style plus 'Finance Enquiry' on the details-finance variant, ignoring the reserve check", () => {
    const expected = [
      { label: "details", href: "/cars/2021-toyota-rav4-abc123", style: "danger" },
      { label: "Finance Enquiry", href: "/finance?car_id=2021-toyota-rav4-abc123", style: "secondary" },
    ];
    expect(resultButtons("details-finance", car, options)).toEqual(expected);
    expect(resultButtons("details-finance", car, { ...options, reserve: "none" })).toEqual(expected);
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
  it("leads the finance buttons to the site's own finance route", () => {
    const own = { ...options, financeRoute: "/finance-enquiry" };
    expect(resultButtons("details-finance", car, own)[1]?.href).toBe("/finance-enquiry?car_id=2021-toyota-rav4-abc123");
    expect(resultButtons("enquire-finance-testdrive-ctd", car, own)[1]?.href).toBe(
      "/finance-enquiry?car_id=2021-toyota-rav4-abc123",
    );
  });
  it("encodes the slug in routes", () => {
    expect(resultButtons("details-finance", { ...car, slug: "a b&c" }, options)[1]?.href).toBe(
      "/finance?car_id=a%20b%26c",
    );
  });
});
