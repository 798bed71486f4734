import { describe, expect, it } from "vitest";
import { reasonOf } from "@/platform/site/config-layers";
import { brandContentFileSchema } from "./content-schema";

const page = (block: Record<string, unknown>) => ({
  pages: [{ path: "/visit", title: "Visit us", description: "Our locations", blocks: [block] }],
});
const problems = (block: Record<string, unknown>) => {
  const parsed = brandContentFileSchema.safeParse(page(block));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${reasonOf(i)}`);
};

describe("the locations content block (location block filters: primary, sales, service, parts, service-and-parts, all, or one location)", () => {
  it("takes each named filter, a location id or a location slug, as a grid or the carousel", () => {
    for (const filter of ["primary", "sales", "service", "parts", "service-and-parts", "all", 12, "fremantle-sales"])
      for (const display of ["grid", "carousel"])
        expect(problems({ type: "locations", heading: "Our Locations", filter, display })).toEqual([]);
  });
  it("names the field of a bad filter or display", () => {
    expect(
      problems({ type: "locations", heading: "Our Locations", filter: "Service Centre", display: "grid" }),
    ).toEqual([expect.stringMatching(/^pages\.0\.blocks\.0\.filter: /)]);
    expect(problems({ type: "locations", heading: "Our Locations", filter: 0, display: "grid" })).toEqual([
      expect.stringMatching(/^pages\.0\.blocks\.0\.filter: /),
    ]);
    expect(problems({ type: "locations", heading: "Our Locations", filter: "all", display: "map" })).toEqual([
      expect.stringMatching(/^pages\.0\.blocks\.0\.display: /),
    ]);
  });
});
