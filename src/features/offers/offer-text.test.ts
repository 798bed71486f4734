import { describe, expect, it } from "vitest";
import { DESCRIPTION_LIMIT, DISCLAIMER_LIMIT, offerEndDate, paragraphs } from "./offer-text";

describe("offer text truncation (description 160, disclaimer 200)", () => {
  it("uses the spec's limits", () => {
    expect([DESCRIPTION_LIMIT, DISCLAIMER_LIMIT]).toEqual([160, 200]);
  });
});

describe("offer description paragraphs (blank lines separate them)", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(paragraphs("One.\n\nTwo\nstill two.\n \n\nThree.")).toEqual(["One.", "Two\nstill two.", "Three."]);
    expect(paragraphs("")).toEqual([]);
  });
});

describe("offer end date in the site's time zone", () => {
  it("names the day as the site's shoppers read it", () => {
    // 24 July 2025 23:59:59 +10:00 is still 24 July in Brisbane but 24 July 21:59 in Perth.
    expect(offerEndDate("2025-07-24T23:59:59+10:00", "Australia/Brisbane")).toBe("24 July 2025");
    expect(offerEndDate("2025-07-24T23:59:59+10:00", "Australia/Perth")).toBe("24 July 2025");
    // Midnight at the start of 1 August in Sydney is still 31 July in Perth.
    expect(offerEndDate("2025-08-01T00:00:00+10:00", "Australia/Perth")).toBe("31 July 2025");
  });
});
