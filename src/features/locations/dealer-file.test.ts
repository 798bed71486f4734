import { describe, expect, it } from "vitest";
import { formatProblem } from "@/platform/site/config-layers";
import { tradingWeek } from "@/platform/testing/trading-week";
import { parseDealerFile, type DealerFile } from "./dealer-file";

const FILE = "sites/dealers/new-dealer.json";
const WEEK = tradingWeek("08:00-17:30", "by appointment");
const ADDRESS = { street: "1 Bay Road", city: "Geelong", state: "vic", postcode: "3220", lat: -38.15, lng: 144.36 };

/** A minimal valid file; each case changes one thing in a fresh copy. */
function valid() {
  return {
    dealerships: [
      {
        slug: "coastal-motors",
        name: "Coastal Motors",
        leadEmail: "leads@coastal.example",
        locations: [
          {
            slug: "geelong",
            name: "Coastal Motors Geelong",
            type: "sales",
            primary: true,
            address: { ...ADDRESS },
            phone: "(03) 5550 0100",
            openingHours: { sales: { ...WEEK } },
            holidayHours: [{ date: "12-25", label: "Christmas Day", hours: "closed" }],
          },
        ],
      },
    ],
  };
}
type Raw = ReturnType<typeof valid>;
const problemsOf = (change: (file: Raw) => void) => {
  const file = valid();
  change(file);
  const parsed = parseDealerFile(FILE, file);
  return parsed.ok ? [] : parsed.problems.map(formatProblem);
};
const location = (file: Raw) => file.dealerships[0]!.locations[0]! as Record<string, unknown>;

