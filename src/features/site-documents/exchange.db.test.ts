import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { siteDocuments } from "@/platform/db/schema";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { diskTree, treeDocuments } from "@/platform/site/site-tree";
import { seedSiteDocuments } from "./document-tree.db";
import { exportDocuments, importDocuments } from "./exchange.db";

const ROOT = path.resolve("sites");
let handle: DatabaseHandle;
const folder = () => treeDocuments(diskTree(ROOT));

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedSiteDocuments(handle.db, diskTree(ROOT));
});
afterAll(() => handle.close());

describe("sites:export and sites:import", () => {
  it("a site's export is its settings, dealer and content documents as served", async () => {
    const out = await exportDocuments(handle.db, "bigbox-used");
    expect([...out.keys()].sort()).toEqual([
      "content/sites/bigbox-used.json",
      "dealers/bigbox-used.json",
      "sites/bigbox-used.json",
    ]);
    expect(out.get("dealers/bigbox-used.json")).toBe(folder().get("dealers/bigbox-used.json"));
  });

  it("importing the folder as it is changes nothing", async () => {
    const outcome = await importDocuments(handle.db, ROOT, folder(), null);
    expect(outcome).toMatchObject({ published: [] });
  });

  it("a changed file is published as an import; a bad one refuses the whole import, naming file and field", async () => {
    const files = folder();
    const dealer = JSON.parse(files.get("dealers/bigbox-used.json")!);
    dealer.dealerships[0].locations[0].phone = "(08) 5550 0199";
    files.set("dealers/bigbox-used.json", JSON.stringify(dealer, null, 2));
    const outcome = await importDocuments(handle.db, ROOT, files, "bigbox-used");
    expect(outcome).toMatchObject({ published: ["dealers/bigbox-used.json"] });
    expect("unchanged" in outcome && outcome.unchanged.sort()).toEqual([
      "content/sites/bigbox-used.json",
      "sites/bigbox-used.json",
    ]);
    const [row] = await handle.db
      .select()
      .from(siteDocuments)
      .where(eq(siteDocuments.path, "dealers/bigbox-used.json"));
    expect(row).toMatchObject({ origin: "import", version: 2, publishedBy: null });

    dealer.dealerships[0].locations[0].phone = "call us";
    files.set("dealers/bigbox-used.json", JSON.stringify(dealer));
    files.set("content/sites/bigbox-used.json", "{");
    const refused = await importDocuments(handle.db, ROOT, files, "bigbox-used");
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    const problems = "problems" in refused ? refused.problems.join("\n") : "";
    expect(problems).toMatch(/dealers\/bigbox-used\.json dealerships\.0\.locations\.0\.phone: /);
    expect(problems).toMatch(/content\/sites\/bigbox-used\.json.*not valid JSON/);
    const [after] = await handle.db
      .select()
      .from(siteDocuments)
      .where(eq(siteDocuments.path, "dealers/bigbox-used.json"));
    expect(after!.version).toBe(2);
  });

  it("a new site's documents are imported together (none alone would be a whole site)", async () => {
    const files = folder();
    const site = JSON.parse(files.get("sites/bigbox-used.json")!);
    const copy = { ...site, slug: "bigbox-copy", name: "BigBox Copy", domains: ["bigbox-copy.example"] };
    const bigboxPages = JSON.parse(files.get("content/sites/bigbox-used.json")!).pages;
    const only = new Map([
      ["sites/bigbox-copy.json", JSON.stringify(copy)],
      ["dealers/bigbox-copy.json", files.get("dealers/bigbox-used.json")!],
      // Its own content: an offer's id is the platform's, one site's alone; its pages are the ones its menus link to.
      ["content/sites/bigbox-copy.json", JSON.stringify({ offers: [], promoCards: [], pages: bigboxPages })],
    ]);
    const alone = await importDocuments(handle.db, ROOT, new Map([...only].slice(0, 1)), "bigbox-copy");
    expect(alone).toMatchObject({ ok: false, reason: "invalid" });
    const outcome = await importDocuments(handle.db, ROOT, only, "bigbox-copy");
    expect(outcome).toMatchObject({ published: [...only.keys()] });
  });
});
