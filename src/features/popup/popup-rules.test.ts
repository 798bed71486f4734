import { describe, expect, it } from "vitest";
import { dayIn, popupShown, popupStorageKey } from "./popup-rules";

const popup = { expiryDate: "2026-03-31" };
const PERTH = "Australia/Perth"; // UTC+8, no daylight saving
const HOBART = "Australia/Hobart"; // UTC+11 in March (daylight saving)

describe("popup: visible by default, hidden on close, hidden after expiryDate", () => {
  it("shows a popup nobody has closed, before its expiry date", () => {
    expect(popupShown(popup, new Date("2026-03-01T00:00:00Z"), false, PERTH)).toBe(true);
  });

  it("is hidden once the visitor has closed it", () => {
    expect(popupShown(popup, new Date("2026-03-01T00:00:00Z"), true, PERTH)).toBe(false);
  });

  it("shows nothing when the site has no popup", () => {
    expect(popupShown(null, new Date("2026-03-01T00:00:00Z"), false, PERTH)).toBe(false);
  });

  it("still shows on the last minute of its expiry day in the site's time zone", () => {
    // 23:59 on 31 March in Perth is 15:59 UTC.
    expect(popupShown(popup, new Date("2026-03-31T15:59:00Z"), false, PERTH)).toBe(true);
  });

  it("is gone from midnight after its expiry day in the site's time zone", () => {
    // Midnight 1 April in Perth is 16:00 UTC on 31 March: UTC still reads the 31st.
    expect(popupShown(popup, new Date("2026-03-31T16:00:00Z"), false, PERTH)).toBe(false);
  });

  it("counts the day in the site's own zone, daylight saving included", () => {
    // 13:30 UTC on 31 March is 00:30 on 1 April in Hobart (UTC+11) but 21:30 on 31 March in Perth.
    const at = new Date("2026-03-31T13:30:00Z");
    expect(popupShown(popup, at, false, HOBART)).toBe(false);
    expect(popupShown(popup, at, false, PERTH)).toBe(true);
  });

  it("reads the day in a zone as YYYY-MM-DD", () => {
    expect(dayIn(new Date("2025-12-31T16:30:00Z"), PERTH)).toBe("2026-01-01");
    expect(dayIn(new Date("2025-12-31T16:30:00Z"), "UTC")).toBe("2025-12-31");
  });

  it("remembers the closing per site", () => {
    expect(popupStorageKey("tasman-caravans")).toBe("forecourt:popup-dismissed:tasman-caravans");
    expect(popupStorageKey("harbour-toyota")).not.toBe(popupStorageKey("tasman-caravans"));
  });
});
