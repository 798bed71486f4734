import { describe, expect, it } from "vitest";
import { applyTagsForm, tagsView } from "./tags-form";

const SITE = JSON.stringify({ slug: "x", name: "X", marketingTags: { googleTagManager: "GTM-AB12CD3" } });

describe("the marketing tags form", () => {
  it("shows the site's own ids, empty for a tag it has not set", () => {
    expect(tagsView(SITE)).toEqual({
      "tags.googleTagManager": "GTM-AB12CD3",
      "tags.googleAnalytics": "",
      "tags.metaPixel": "",
    });
    expect(tagsView("{")).toBeNull();
  });

  it("stores each id trimmed and an emptied one as null (the tag off on this site), keeping the rest of the document", () => {
    const applied = applyTagsForm(SITE, [
      ["tags.googleTagManager", ""],
      ["tags.googleAnalytics", " G-AB12CD34EF "],
      ["tags.metaPixel", ""],
    ])!;
    expect(JSON.parse(applied.body)).toEqual({
      slug: "x",
      name: "X",
      marketingTags: { googleTagManager: null, googleAnalytics: "G-AB12CD34EF", metaPixel: null },
    });
  });

  it("names a tag's problem at its field", () => {
    const applied = applyTagsForm(SITE, [])!;
    expect(applied.fieldOf("marketingTags.metaPixel")).toBe("tags.metaPixel");
    expect(applied.fieldOf("marketingTags.other")).toBeNull();
    expect(applied.fieldOf("navigation.header.0.href")).toBeNull();
  });
});
