import { describe, expect, it } from "vitest";
import type { OpeningHour } from "@/domain/location-types";
import { weekHours, type Week } from "@/features/locations";
import { specialHours } from "@/platform/testing/special-hours";
import { tradingWeek } from "@/platform/testing/trading-week";
import { openingHoursSpecification } from "./structured-data-hours";

const SERVICE: Week = tradingWeek("07:00-17:30", "alternate by appointment", { friday: "07:00-17:00" });
const SALES: Week = { ...SERVICE, friday: "07:00-17:30", saturday: "by appointment", sunday: "10:00-16:00" };
const hours = [...weekHours(SERVICE, "service"), ...weekHours(SALES, "sales")];
const day = (name: string) => `https://schema.org/${name}`;

describe("openingHoursSpecification", () => {
  it("weekly hours: days with the same hours share one entry, Monday first", () => {
    expect(openingHoursSpecification(hours, [], "service", "2026-11-25")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [day("Monday"), day("Tuesday"), day("Wednesday"), day("Thursday")],
        opens: "07:00",
        closes: "17:30",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: day("Friday"), opens: "07:00", closes: "17:00" },
    ]);
  });
  it("the alternating Saturday and by-appointment days are not listed as open; closed days are left out", () => {
    const service = JSON.stringify(openingHoursSpecification(hours, [], "service", "2026-11-25"));
    expect(service).not.toContain("Saturday");
    expect(service).not.toContain("Sunday");
    const sales = openingHoursSpecification(hours, [], "sales", "2026-11-25");
    expect(JSON.stringify(sales)).not.toContain("Saturday");
    expect(sales).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: day("Sunday"),
      opens: "10:00",
      closes: "16:00",
    });
  });
  it("an alternate week with hours is still not every week: left out", () => {
    const alternate: OpeningHour[] = [
      {
        weekday: 6,
        status: "Open",
        formated_hours: "9:00 am - 12:00 pm",
        open: "09:00",
        close: "12:00",
        department: "parts",
        alternate: true,
      },
    ];
    expect(openingHoursSpecification(alternate, [], "parts", "2026-11-25")).toEqual([]);
  });
  it("special hours: a closed day is opens = closes = 00:00 on its date, an open one its hours", () => {
    const specs = openingHoursSpecification(
      hours,
      [
        specialHours({ date: "2026-12-25", department: "all", label: "Christmas Day" }),
        specialHours({
          date: "2026-12-24",
          department: "service",
          status: "Open",
          start_hour: "08:00",
          end_hour: "12:00",
        }),
      ],
      "service",
      "2026-11-25",
    );
    expect(specs.slice(2)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "08:00",
        closes: "12:00",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
      },
    ]);
  });
  it("special hours: past dates, other departments and by-appointment confirmations are left out", () => {
    const specs = openingHoursSpecification(
      hours,
      [
        specialHours({ date: "2026-01-26", department: "all" }),
        specialHours({ date: "2026-12-26", department: "sales" }),
        // "Open" without hours confirms the usual day: a by-appointment Saturday stays unlisted.
        specialHours({ date: "2026-12-05", department: "sales", status: "Open" }),
      ],
      "service",
      "2026-11-25",
    );
    expect(specs.filter((s) => "validFrom" in s)).toEqual([]);
    expect(
      openingHoursSpecification(
        hours,
        [specialHours({ date: "2026-12-05", department: "sales", status: "Open" })],
        "sales",
        "2026-11-25",
      ).filter((s) => "validFrom" in s),
    ).toEqual([]);
  });
  it("an 'Open' confirmation on a usual working day carries that day's hours", () => {
    const specs = openingHoursSpecification(
      hours,
      [specialHours({ date: "2026-12-07", department: "all", status: "Open" })],
      "service",
      "2026-11-25",
    );
    expect(specs.at(-1)).toEqual({
      "@type": "OpeningHoursSpecification",
      opens: "07:00",
      closes: "17:30",
      validFrom: "2026-12-07",
      validThrough: "2026-12-07",
    });
  });
  it("the department's own special entry wins over an 'all' one on the same date", () => {
    const specs = openingHoursSpecification(
      hours,
      [
        specialHours({ date: "2026-12-31", department: "all" }),
        specialHours({
          date: "2026-12-31",
          department: "service",
          status: "Open",
          start_hour: "08:00",
          end_hour: "13:00",
        }),
      ],
      "service",
      "2026-11-25",
    );
    expect(specs.filter((s) => "validFrom" in s)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "08:00",
        closes: "13:00",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
      },
    ]);
  });
});
