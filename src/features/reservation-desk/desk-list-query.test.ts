import { describe, expect, it } from "vitest";
import { deskListHref, parseDeskListQuery } from "./desk-list-query";

const STATES = { held: "Reserved", confirmed: "Sale confirmed" } as const;
const SITES = ["harbour-toyota"];

describe("the reservation and trade-in lists' filters", () => {
  it("takes a site of the member's, a known state and a page cursor", () => {
    expect(parseDeskListQuery({ site: "harbour-toyota", state: "held", after: "42" }, SITES, STATES)).toEqual({
      ok: true,
      filters: { site: "harbour-toyota", state: "held", after: 42 },
    });
    expect(parseDeskListQuery({}, SITES, STATES)).toEqual({
      ok: true,
      filters: { site: null, state: null, after: null },
    });
  });

  it("refuses another site, an unknown state and a bad cursor, each naming its field", () => {
    const parsed = parseDeskListQuery({ site: "other-site", state: "gone", after: "0x1" }, SITES, STATES);
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { field: "site", message: "Site: choose one of your sites." },
        { field: "state", message: "State: choose one of Reserved, Sale confirmed." },
        { field: "after", message: "Page: this link to a page is not valid; start again from the first page." },
      ],
    });
  });

  it("refuses a repeated value rather than picking one", () => {
    expect(parseDeskListQuery({ state: ["held", "confirmed"] }, SITES, STATES)).toMatchObject({
      ok: false,
      errors: [{ field: "state" }],
    });
  });

  it("never takes an inherited name as a state", () => {
    expect(parseDeskListQuery({ state: "toString" }, SITES, STATES).ok).toBe(false);
  });

  it("writes only the filters set into the list's URL", () => {
    expect(deskListHref("/reservations", { site: null, state: "held", after: 7 })).toBe(
      "/reservations?state=held&after=7",
    );
    expect(deskListHref("/trade-ins", {})).toBe("/trade-ins");
  });
});
