import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatProblem } from "@/platform/site/config-layers";
import { loadSiteRegistry } from "@/platform/site/registry";
import { loadContentFiles } from "./content-files";

/** The repository's own site and content files, copied so each case can break one thing. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "forecourt-content-"));
  cpSync("sites", dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (...parts: string[]) => path.join(dir, "content", ...parts);
function edit(parts: string[], change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(readFileSync(file(...parts), "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(file(...parts), JSON.stringify(data));
}
const problems = () => loadContentFiles(dir, loadSiteRegistry(dir).sites).problems.map(formatProblem);
type Offer = {
  id: number;
  model: string | null;
  excludedSites: string[];
  startsAt: string | null;
  expiresAt: string | null;
};

describe("content files (sites/content/: catalogues, brand and site content)", () => {
  it("accepts the demo dealers' content", () => {
    expect(problems()).toEqual([]);
  });

  it("names the file, the field and the reason for a bad value", () => {
    edit(["sites", "harbour-toyota.json"], (d) => {
      (d.offers as Offer[])[0]!.startsAt = "2026-07-01";
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        /sites\/harbour-toyota\.json: offers\.0\.startsAt: must be a date and time with its offset/,
      ),
    ]);
  });

  it("reports an unknown setting by name, and an unreadable file as invalid JSON", () => {
    edit(["catalogue", "kia.json"], (d) => {
      d.colour = "red";
    });
    writeFileSync(file("brands", "toyota.json"), "{ pages: [");
    // Only these two: the offers and the site using Kia's catalogue are not blamed for it.
    expect(problems()).toEqual([
      expect.stringMatching(/catalogue\/kia\.json: colour: unknown setting "colour"/),
      expect.stringMatching(/brands\/toyota\.json: \(file\): is not valid JSON/),
    ]);
  });

  it("refuses an offer for a model its manufacturer's catalogue does not have", () => {
    edit(["sites", "harbour-toyota.json"], (d) => {
      (d.offers as Offer[])[0]!.model = "cybertruck";
    });
    expect(problems()).toEqual([
      expect.stringMatching(/harbour-toyota\.json: offers\.0\.model: no model "cybertruck" in toyota's catalogue/),
    ]);
  });

  it("refuses an offer id used twice across files, and an excluded site that does not exist", () => {
    edit(["sites", "bigbox-used.json"], (d) => {
      (d.offers as Offer[])[0]!.id = 101;
      (d.offers as Offer[])[0]!.excludedSites = ["nowhere-motors"];
    });
    expect(problems()).toEqual([
      expect.stringMatching(/bigbox-used\.json: offers\.0\.excludedSites\.0: no site "nowhere-motors"/),
      expect.stringMatching(/harbour-toyota\.json: offers\.0\.id: 101 is already an offer in .*bigbox-used\.json/),
    ]);
  });

  it("refuses an offer that expires before it starts", () => {
    edit(["sites", "tasman-caravans.json"], (d) => {
      const offer = (d.offers as Offer[])[0]!;
      offer.expiresAt = "2026-10-01T00:00:00+10:00";
    });
    expect(problems()).toEqual([
      expect.stringMatching(/tasman-caravans\.json: offers\.0\.expiresAt: must be after startsAt/),
    ]);
  });

  it("refuses two pages at one path, and a site selling a make with no catalogue file", () => {
    edit(["sites", "bigbox-used.json"], (d) => {
      const page = {
        path: "/about-us",
        title: "About",
        description: "About us",
        blocks: [{ type: "text", paragraphs: ["Hi"] }],
      };
      d.pages = [page, page];
    });
    rmSync(file("catalogue", "jeep.json"));
    expect(problems()).toEqual([
      expect.stringMatching(/bigbox-used\.json: pages: two pages have the path "\/about-us"/),
      expect.stringMatching(/catalogue\/jeep\.json: \(file\): file not found: southern-cross-motors sells jeep models/),
    ]);
  });

  it("refuses a blog post filed under a category the blog does not have, and a post slug used twice", () => {
    edit(["sites", "harbour-toyota.json"], (d) => {
      const posts = (d.blog as { posts: { slug: string; category: string }[] }).posts;
      posts[0]!.category = "recipes";
      posts[2]!.slug = posts[1]!.slug;
    });
    expect(problems()).toEqual([
      expect.stringMatching(/harbour-toyota\.json: blog\.posts\.0\.category: no category recipes/),
      expect.stringMatching(/harbour-toyota\.json: blog\.posts\.2\.slug: .+ is used twice/),
    ]);
  });

  it("refuses a content file for a site that does not exist", () => {
    writeFileSync(file("sites", "ghost-motors.json"), JSON.stringify({ offers: [], promoCards: [], pages: [] }));
    expect(problems()).toEqual([
      expect.stringMatching(/ghost-motors\.json: \(file\): no valid site file for "ghost-motors"/),
    ]);
  });
});
