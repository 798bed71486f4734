import { describe, expect, it } from "vitest";
import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import {
  appointmentDays,
  DAYS_AHEAD,
  isBookableSlot,
  LEAD_TIME_MINUTES,
  SLOT_MINUTES,
  slotLabel,
  type AppointmentInput,
} from "./appointment-slots";

type Day = [string, string] | null | "appointment";

/** A week of hours per weekday 0 (Sunday) .. 6, shaped like the demo data (appointment days have null times). */
function week(plan: readonly Day[], department: OpeningHour["department"] = "sales"): OpeningHour[] {
  return plan.map((day, weekday) => {
    if (day === null)
      return { weekday, department, status: "Closed", formated_hours: "Closed", open: null, close: null };
    if (day === "appointment")
      return { weekday, department, status: "Open", formated_hours: "By Appointment Only", open: null, close: null };
    return {
      weekday,
      department,
      status: "Open",
      formated_hours: `${day[0]} - ${day[1]}`,
      open: day[0],
      close: day[1],
    };
  });
}

const weekday: [string, string] = ["08:00", "17:30"];
/** Sunday closed, Saturday by appointment, like a dealership's service desk. */
const SALES = week([null, weekday, weekday, weekday, weekday, weekday, "appointment"]);
const EVERY_DAY = week(Array.from({ length: 7 }, (): Day => ["08:00", "17:30"]));

function specialHours(
  date: string,
  status: SpecialHours["status"],
  hours: [string, string] | null,
  department: SpecialHours["department"] = "all",
): SpecialHours {
  return {
    date,
    status,
    start_hour: hours?.[0] ?? null,
    end_hour: hours?.[1] ?? null,
    department,
    location_name: "Test Motors",
    label: "Holiday",
  };
}

/** Monday 23 Nov 2026, 6:00 am in Brisbane (UTC+10, no daylight saving). */
const MONDAY_EARLY = new Date("2026-11-22T20:00:00Z");
const base: AppointmentInput = { hours: SALES, special: [], now: MONDAY_EARLY, timeZone: "Australia/Brisbane" };
const days = (over: Partial<AppointmentInput> = {}) => appointmentDays({ ...base, ...over });
const dayOf = (list: ReturnType<typeof appointmentDays>, date: string) => list.find((d) => d.date === date);
const times = (list: ReturnType<typeof appointmentDays>, date: string) =>
  dayOf(list, date)?.slots.map((s) => s.value.slice(11)) ?? [];

