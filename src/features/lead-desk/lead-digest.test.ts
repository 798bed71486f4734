import { describe, expect, it } from "vitest";
import { DIGEST_LIST_MAX, digestHasNews, digestMessage, type DigestInput } from "./lead-digest";

const now = new Date("2026-11-30T21:00:00Z");
const lead = (id: number, dueHoursAgo: number) => ({
  id,
  createdAt: new Date(now.getTime() - 86_400_000),
  customerName: `Shopper ${id}`,
  category: "General Enquiry",
  responseDueAt: new Date(now.getTime() - dueHoursAgo * 3_600_000),
});
const base: DigestInput = {
  siteName: "Harbour Toyota",
  siteSlug: "harbour-toyota",
  day: "Tuesday 1 December 2026",
  overdue: [lead(7, 3)],
  uncontacted: [lead(8, -1)],
  consoleOrigin: "http://console.localhost:3000",
  now,
};

describe("the daily lead digest", () => {
  it("names the site and the day, and links each lead and the lists to the console", () => {
    const { subject, text } = digestMessage(base);
    expect(subject).toBe("Harbour Toyota: 1 overdue, 1 new leads waiting (Tuesday 1 December 2026)");
    expect(text).toContain("Lead digest for Harbour Toyota, Tuesday 1 December 2026.");
    expect(text).toContain("- Shopper 7 (General Enquiry), overdue by 3 h: http://console.localhost:3000/leads/7");
    expect(text).toContain("- Shopper 8 (General Enquiry), 1 h left: http://console.localhost:3000/leads/8");
    expect(text).toContain("http://console.localhost:3000/leads?site=harbour-toyota&overdue=1");
  });

  it("lists at most DIGEST_LIST_MAX leads a part and counts the rest", () => {
    const many = Array.from({ length: DIGEST_LIST_MAX + 3 }, (_, i) => lead(i + 1, 2));
    const { text } = digestMessage({ ...base, overdue: many });
    expect(text).toContain("- and 3 more");
    expect(text).not.toContain(`/leads/${DIGEST_LIST_MAX + 1}\n`);
  });

  it("keeps a shopper's name on one line", () => {
    const { text } = digestMessage({ ...base, overdue: [{ ...lead(9, 1), customerName: "Eve\nSubject: spoof" }] });
    expect(text).toContain("- Eve Subject: spoof (General Enquiry)");
  });

  it("sends nothing for a site with no lead waiting", () => {
    expect(digestHasNews({ overdue: [], uncontacted: [] })).toBe(false);
    expect(digestHasNews(base)).toBe(true);
  });
});
