import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteWithDrafts } from "@/platform/site/preview-documents";
import { serveSiteTree } from "@/platform/site/served-site-tree";
import { diskTree } from "@/platform/site/site-tree";
import { contentForPreview, contentForSite } from "./content-registry.server";

const tree = diskTree(path.resolve("sites"));
const CONTENT = "content/sites/bigbox-used.json";

beforeEach(() => serveSiteTree(tree, []));
afterEach(() => serveSiteTree(undefined, []));

describe("the content of a preview", () => {
  it("is read by the preview's own configuration alone: the published site's readers never see it", () => {
    const doc = JSON.parse(tree.read(path.join(tree.root, CONTENT))) as { offers: { name: string }[] };
    doc.offers[0]!.name = "Drafted offer";
    const preview = siteWithDrafts(tree, new Map([[CONTENT, JSON.stringify(doc)]]), "bigbox-used", true)!;
    const config = contentForPreview(preview.config, preview.content);
    expect(contentForSite(config).offers.map((o) => o.name)).toContain("Drafted offer");

    const published = siteWithDrafts(tree, new Map(), "bigbox-used", true)!.config;
    expect(contentForSite(published).offers.map((o) => o.name)).not.toContain("Drafted offer");
  });
});
