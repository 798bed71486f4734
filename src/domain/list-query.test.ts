import { describe, expect, it } from "vitest";
import { listFormValues, listHref, listQueryReader } from "./list-query";

const LABELS = { site: "Site", state: "State", after: "Page", overdue: "Overdue", from: "Date from" } as const;

describe("a console list's URL filters", () => {
  it("treat an absent or blank value as any, and trim the rest", () => {
    const read = listQueryReader({ site: "  ", state: " held " }, LABELS);
    expect([read.text("site"), read.text("state"), read.text("after")]).toEqual([null, "held", null]);
    expect(read.errors).toEqual([]);
  });

  it("refuse a repeated field, naming it by its label", () => {
    const read = listQueryReader({ state: ["a", "b"] }, LABELS);
    expect(read.text("state")).toBeNull();
    expect(read.errors).toEqual([{ field: "state", message: "State: give one value only." }]);
  });

  it("refuse a site outside the member's sites as one that does not exist", () => {
    const read = listQueryReader({ site: "someone-elses" }, LABELS);
    expect(read.site("site", ["harbour-toyota"])).toBeNull();
    expect(read.errors[0]?.message).toBe("Site: choose one of your sites.");
    expect(listQueryReader({ site: "harbour-toyota" }, LABELS).site("site", ["harbour-toyota"])).toBe("harbour-toyota");
  });

  it("read a page's row id only as one the database can hold", () => {
    expect(listQueryReader({ after: "42" }, LABELS).id("after", "bad page")).toBe(42);
    for (const after of ["0", "042", "1e3", "2147483648", "-1"]) {
      const read = listQueryReader({ after }, LABELS);
      expect(read.id("after", "bad page")).toBeNull();
      expect(read.errors).toEqual([{ field: "after", message: "Page: bad page" }]);
    }
  });

  it("read a switch as 1 only", () => {
    expect(listQueryReader({ overdue: "1" }, LABELS).flag("overdue", "use 1")).toBe(true);
    expect(listQueryReader({}, LABELS).flag("overdue", "use 1")).toBe(false);
    const read = listQueryReader({ overdue: "yes" }, LABELS);
    expect(read.flag("overdue", "use 1")).toBe(false);
    expect(read.errors).toHaveLength(1);
  });

  it("read a date as a calendar day from a first year", () => {
    const read = listQueryReader({ from: "1999-12-31" }, LABELS);
    expect(read.day("from", 2000)).toBeNull();
    expect(read.errors[0]?.message).toBe("Date from: enter a date as YYYY-MM-DD.");
  });

  it("write only the filters set, in the fields' order, a true switch as 1", () => {
    expect(listHref("/leads", ["site", "overdue", "after"], { after: 7, overdue: true, site: null })).toBe(
      "/leads?overdue=1&after=7",
    );
    expect(listHref("/leads", ["site", "overdue"], { site: "", overdue: false })).toBe("/leads");
  });

  it("show the form back its raw values, the first of a repeated one", () => {
    expect(listFormValues({ site: ["a", "b"], state: "held" }, ["site", "state", "after"])).toEqual({
      site: "a",
      state: "held",
      after: undefined,
    });
  });
});
