import { describe, expect, it } from "vitest";
import { purchaseChoices } from "./checkout-paths";

const locations = [{ id: 3, name: "Fremantle" }];
const choices = {
  payment_method: "Finance",
  trade_in: "No trade-in",
  pickup_location: "3",
  pickup_date: "2026-03-02",
  pickup_time: "10:00",
} as Parameters<typeof purchaseChoices>[0];

describe("purchase choices", () => {
  it("links the finance enquiry at the site's own finance route (a site without /finance-enquiry never gets a 404)", () => {
    const car = { id: 7, origin: "https://bigboxcars.example", financeRoute: "/finance" };
    expect(purchaseChoices(choices, locations, car)["Finance enquiry"]).toBe(
      "https://bigboxcars.example/finance?car_id=7",
    );
    expect(purchaseChoices(choices, locations, { ...car, financeRoute: "/finance-enquiry" })["Finance enquiry"]).toBe(
      "https://bigboxcars.example/finance-enquiry?car_id=7",
    );
  });
});
