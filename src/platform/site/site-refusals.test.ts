import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusedSites, sitesStoppedBy, type SiteFileRef } from "./site-refusals";

const dir = path.join(path.sep, "srv", "sites");
const at = (...parts: string[]) => path.join(dir, ...parts);
const site = (slug: string, more: Partial<SiteFileRef> = {}): SiteFileRef => ({
  slug,
  brand: "independent",
  template: "supermarket",
  manufacturers: [],
  domains: [],
  ...more,
});
const sites = [
  site("harbour-toyota", { brand: "toyota", template: "franchise", manufacturers: ["toyota"] }),
  site("southern-cross-motors", { brand: "multi-franchise", template: "dealer-group", manufacturers: ["kia", "jeep"] }),
  site("coastal-motors"),
];
const problem = (file: string) => ({ path: file, field: "x", reason: "is wrong" });

describe("a site whose files are invalid is refused alone", () => {
  it("stops only the site whose own site, dealer or content file has the problem", () => {
    expect(sitesStoppedBy(dir, problem(at("sites", "coastal-motors.json")), sites)).toEqual(["coastal-motors"]);
    expect(sitesStoppedBy(dir, problem(at("dealers", "harbour-toyota.json")), sites)).toEqual(["harbour-toyota"]);
    expect(sitesStoppedBy(dir, problem(at("content", "sites", "coastal-motors.json")), sites)).toEqual([
      "coastal-motors",
    ]);
    expect(sitesStoppedBy(dir, problem(at("dealers", "nobody.json")), sites)).toEqual([]);
  });

  it("stops the sites built on a shared file's brand, template or catalogue", () => {
    expect(sitesStoppedBy(dir, problem(at("brands", "toyota.json")), sites)).toEqual(["harbour-toyota"]);
    expect(sitesStoppedBy(dir, problem(at("content", "brands", "independent.json")), sites)).toEqual([
      "coastal-motors",
    ]);
    expect(sitesStoppedBy(dir, problem(at("templates", "dealer-group.json")), sites)).toEqual([
      "southern-cross-motors",
    ]);
    expect(sitesStoppedBy(dir, problem(at("content", "catalogue", "jeep.json")), sites)).toEqual([
      "southern-cross-motors",
    ]);
  });

  it("stops every site for a problem in the platform's own file", () => {
    expect(sitesStoppedBy(dir, problem(at("platform.json")), sites)).toEqual(sites.map((s) => s.slug));
  });

  it("gathers each refused site's problems, leaving the others out", () => {
    const own = problem(at("sites", "coastal-motors.json"));
    const dealer = problem(at("dealers", "coastal-motors.json"));
    expect(refusedSites(dir, [own, dealer], sites)).toEqual(new Map([["coastal-motors", [own, dealer]]]));
  });
});