describe("appointment slots", () => {
  it("uses 30-minute slots, a 14-day horizon and a two-hour lead time", () => {
    expect([SLOT_MINUTES, DAYS_AHEAD, LEAD_TIME_MINUTES]).toEqual([30, 14, 120]);
  });

  it("offers half-hourly slots with readable labels from opening until the last one that fits", () => {
    const monday = dayOf(days(), "2026-11-23")!;
    expect(monday.label).toBe("Mon 23 Nov");
    expect(monday.slots[0]).toEqual({ value: "2026-11-23T08:00", label: "8:00 am" });
    expect(monday.slots.at(-1)).toEqual({ value: "2026-11-23T17:00", label: "5:00 pm" });
    expect(monday.slots).toHaveLength(19);
  });

  it("starts the last slot at least 30 minutes before closing", () => {
    const hours = week([null, ["08:00", "17:45"], ["09:00", "12:00"], ["09:00", "09:20"], null, null, null]);
    const list = days({ hours });
    expect(times(list, "2026-11-23").at(-1)).toBe("17:00");
    expect(times(list, "2026-11-24").at(-1)).toBe("11:30");
    // Open for less than one slot: nothing fits, so the day is not offered at all.
    expect(dayOf(list, "2026-11-25")).toBeUndefined();
  });

  it("skips closed days", () => {
    const list = days();
    expect(dayOf(list, "2026-11-29")).toBeUndefined(); // Sunday
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => !d.label.startsWith("Sun"))).toBe(true);
  });

  it("skips by-appointment days that have no opening times", () => {
    expect(dayOf(days(), "2026-11-28")).toBeUndefined(); // Saturday
    expect(days().length).toBeGreaterThan(0);
    expect(days().every((d) => !d.label.startsWith("Sat"))).toBe(true);
  });

  it("starts no earlier than two hours from now", () => {
    // Monday 9:10 am: 11:10 is the earliest, so 11:00 is too soon and 11:30 is first.
    expect(times(days({ now: new Date("2026-11-22T23:10:00Z") }), "2026-11-23")[0]).toBe("11:30");
    // Exactly two hours ahead is still bookable.
    expect(times(days({ now: new Date("2026-11-22T23:00:00Z") }), "2026-11-23")[0]).toBe("11:00");
    // Monday 4 pm: nothing left today, so the list starts tomorrow.
    expect(days({ now: new Date("2026-11-23T06:00:00Z") })[0]!.date).toBe("2026-11-24");
  });

  it("takes today from the site's time zone, not UTC", () => {
    // 0:30 am Monday 23 Nov in Brisbane, 10:30 pm Sunday 22 Nov in Perth, 2:30 pm Sunday in UTC.
    const now = new Date("2026-11-22T14:30:00Z");
    const brisbane = days({ hours: EVERY_DAY, now });
    expect(brisbane[0]!.slots[0]!.value).toBe("2026-11-23T08:00");
    expect(brisbane.at(-1)!.date).toBe("2026-12-06");
    // Perth's 14 days start on Sunday (no slot left that late), so they end a day earlier.
    expect(days({ hours: EVERY_DAY, now, timeZone: "Australia/Perth" }).at(-1)!.date).toBe("2026-12-05");
  });

  it("looks 14 days ahead starting today", () => {
    const list = days({ hours: EVERY_DAY });
    expect(list).toHaveLength(14);
    expect(list[0]!.date).toBe("2026-11-23");
    expect(list.at(-1)!.date).toBe("2026-12-06");
    expect(dayOf(list, "2026-12-07")).toBeUndefined();
  });

  it("uses sales hours by default and another department's when asked", () => {
    const service = week(
      Array.from({ length: 7 }, (): Day => ["07:00", "12:00"]),
      "service",
    );
    const hours = [...service, ...SALES];
    expect(times(days({ hours }), "2026-11-24")[0]).toBe("08:00");
    expect(times(days({ hours, department: "service" }), "2026-11-24")).toEqual([
      "07:00",
      "07:30",
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("offers no slots on a special-hours closure for all departments or for sales", () => {
    const special = [
      specialHours("2026-11-24", "Closed", null, "all"),
      specialHours("2026-11-25", "Closed", null, "sales"),
    ];
    const list = days({ special });
    expect(dayOf(list, "2026-11-24")).toBeUndefined();
    expect(dayOf(list, "2026-11-25")).toBeUndefined();
    expect(dayOf(list, "2026-11-26")).toBeDefined();
  });

  it("ignores special hours for another department", () => {
    const list = days({ special: [specialHours("2026-11-24", "Closed", null, "service")] });
    expect(times(list, "2026-11-24")).toHaveLength(19);
  });

  it("uses special opening hours instead of the weekday's", () => {
    const special = [
      specialHours("2026-11-24", "Open", ["08:00", "14:00"], "sales"), // short day
      specialHours("2026-11-29", "Open", ["10:00", "12:00"], "all"), // a Sunday that is usually closed
      specialHours("2026-11-25", "Open", null, "all"), // open without times: the usual hours stand
    ];
    const list = days({ special });
    expect(times(list, "2026-11-24").at(-1)).toBe("13:30");
    expect(times(list, "2026-11-29")).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    expect(times(list, "2026-11-25")).toHaveLength(19);
  });

  it("prefers a department's own special hours over an all-departments entry", () => {
    const special = [
      specialHours("2026-11-24", "Closed", null, "all"),
      specialHours("2026-11-24", "Open", ["09:00", "10:00"], "sales"),
    ];
    expect(times(days({ special }), "2026-11-24")).toEqual(["09:00", "09:30"]);
  });

  describe("in a daylight-saving zone (Australia/Hobart)", () => {
    const hobart = { hours: EVERY_DAY, timeZone: "Australia/Hobart" };

    it("keeps every calendar date once when the clocks change", () => {
      // Clocks go back on Sunday 5 April 2026 (a 25-hour day) and forward on Sunday 4 October (23 hours).
      const april = days({ ...hobart, now: new Date("2026-03-31T13:00:00Z") }); // Wed 1 Apr, 0:00 AEDT
      expect(april.map((d) => d.date)).toEqual(
        Array.from({ length: 14 }, (_, i) => `2026-04-${String(i + 1).padStart(2, "0")}`),
      );
      expect(dayOf(april, "2026-04-05")!.label).toBe("Sun 5 Apr");
      const october = days({ ...hobart, now: new Date("2026-10-01T14:00:00Z") }); // Fri 2 Oct, 0:00 AEST
      expect(october.map((d) => d.date).slice(0, 4)).toEqual(["2026-10-02", "2026-10-03", "2026-10-04", "2026-10-05"]);
      expect(times(october, "2026-10-04")[0]).toBe("08:00");
    });

    it("measures the lead time in real hours and skips times the clocks jump over", () => {
      // Sunday 4 Oct, 0:30 am AEST. At 2 am the clocks jump to 3 am, so two hours from now is 3:30 am AEDT.
      const special = [specialHours("2026-10-04", "Open", ["01:00", "05:00"], "all")];
      const list = days({ ...hobart, special, now: new Date("2026-10-03T14:30:00Z") });
      expect(times(list, "2026-10-04")).toEqual(["03:30", "04:00", "04:30"]);
    });

    it("measures the lead time in real hours when the clocks go back", () => {
      // Sunday 5 Apr, 1:30 am AEDT. At 3 am the clocks go back to 2 am, so two hours from now is 2:30 am AEST.
      // 2:30 first happened before that, so 3:00 am is the first slot (naive wall-clock maths would say 3:30).
      const special = [specialHours("2026-04-05", "Open", ["01:00", "05:00"], "all")];
      const list = days({ ...hobart, special, now: new Date("2026-04-04T14:30:00Z") });
      expect(times(list, "2026-04-05")).toEqual(["03:00", "03:30", "04:00", "04:30"]);
    });
  });

  describe("isBookableSlot", () => {
    const offered = days({ now: new Date("2026-11-22T23:10:00Z") }); // Monday 9:10 am

    it("accepts an offered slot", () => {
      expect(isBookableSlot("2026-11-23T11:30", offered)).toBe(true);
      expect(isBookableSlot("2026-12-04T17:00", offered)).toBe(true);
    });

    it("rejects an off-grid time, a past or too-soon time, a closed day and one beyond the horizon", () => {
      expect(isBookableSlot("2026-11-24T09:15", offered)).toBe(false); // off the half-hour grid
      expect(isBookableSlot("2026-11-24T17:30", offered)).toBe(false); // at closing time
      expect(isBookableSlot("2026-11-23T11:00", offered)).toBe(false); // inside the lead time
      expect(isBookableSlot("2026-11-20T10:00", offered)).toBe(false); // in the past
      expect(isBookableSlot("2026-11-29T10:00", offered)).toBe(false); // Sunday, closed
      expect(isBookableSlot("2026-12-07T10:00", offered)).toBe(false); // past the 14 days
    });

    it("rejects garbage strings", () => {
      for (const value of [
        "",
        "garbage",
        "2026-11-24",
        "2026-11-24T10:00Z",
        "2026-11-24T10:00:00",
        " 2026-11-24T10:00",
        "2026-11-24 10:00",
      ]) {
        expect(isBookableSlot(value, offered)).toBe(false);
      }
      expect(isBookableSlot(null as unknown as string, offered)).toBe(false);
    });
  });

  describe("slotLabel", () => {
    it("reads a slot as day, date, year and time for e-mails", () => {
      expect(slotLabel("2026-11-21T09:30")).toBe("Sat 21 Nov 2026, 9:30 am");
      expect(slotLabel("2026-12-24T13:00")).toBe("Thu 24 Dec 2026, 1:00 pm");
      expect(slotLabel("2027-01-04T00:00")).toBe("Mon 4 Jan 2027, 12:00 am");
    });

    it("returns anything that is not a real slot value unchanged", () => {
      for (const value of ["garbage", "2026-02-31T09:00", "2026-11-21T25:00", "2026-11-21"])
        expect(slotLabel(value)).toBe(value);
    });
  });
});
