import { describe, expect, it } from "vitest";
import { groupActivity, leadTitle, type GarageLead } from "./garage-activity";

const lead = (id: number, category: string, day: number, extra: Partial<GarageLead> = {}): GarageLead => ({
  id,
  category,
  subcategory: null,
  createdAt: new Date(Date.UTC(2026, 10, day)),
  vehicle: null,
  when: null,
  location: null,
  ...extra,
});

describe("the garage lists the shopper's enquiries, test drives and trade-in valuations", () => {
  it("puts each lead in its section, newest first", () => {
    const grouped = groupActivity([
      lead(1, "Vehicle Enquiry", 1),
      lead(2, "Test Drive", 2),
      lead(3, "Trade-In", 3),
      lead(4, "Finance Enquiry", 4),
      lead(5, "Test Drive", 5),
    ]);
    expect(grouped.testDrives.map((l) => l.id)).toEqual([5, 2]);
    expect(grouped.valuations.map((l) => l.id)).toEqual([3]);
    expect(grouped.enquiries.map((l) => l.id)).toEqual([4, 1]);
  });

  it("leaves a reservation's lead out of the enquiries: the garage lists the reservation itself", () => {
    const grouped = groupActivity([lead(1, "Reserve", 1), lead(2, "Vehicle Enquiry", 2)]);
    expect(grouped.enquiries.map((l) => l.id)).toEqual([2]);
  });

  it("leaves a personalised finance lead out of the enquiries: the garage lists its answers and result itself", () => {
    const grouped = groupActivity([
      lead(1, "Finance Enquiry", 1, { subcategory: "Personalised Finance" }),
      lead(2, "Finance Enquiry", 2),
    ]);
    expect(grouped.enquiries.map((l) => l.id)).toEqual([2]);
  });

  it("names the lead with its car", () => {
    const withCar = lead(1, "Vehicle Enquiry", 1, {
      subcategory: "Make an Offer",
      vehicle: { year: 2021, make: "Toyota", model: "RAV4", badge: "GX" },
    });
    expect(leadTitle(withCar)).toBe("Vehicle Enquiry: Make an Offer (2021 Toyota RAV4 GX)");
    expect(leadTitle(lead(2, "Fleet", 1))).toBe("Fleet");
  });
});
