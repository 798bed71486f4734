import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem } from "@/platform/site/config-layers";
import { loadSiteFiles } from "./site-files";

const SITES = path.resolve(import.meta.dirname, "../../../sites");

/** A copy of the real sites/ folder to change on purpose. */
function sitesCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sites-"));
  cpSync(SITES, dir, { recursive: true });
  edit(dir);
  return dir;
}
const problemsIn = (dir: string) => loadSiteFiles(dir).problems.map(formatProblem);

describe("site and dealer files together", () => {
  it("finds the shipped files valid: four sites, each with its dealer file", () => {
    const { sites, dealers, problems } = loadSiteFiles(SITES);
    expect(problems).toEqual([]);
    expect(sites.map((s) => s.slug)).toEqual([...dealers.keys()]);
    expect(dealers.get("harbour-toyota")!.dealerships[0]!.locations.map((l) => l.slug)).toEqual([
      "fremantle-sales",
      "oconnor-service",
      "oconnor-parts",
    ]);
  });

  it("needs a dealer file for every site", () => {
    const dir = sitesCopy((d) => rmSync(path.join(d, "dealers", "tasman-caravans.json")));
    expect(problemsIn(dir)).toEqual([
      `${path.join(dir, "dealers", "tasman-caravans.json")}: (file): file not found: every site needs its dealerships and locations`,
    ]);
  });

  it("needs a valid site file for every dealer file", () => {
    const dir = sitesCopy((d) =>
      cpSync(path.join(d, "dealers", "tasman-caravans.json"), path.join(d, "dealers", "tasman-caravan.json")),
    );
    expect(problemsIn(dir)).toEqual([
      `${path.join(dir, "dealers", "tasman-caravan.json")}: (file): no valid site file for "tasman-caravan" in ${path.join(dir, "sites")}`,
    ]);
  });

  it("reports a dealer file that is not JSON, and one with a bad field, with the file's path", () => {
    const dir = sitesCopy((d) => {
      writeFileSync(path.join(d, "dealers", "bigbox-used.json"), "{ dealerships: [");
      const file = path.join(d, "dealers", "harbour-toyota.json");
      const data = JSON.parse(readFileSync(file, "utf8"));
      data.dealerships[0].locations[1].openingHours.service.monday = "7am-5pm";
      writeFileSync(file, JSON.stringify(data));
    });
    const problems = problemsIn(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      new RegExp(`^${path.join(dir, "dealers", "bigbox-used.json")}: \\(file\\): is not valid JSON \\(`),
    );
    expect(problems[1]).toBe(
      `${path.join(dir, "dealers", "harbour-toyota.json")}: dealerships.0.locations.1.openingHours.service.monday: must be "HH:MM-HH:MM", "closed", "by appointment" or (saturday) "alternate by appointment"`,
    );
  });

  it("sorts locations by name unless configured: a site's locationOrder names locations of its own dealer file", () => {
    const dir = sitesCopy((d) => {
      const file = path.join(d, "sites", "tasman-caravans.json");
      const data = JSON.parse(readFileSync(file, "utf8"));
      data.locationOrder = ["invermay", "fremantle-sales"];
      writeFileSync(file, JSON.stringify(data));
    });
    expect(problemsIn(dir)).toEqual([
      `${path.join(dir, "sites", "tasman-caravans.json")}: locationOrder.1: no location "fremantle-sales" in ${path.join(dir, "dealers", "tasman-caravans.json")}`,
    ]);
  });
});
