import { describe, expect, it } from "vitest";
import { certifiedBadge, certifiedBadgeUrl, certifiedProgramme } from "./certified-programme";
import { PROTOTYPE_NAMES } from "@/features/search";

const used = { certified: true, carType: "used", make: "Toyota", tag: "Toyota Certified Pre-Owned" };

describe("certified-used badge (tag priority's 'certified used manufacturer logo', and the vehicle page's badge)", () => {
  it("shows the manufacturer's certified-used logo for a certified used car, its alt text the programme's name", () => {
    expect(certifiedBadge(used)).toEqual({
      label: "Toyota Certified Pre-Owned",
      logo: { src: "/media/certified/toyota.svg", alt: "Toyota Certified Pre-Owned" },
    });
    // The programme names itself, whatever the feed's tag says.
    expect(certifiedBadge({ ...used, tag: "TCPO" })?.logo?.alt).toBe("Toyota Certified Pre-Owned");
    expect(certifiedBadge({ ...used, tag: null })?.logo?.alt).toBe("Toyota Certified Pre-Owned");
  });
  it("shows no badge for a car that is not certified, or is new or demo (the programmes cover used cars)", () => {
    expect(certifiedBadge({ ...used, certified: false })).toBeNull();
    expect(certifiedBadge({ ...used, carType: "new" })).toBeNull();
    expect(certifiedBadge({ ...used, carType: "demo" })).toBeNull();
  });
  it("keeps a text badge (its tag, else 'Certified Pre-Owned') for a certified used car of a make without a programme", () => {
    expect(certifiedBadge({ ...used, make: "Kia", tag: "Kia Approved" })).toEqual({
      label: "Kia Approved",
      logo: null,
    });
    expect(certifiedBadge({ ...used, make: "Kia", tag: " " })).toEqual({ label: "Certified Pre-Owned", logo: null });
  });
  it("finds a programme by make name or slug, and none for other makes or prototype names", () => {
    expect(certifiedProgramme("Toyota")?.name).toBe("Toyota Certified Pre-Owned");
    expect(certifiedProgramme("toyota")?.makeSlug).toBe("toyota");
    for (const make of ["Ford", "", "toyotas", ...PROTOTYPE_NAMES]) expect(certifiedProgramme(make), make).toBeNull();
    expect(certifiedBadgeUrl(certifiedProgramme("Toyota")!)).toBe("/media/certified/toyota.svg");
  });
});
