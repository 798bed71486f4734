import { describe, expect, it } from "vitest";
import { resultsOutcome } from "./results-outcome";

describe("a page number past the last page says so, in words that agree with the count", () => {
  it("page 9 of a 128-car search on 7 pages: one message, naming the count shown and the last page", () => {
    expect(resultsOutcome(128, 0, 9, 7)).toEqual({
      kind: "past-last-page",
      heading: "Page 9 is past the last page of this search",
      text: "The 128 vehicles found are on pages 1 to 7.",
      lastPage: 7,
    });
  });
  it("does not say 'no vehicles match' when the search matched some", () => {
    expect(resultsOutcome(128, 0, 9, 7).kind).not.toBe("none");
    expect(resultsOutcome(1, 0, 2, 1)).toMatchObject({ text: "The 1 vehicle found is on page 1.", lastPage: 1 });
  });
  it("a search that matched nothing says no vehicles match, on any page", () => {
    expect(resultsOutcome(0, 0, 1, 0)).toEqual({ kind: "none" });
    expect(resultsOutcome(0, 0, 5, 0)).toEqual({ kind: "none" });
  });
  it("a page with cars shows them", () => {
    expect(resultsOutcome(128, 21, 1, 7)).toEqual({ kind: "results" });
  });
});
