import { describe, expect, it } from "vitest";
import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { responseDueAt, responseLabel, responseState, zonedInstant, type ResponseClockInput } from "./response-clock";

type Day = [string, string] | null;

/** A week of sales hours per weekday 0 (Sunday) .. 6. */
function week(plan: readonly Day[]): OpeningHour[] {
  return plan.map((day, weekday) =>
    day === null
      ? { weekday, department: "sales", status: "Closed", formated_hours: "Closed", open: null, close: null }
      : { weekday, department: "sales", status: "Open", formated_hours: "hours", open: day[0], close: day[1] },
  );
}

const weekday: Day = ["08:00", "17:30"];
/** Monday to Friday 8:00-5:30, Saturday 8:00-12:00, Sunday closed. */
const HOURS = week([null, weekday, weekday, weekday, weekday, weekday, ["08:00", "12:00"]]);

function closedOn(date: string): SpecialHours {
  return {
    date,
    status: "Closed",
    start_hour: null,
    end_hour: null,
    department: "all",
    location_name: "X",
    label: "Holiday",
  };
}

const sydney = (at: string) => new Date(at);
const base = (arrivedAt: string, extra: Partial<ResponseClockInput> = {}): ResponseClockInput => ({
  arrivedAt: sydney(arrivedAt),
  targetMinutes: 60,
  timeZone: "Australia/Sydney",
  hours: HOURS,
  special: [],
  ...extra,
});

describe("first-response clock", () => {
  it("counts the target straight on while the location is open", () => {
    // Monday 30 Nov 2026, 10:00 in Sydney (AEDT, UTC+11) -> 11:00.
    expect(responseDueAt(base("2026-11-29T23:00:00Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("makes a 9 pm enquiry due the next opening morning plus the target", () => {
    // Tuesday 1 Dec, 21:00 AEDT -> Wednesday 2 Dec, 09:00 AEDT (22:00Z on the 1st).
    expect(responseDueAt(base("2026-12-01T10:00:00Z")).toISOString()).toBe("2026-12-01T22:00:00.000Z");
  });

  it("carries what is left at closing over to the next open day", () => {
    // Friday 4 Dec, 17:00 AEDT: 30 minutes on Friday, 30 on Saturday morning -> Saturday 08:30.
    expect(responseDueAt(base("2026-12-04T06:00:00Z")).toISOString()).toBe("2026-12-04T21:30:00.000Z");
  });

  it("skips a weekend: after Saturday's closing the clock waits for Monday", () => {
    // Saturday 5 Dec, 13:00 AEDT -> Monday 7 Dec, 09:00 AEDT.
    expect(responseDueAt(base("2026-12-05T02:00:00Z")).toISOString()).toBe("2026-12-06T22:00:00.000Z");
  });

  it("does not count a day the special hours close", () => {
    // Friday 25 Dec closed, Saturday 26 Dec closed: a Thursday-night lead is due Monday 28 Dec 09:00.
    const special = [closedOn("2026-12-25"), closedOn("2026-12-26")];
    expect(responseDueAt(base("2026-12-24T10:00:00Z", { special })).toISOString()).toBe("2026-12-27T22:00:00.000Z");
  });

  it("counts special opening hours instead of the week's", () => {
    const special: SpecialHours[] = [
      { ...closedOn("2026-12-06"), status: "Open", start_hour: "10:00", end_hour: "14:00" },
    ];
    // Saturday 13:00 -> Sunday 6 Dec opens 10:00 by special hours -> due 11:00 AEDT.
    expect(responseDueAt(base("2026-12-05T02:00:00Z", { special })).toISOString()).toBe("2026-12-06T00:00:00.000Z");
  });

  it("reads the hours on the wall clock of the site's zone", () => {
    // The same instant, Tuesday 1 Dec 10:00Z: 21:00 in Sydney (closed) but 18:00 in Perth (closed): both next morning,
    // each at its own 09:00.
    expect(responseDueAt(base("2026-12-01T10:00:00Z", { timeZone: "Australia/Perth" })).toISOString()).toBe(
      "2026-12-02T01:00:00.000Z",
    );
    // 08:00Z is 16:00 in Perth: open, so due 17:00 the same day.
    expect(responseDueAt(base("2026-12-01T08:00:00Z", { timeZone: "Australia/Perth" })).toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
  });

  it("keeps the opening hour local across the start of daylight saving", () => {
    // Saturday 3 Oct 2026, 13:00 AEST (UTC+10); daylight saving starts Sunday 4 Oct; Monday opens 08:00 AEDT (UTC+11).
    expect(responseDueAt(base("2026-10-03T03:00:00Z")).toISOString()).toBe("2026-10-04T22:00:00.000Z");
  });

  it("keeps the opening hour local across the end of daylight saving", () => {
    // Saturday 4 Apr 2026, 13:00 AEDT; daylight saving ends Sunday 5 Apr; Monday opens 08:00 AEST (UTC+10).
    expect(responseDueAt(base("2026-04-04T02:00:00Z")).toISOString()).toBe("2026-04-05T23:00:00.000Z");
  });

  it("counts every minute for a location without hours", () => {
    expect(responseDueAt(base("2026-12-01T10:00:00Z", { hours: [] })).toISOString()).toBe("2026-12-01T11:00:00.000Z");
  });

  it("counts every minute when the location stays closed past the horizon", () => {
    const closed = week([null, null, null, null, null, null, null]);
    expect(responseDueAt(base("2026-12-01T10:00:00Z", { hours: closed })).toISOString()).toBe(
      "2026-12-01T11:00:00.000Z",
    );
  });

  it("places a wall-clock time skipped by daylight saving just after the change", () => {
    // 02:30 on 4 Oct 2026 does not exist in Sydney; it lands at 03:30 AEDT (16:30Z).
    expect(new Date(zonedInstant("2026-10-04", "02:30", "Australia/Sydney")).toISOString()).toBe(
      "2026-10-03T16:30:00.000Z",
    );
  });
});

describe("response state", () => {
  const createdAt = new Date("2026-12-01T00:00:00Z");
  const due = new Date("2026-12-01T01:00:00Z");

  it("says how long is left before the due time", () => {
    const state = responseState(
      { createdAt, responseDueAt: due, firstContactedAt: null },
      new Date("2026-12-01T00:15:00Z"),
    );
    expect(responseLabel(state)).toBe("45 min left");
  });

  it("flags a lead not contacted by its due time as overdue", () => {
    const state = responseState(
      { createdAt, responseDueAt: due, firstContactedAt: null },
      new Date("2026-12-01T03:05:00Z"),
    );
    expect(state.kind).toBe("overdue");
    expect(responseLabel(state)).toBe("Overdue by 2 h 5 min");
  });

  it("measures the response time once the lead is contacted, overdue or not", () => {
    const state = responseState(
      { createdAt, responseDueAt: due, firstContactedAt: new Date("2026-12-02T04:00:00Z") },
      new Date("2026-12-03T00:00:00Z"),
    );
    expect(responseLabel(state)).toBe("Answered in 1 d 4 h");
  });

  it("says nothing for a lead stored before the clock", () => {
    expect(
      responseLabel(responseState({ createdAt, responseDueAt: null, firstContactedAt: null }, createdAt)),
    ).toBeNull();
  });
});
