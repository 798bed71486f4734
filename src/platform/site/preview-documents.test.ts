import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteWithDrafts } from "./preview-documents";
import { diskTree } from "./site-tree";

const published = diskTree(path.resolve("sites"));
const contentPath = (slug: string) => `content/sites/${slug}.json`;

/** A site's content document with its first offer renamed. */
function renamedOffer(slug: string, name: string): string {
  const doc = JSON.parse(published.read(path.join(published.root, contentPath(slug)))) as {
    offers: { name: string }[];
  };
  doc.offers[0]!.name = name;
  return JSON.stringify(doc);
}

describe("a site as its preview shows it", () => {
  it("has the site's own drafts applied, read by the same loaders", () => {
    const drafts = new Map([[contentPath("bigbox-used"), renamedOffer("bigbox-used", "Previewed warranty")]]);
    const site = siteWithDrafts(published, drafts, "bigbox-used", true);
    expect(site?.config.slug).toBe("bigbox-used");
    expect(site?.content.offers.map((o) => o.name)).toContain("Previewed warranty");
  });

  it("never applies another site's draft, nor a shared document's", () => {
    const drafts = new Map([
      [contentPath("harbour-toyota"), renamedOffer("harbour-toyota", "Not this site's")],
      ["platform.json", "{ not json"],
    ]);
    const site = siteWithDrafts(published, drafts, "bigbox-used", true);
    expect(site).not.toBeNull();
    expect(site?.content.offers.map((o) => o.name)).not.toContain("Not this site's");
  });

  it("is nothing when a draft would stop the site: the preview then shows the published site", () => {
    const drafts = new Map([[contentPath("bigbox-used"), '{ "offers": 7 }']]);
    expect(siteWithDrafts(published, drafts, "bigbox-used", true)).toBeNull();
  });
});