describe("dealer file", () => {
  it("accepts a minimal file and fills the defaults (visible, no subtypes, department all)", () => {
    const parsed = parseDealerFile(FILE, valid());
    expect(parsed.ok).toBe(true);
    const file = (parsed as { file: DealerFile }).file;
    const place = file.dealerships[0]!.locations[0]!;
    expect(place.visible).toBe(true);
    expect(place.subtypes).toEqual([]);
    expect(place.holidayHours[0]!.department).toBe("all");
    expect(file.dealerships[0]!.hidden).toBe(false);
  });

  it("reports a problem as path: field: reason, naming the dealership and location by position", () => {
    expect(problemsOf((f) => (location(f).address = { ...location(f).address!, postcode: "32200" }))).toEqual([
      `${FILE}: dealerships.0.locations.0.address.postcode: must be a four-digit postcode`,
    ]);
  });

  it("requires a dealership's lead e-mail address", () => {
    expect(problemsOf((f) => delete (f.dealerships[0] as Partial<Raw["dealerships"][0]>).leadEmail)).toEqual([
      `${FILE}: dealerships.0.leadEmail: is required`,
    ]);
    expect(problemsOf((f) => (f.dealerships[0]!.leadEmail = "leads at coastal"))).toEqual([
      `${FILE}: dealerships.0.leadEmail: must be an e-mail address`,
    ]);
  });

  it("rejects an unknown key, so a misspelt setting is not ignored", () => {
    expect(problemsOf((f) => (location(f).adress = "1 Bay Road"))).toEqual([
      `${FILE}: dealerships.0.locations.0: unknown setting "adress"`,
    ]);
  });

  it("needs slugs: lower-case letters, digits and hyphens", () => {
    expect(problemsOf((f) => (location(f).slug = "Geelong Yard"))).toEqual([
      `${FILE}: dealerships.0.locations.0.slug: must be a slug: lower-case letters, digits and hyphens`,
    ]);
  });

  it("refuses a dealership slug used twice", () => {
    const problems = problemsOf((f) => {
      const copy = structuredClone(f.dealerships[0]!);
      copy.locations[0]!.slug = "torquay";
      f.dealerships.push(copy);
    });
    expect(problems).toEqual([`${FILE}: dealerships.1.slug: "coastal-motors" is used twice`]);
  });

  it("refuses a location slug used twice on the site, even at another dealership", () => {
    const problems = problemsOf((f) => {
      const copy = structuredClone(f.dealerships[0]!);
      copy.slug = "coastal-used";
      f.dealerships.push(copy);
    });
    expect(problems).toEqual([`${FILE}: dealerships.1.locations.0.slug: "geelong" is already used in coastal-motors`]);
  });

  it("allows at most one primary location per dealership", () => {
    const problems = problemsOf((f) => {
      f.dealerships[0]!.locations.push({ ...structuredClone(f.dealerships[0]!.locations[0]!), slug: "torquay" });
    });
    expect(problems).toEqual([
      `${FILE}: dealerships.0.locations.1.primary: a dealership has at most one primary location`,
    ]);
  });

  it("needs at least one dealership, and a location at each", () => {
    expect(problemsOf((f) => (f.dealerships = []))).toEqual([`${FILE}: dealerships: needs at least one dealership`]);
    expect(problemsOf((f) => (f.dealerships[0]!.locations = []))).toEqual([
      `${FILE}: dealerships.0.locations: needs at least one location`,
    ]);
  });

  it("reads opening hours as HH:MM-HH:MM, closed or by appointment, opening before closing, every day given", () => {
    const hours = (f: Raw) => (location(f).openingHours as { sales: Record<string, string> }).sales;
    expect(problemsOf((f) => (hours(f).monday = "8am-5pm"))).toEqual([
      `${FILE}: dealerships.0.locations.0.openingHours.sales.monday: must be "HH:MM-HH:MM", "closed", "by appointment" or (saturday) "alternate by appointment"`,
    ]);
    expect(problemsOf((f) => (hours(f).monday = "17:30-08:00"))).toEqual([
      `${FILE}: dealerships.0.locations.0.openingHours.sales.monday: must open before it closes`,
    ]);
    expect(problemsOf((f) => delete hours(f).sunday)).toEqual([
      `${FILE}: dealerships.0.locations.0.openingHours.sales.sunday: is required`,
    ]);
  });

  it("takes the alternating Saturday (by appointment every other week) on Saturday only", () => {
    const hours = (f: Raw) => (location(f).openingHours as { sales: Record<string, string> }).sales;
    expect(problemsOf((f) => (hours(f).saturday = "alternate by appointment"))).toEqual([]);
    expect(problemsOf((f) => (hours(f).friday = "alternate by appointment"))).toEqual([
      `${FILE}: dealerships.0.locations.0.openingHours.sales.friday: only saturday can be "alternate by appointment"`,
    ]);
  });

  it("keeps opening hours per department: sales, service or parts", () => {
    expect(problemsOf((f) => (location(f).openingHours = { bodyshop: { ...WEEK } }))).toEqual([
      `${FILE}: dealerships.0.locations.0.openingHours: unknown setting "bodyshop"`,
    ]);
  });

  it("dates holiday hours YYYY-MM-DD, or MM-DD for every year, and only on days the calendar has", () => {
    const holiday = (f: Raw) => location(f).holidayHours as { date: string; hours: string }[];
    expect(problemsOf((f) => (holiday(f)[0]!.date = "2026-12-25"))).toEqual([]);
    expect(problemsOf((f) => (holiday(f)[0]!.date = "02-29"))).toEqual([]);
    for (const bad of ["25/12", "2026-02-30", "13-01", "2026-12-25T00:00"])
      expect(problemsOf((f) => (holiday(f)[0]!.date = bad))).toEqual([
        `${FILE}: dealerships.0.locations.0.holidayHours.0.date: must be a date "YYYY-MM-DD", or "MM-DD" for every year`,
      ]);
    expect(problemsOf((f) => (holiday(f)[0]!.hours = "by appointment"))).toEqual([
      `${FILE}: dealerships.0.locations.0.holidayHours.0.hours: must be "HH:MM-HH:MM" or "closed"`,
    ]);
  });

  it("checks coordinates, states, phone numbers and https links", () => {
    const address = (f: Raw) => location(f).address as Record<string, unknown>;
    expect(problemsOf((f) => (address(f).lat = -138))).toEqual([
      `${FILE}: dealerships.0.locations.0.address.lat: Too small: expected number to be >=-90`,
    ]);
    expect(problemsOf((f) => (address(f).state = "VIC"))).toHaveLength(1);
    expect(problemsOf((f) => (location(f).phone = "call us"))).toEqual([
      `${FILE}: dealerships.0.locations.0.phone: must be a phone number: digits, spaces, brackets, + and -`,
    ]);
    expect(problemsOf((f) => (location(f).reviewUrl = "http://g.page/r/coastal/review"))).toEqual([
      `${FILE}: dealerships.0.locations.0.reviewUrl: must be an https:// URL`,
    ]);
  });
});
