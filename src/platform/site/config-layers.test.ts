import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mergeLayers, reasonOf, resolveSiteConfig } from "./config-layers";
import { loadSiteRegistry } from "./registry";

const SITES = path.resolve(__dirname, "../../../sites");
const readJson = (p: string) => JSON.parse(readFileSync(path.join(SITES, p), "utf8")) as Record<string, unknown>;

/** A copy of the real sites/ folder to break on purpose. */
function sitesCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sites-"));
  cpSync(SITES, dir, { recursive: true });
  edit(dir);
  return dir;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits any path of a JSON file under test
const patchJson = (file: string, change: (data: Record<string, any>) => void) => {
  const data = JSON.parse(readFileSync(file, "utf8"));
  change(data);
  writeFileSync(file, JSON.stringify(data));
};

describe("site configuration layering", () => {
  it("merges objects key by key, replaces arrays whole, and lets later layers win", () => {
    const merged = mergeLayers([
      { a: { x: 1, y: 2 }, list: [1, 2, 3], keep: true },
      { a: { y: 3 }, list: [9] },
      { $schema: "ignored", a: { z: 4 } },
    ]);
    expect(merged).toEqual({ a: { x: 1, y: 3, z: 4 }, list: [9], keep: true });
  });

  it('keeps a file\'s "__proto__" or "constructor" key an ordinary key: it never changes a merged object\'s prototype', () => {
    const merged = mergeLayers([
      { a: { x: 1 } },
      JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": {"y": 2}, "constructor": 3}}'),
    ]);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(merged.a)).toBe(Object.prototype);
    expect((merged as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(merged).sort()).toEqual(["__proto__", "a"]);
    expect(Object.keys(merged.a as object).sort()).toEqual(["__proto__", "constructor", "x"]);
  });

  it("applies platform defaults, then brand, then template, then site", () => {
    const result = resolveSiteConfig([
      { path: "platform.json", data: readJson("platform.json") },
      { path: "brands/toyota.json", data: readJson("brands/toyota.json") },
      { path: "templates/franchise.json", data: readJson("templates/franchise.json") },
      { path: "sites/harbour-toyota.json", data: readJson("sites/harbour-toyota.json") },
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const c = result.config;
    expect(c.features.favourites).toBe(true); // platform default
    expect(c.manufacturer).toBe("toyota"); // brand
    expect(c.finance.calculator.defaultInterestRate).toBe(10); // brand
    expect(c.search.priceSlider).toEqual({ min: 5000, max: 250000, step: 500, roundTo: 1000 }); // template
    expect(c.timeZone).toBe("Australia/Perth"); // site
    expect(c.theme.primary).toBe("#b91c1c"); // brand colour kept under the site's other settings
  });

  it("loads the four demo sites without a problem", () => {
    const registry = loadSiteRegistry(SITES);
    expect(registry.problems).toEqual([]);
    expect(registry.sites.map((s) => s.slug)).toEqual([
      "bigbox-used",
      "harbour-toyota",
      "southern-cross-motors",
      "tasman-caravans",
    ]);
    const bigbox = registry.sites.find((s) => s.slug === "bigbox-used")!;
    expect(bigbox.stock.includeSoldCarsDays).toBe(0);
    expect(bigbox.reserve.variant).toBe("buy-online");
    const southern = registry.sites.find((s) => s.slug === "southern-cross-motors")!;
    expect(new Set([southern.phones.new, southern.phones.used, southern.phones.demo]).size).toBe(3);
  });
});

describe("site configuration errors", () => {
  const problemsOf = (edit: (dir: string) => void) => loadSiteRegistry(sitesCopy(edit)).problems;

  it("reports a wrong value with the site file's path, the field and the reason", () => {
    const problems = problemsOf((dir) =>
      patchJson(path.join(dir, "sites/bigbox-used.json"), (d) => {
        d.stock.includeSoldCarsDays = -1;
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toMatch(/sites[/\\]bigbox-used\.json$/);
    expect(problems[0]!.field).toBe("stock.includeSoldCarsDays");
    expect(problems[0]!.reason).toMatch(/0/);
  });

  it("reports a misspelt setting as unknown rather than ignoring it", () => {
    const problems = problemsOf((dir) =>
      patchJson(path.join(dir, "sites/harbour-toyota.json"), (d) => {
        d.features.favorites = true;
      }),
    );
    expect(problems).toEqual([expect.objectContaining({ field: "features", reason: 'unknown setting "favorites"' })]);
    expect(problems[0]!.path).toMatch(/harbour-toyota\.json$/);
  });

  it('reports a "__proto__" setting by name rather than taking the settings inside it', () => {
    const file = (dir: string) => path.join(dir, "sites/harbour-toyota.json");
    const problems = problemsOf((dir) =>
      writeFileSync(
        file(dir),
        readFileSync(file(dir), "utf8").replace(
          /"features"\s*:\s*\{/,
          '"features": { "__proto__": { "favourites": false },',
        ),
      ),
    );
    expect(problems).toEqual([expect.objectContaining({ field: "features", reason: 'unknown setting "__proto__"' })]);
    expect(problems[0]!.path).toMatch(/harbour-toyota\.json$/);
  });

  it("blames the brand file when the brand layer sets the bad value", () => {
    const problems = problemsOf((dir) =>
      patchJson(path.join(dir, "brands/toyota.json"), (d) => {
        d.navigation.dropdownOpensOn = "double-click";
      }),
    );
    expect(problems[0]!.path).toMatch(/brands[/\\]toyota\.json$/);
    expect(problems[0]!.field).toBe("navigation.dropdownOpensOn");
  });

  it("reports a missing required setting against the site file", () => {
    const problems = problemsOf((dir) =>
      patchJson(path.join(dir, "sites/tasman-caravans.json"), (d) => {
        delete d.contact;
      }),
    );
    expect(problems).toEqual([expect.objectContaining({ field: "contact", reason: "is required" })]);
    expect(problems[0]!.path).toMatch(/tasman-caravans\.json$/);
  });

  it("rejects theme colours whose text contrast is below WCAG AA", () => {
    const problems = problemsOf((dir) =>
      patchJson(path.join(dir, "sites/bigbox-used.json"), (d) => {
        d.theme.onPrimary = "#f97316";
      }),
    );
    expect(problems[0]!.field).toBe("theme.onPrimary");
    expect(problems[0]!.reason).toMatch(/contrast .* below the 4.5:1/);
  });

  it("reports invalid JSON, a slug that differs from the file name, a missing brand and a shared domain", () => {
    expect(
      problemsOf((dir) => writeFileSync(path.join(dir, "sites/bigbox-used.json"), "{ not json"))[0]!.reason,
    ).toMatch(/not valid JSON/);
    expect(
      problemsOf((dir) =>
        patchJson(path.join(dir, "sites/bigbox-used.json"), (d) => {
          d.slug = "other";
        }),
      )[0],
    ).toMatchObject({ field: "slug" });
    expect(
      problemsOf((dir) =>
        patchJson(path.join(dir, "sites/bigbox-used.json"), (d) => {
          d.brand = "nobrand";
        }),
      )[0],
    ).toMatchObject({ field: "brand" });
    const shared = problemsOf((dir) =>
      patchJson(path.join(dir, "sites/bigbox-used.json"), (d) => {
        d.domains = ["harbour-toyota.example"];
      }),
    );
    expect(shared[0]).toMatchObject({ field: "domains" });
    expect(shared[0]!.reason).toMatch(/already used/);
  });

  it("reports a folder with no site files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sites-empty-"));
    mkdirSync(path.join(dir, "sites"));
    writeFileSync(path.join(dir, "platform.json"), "{}");
    expect(loadSiteRegistry(dir).problems[0]!.reason).toBe("no site files found");
  });
});

describe("a problem's reason, in words a person editing the file understands (reasonOf)", () => {
  it("a value that fits no shape of a union is told the first shape's own reason, not 'Invalid input'", () => {
    const link = z.union([z.string().regex(/^\//, "must be a path starting with /"), z.url()]);
    const parsed = link.safeParse("not a link");
    expect(parsed.success).toBe(false);
    expect(reasonOf(parsed.error!.issues[0]!)).toBe("must be a path starting with /");
  });
});
