import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { parseDealerFile, type DealerFile } from "./dealer-file";
import { locationHours } from "./location-hours";
import { draftLocationHours, withDraftHours } from "./previewed-hours";

const TODAY = "2026-11-29";
const published = readFileSync("sites/dealers/bigbox-used.json", "utf8");

/** BigBox's dealer document with Blacktown's sales Saturday and special days changed, as a manager's draft has it. */
function draft(change: (file: DealerFile) => void): string {
  const file = JSON.parse(published) as DealerFile;
  change(file);
  return JSON.stringify(file);
}
const blacktown = (file: DealerFile) => file.dealerships[0]!.locations.find((l) => l.slug === "blacktown")!;

describe("the hours a preview shows from a draft of the dealer document", () => {
  it("are the draft's week and special days, derived as a publish derives the rows", () => {
    const body = draft((file) => {
      blacktown(file).openingHours.sales!.saturday = "09:00-12:00";
      blacktown(file).holidayHours = [{ date: "12-24", label: "Christmas Eve", hours: "closed", department: "all" }];
    });
    const hours = draftLocationHours(body, TODAY)!;
    const parsed = parseDealerFile("draft", JSON.parse(body));
    expect(parsed.ok).toBe(true);
    expect(hours.get("blacktown")).toEqual(locationHours(blacktown((parsed as { file: DealerFile }).file), TODAY));
    const saturday = hours.get("blacktown")!.openingHours.find((h) => h.department === "sales" && h.weekday === 6);
    expect(saturday).toMatchObject({ status: "Open", formated_hours: "9:00 am - 12:00 pm", open: "09:00" });
    expect(hours.get("blacktown")!.specialHours).toEqual([
      expect.objectContaining({ date: "2026-12-24", label: "Christmas Eve", status: "Closed", department: "all" }),
    ]);
    expect(hours.has("penrith")).toBe(true);
  });

  it("put every-year special days on their next date from today, as a publish today would", () => {
    const hours = draftLocationHours(published, "2026-12-25")!;
    expect(hours.get("blacktown")!.specialHours.map((h) => h.date)).toEqual([
      "2026-12-25",
      "2026-12-26",
      "2027-01-01",
      "2027-01-26",
      "2027-12-24",
    ]);
  });

  it("are none when the draft cannot be read, so the preview shows the published hours", () => {
    expect(draftLocationHours("{ not json", TODAY)).toBeNull();
    expect(draftLocationHours(JSON.stringify({ dealerships: "none" }), TODAY)).toBeNull();
  });
});

describe("locations as a preview shows them", () => {
  const row = (slug: string) => ({
    slug,
    name: slug,
    openingHours: [] as OpeningHour[],
    specialHours: [] as SpecialHours[],
    phone: "(02) 5550 0000",
  });

  it("take the draft's hours for each location it names, keeping every other field as published", () => {
    const hours = draftLocationHours(
      draft((file) => (blacktown(file).openingHours.sales!.sunday = "closed")),
      TODAY,
    );
    const [shown, unnamed] = withDraftHours([row("blacktown"), row("not-in-the-draft")], hours);
    expect(shown).toEqual({ ...row("blacktown"), ...hours!.get("blacktown") });
    expect(shown!.openingHours.find((h) => h.department === "sales" && h.weekday === 0)?.status).toBe("Closed");
    expect(unnamed).toEqual(row("not-in-the-draft"));
  });

  it("are as published when there is no readable draft", () => {
    expect(withDraftHours([row("blacktown")], null)).toEqual([row("blacktown")]);
  });
});
