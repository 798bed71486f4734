import { describe, expect, it } from "vitest";
import { documentOwner, siteDocumentPath, sitesReachedBy } from "./document-paths";

describe("site documents: who a document belongs to", () => {
  it("a site's settings, dealer and content documents are that site's", () => {
    expect(documentOwner("sites/harbour-toyota.json")).toEqual({ site: "harbour-toyota", kind: "settings" });
    expect(documentOwner("dealers/harbour-toyota.json")).toEqual({ site: "harbour-toyota", kind: "dealers" });
    expect(documentOwner("content/sites/harbour-toyota.json")).toEqual({ site: "harbour-toyota", kind: "content" });
  });

  it("the platform's, brands', templates' and catalogues' documents are shared", () => {
    for (const path of [
      "platform.json",
      "brands/toyota.json",
      "templates/franchise.json",
      "content/catalogue/toyota.json",
    ])
      expect(documentOwner(path)).toEqual({ site: null, kind: "shared" });
  });

  it("a path that only looks like a site's is not one (no folder escape, no other names)", () => {
    expect(documentOwner("sites/../platform.json").kind).toBe("shared");
    expect(documentOwner("content/sites/x.json.bak").kind).toBe("shared");
  });

  it("each kind's path, and a shared change reaches every site", () => {
    expect(siteDocumentPath("a", "dealers")).toBe("dealers/a.json");
    expect(sitesReachedBy(["dealers/a.json", "content/sites/a.json"], ["a", "b"])).toEqual(["a"]);
    expect(sitesReachedBy(["brands/x.json"], ["a", "b"])).toEqual(["a", "b"]);
  });
});
