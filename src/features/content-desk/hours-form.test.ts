import { describe, expect, it } from "vitest";
import { applyHoursForm } from "./hours-form";

const DOC = JSON.stringify({
  dealerships: [
    {
      slug: "d",
      locations: [
        {
          slug: "l",
          openingHours: { sales: { monday: "08:00-17:00", sunday: "closed" } },
          holidayHours: [
            { date: "12-25", label: "Christmas Day", hours: "closed", department: "all" },
            { date: "01-01", label: "New Year's Day", hours: "closed", department: "all" },
          ],
        },
      ],
    },
  ],
});
const parsed = (body: string) => JSON.parse(body).dealerships[0].locations[0];

describe("the opening hours form applied to the dealer document", () => {
  it("a day's hours are replaced, trimmed; the rest of the document is kept", () => {
    const out = applyHoursForm(DOC, [["hours:0.0.sales.monday", " 09:00-17:00 "]])!;
    expect(parsed(out.body).openingHours.sales).toEqual({ monday: "09:00-17:00", sunday: "closed" });
    expect(JSON.parse(out.body).dealerships[0].slug).toBe("d");
  });

  it("a department or day the document lacks, or a location it lacks, is not added", () => {
    const out = applyHoursForm(DOC, [
      ["hours:0.0.service.monday", "08:00-12:00"],
      ["hours:0.0.sales.funday", "08:00-12:00"],
      ["hours:3.0.sales.monday", "08:00-12:00"],
      ["hours:0.0.sales.__proto__", "x"],
    ])!;
    expect(parsed(out.body).openingHours).toEqual({ sales: { monday: "08:00-17:00", sunday: "closed" } });
  });

  it("special days: edited, removed, a blank row ignored and a filled new row added, with 'all' departments by default", () => {
    const out = applyHoursForm(DOC, [
      ["special:0.0.0.date", "12-25"],
      ["special:0.0.0.label", "Christmas"],
      ["special:0.0.0.hours", "closed"],
      ["special:0.0.0.department", "all"],
      ["special:0.0.1.date", "01-01"],
      ["special:0.0.1.remove", "on"],
      ["special:0.0.2.date", "2026-12-31"],
      ["special:0.0.2.label", "New Year's Eve"],
      ["special:0.0.2.hours", "09:00-13:00"],
      ["special:0.0.2.department", ""],
      ["special:0.0.3.date", ""],
      ["special:0.0.3.label", ""],
      ["special:0.0.3.hours", ""],
      ["special:0.0.3.department", "all"],
    ])!;
    expect(parsed(out.body).holidayHours).toEqual([
      { date: "12-25", label: "Christmas", hours: "closed", department: "all" },
      { date: "2026-12-31", label: "New Year's Eve", hours: "09:00-13:00", department: "all" },
    ]);
  });

  it("a problem of the document is shown at the form's field it came from, after removed rows", () => {
    const out = applyHoursForm(DOC, [
      ["special:0.0.0.date", "12-25"],
      ["special:0.0.0.remove", "on"],
      ["special:0.0.1.date", "13-45"],
      ["special:0.0.1.label", "Bad"],
      ["special:0.0.1.hours", "closed"],
    ])!;
    expect(out.fieldOf("dealerships.0.locations.0.holidayHours.0.date")).toBe("special:0.0.1.date");
    expect(out.fieldOf("dealerships.0.locations.0.openingHours.sales.monday")).toBe("hours:0.0.sales.monday");
    expect(out.fieldOf("dealerships.0.slug")).toBeNull();
  });

  it("a document that is not JSON cannot be edited by the form", () => {
    expect(applyHoursForm("{", [])).toBeNull();
  });
});
