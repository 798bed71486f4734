import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentFiles } from "@/platform/content/content-files";
import { loadSiteRegistry } from "./registry";
import { diskTree, documentPath, memoryTree, treeDocuments } from "./site-tree";

const root = path.resolve("sites");

describe("site trees: the files as the database holds them read as the folder does", () => {
  it("every document of the demo folder, by its path under the root, and no JSON Schema", () => {
    const docs = treeDocuments(diskTree(root));
    expect(docs.has("platform.json")).toBe(true);
    expect(docs.has("dealers/harbour-toyota.json")).toBe(true);
    expect(docs.has("content/sites/harbour-toyota.json")).toBe(true);
    expect([...docs.keys()].some((p) => p.endsWith(".schema.json"))).toBe(false);
  });

  it("the loaders find the same sites, content and problems in memory as on disk", () => {
    const memoryOf = () => memoryTree(root, treeDocuments(diskTree(root)));
    const disk = loadSiteRegistry(diskTree(root));
    const memory = loadSiteRegistry(memoryOf());
    expect(memory).toEqual(disk);
    expect(loadContentFiles(memoryOf(), memory.sites)).toEqual(loadContentFiles(diskTree(root), disk.sites));
  });

  it("a problem in a document held in memory names its file under the root, as on disk", () => {
    const docs = treeDocuments(diskTree(root));
    docs.set("sites/harbour-toyota.json", "{ not json");
    const loaded = loadSiteRegistry(memoryTree(root, docs));
    expect(loaded.sites.map((s) => s.slug)).not.toContain("harbour-toyota");
    expect(loaded.sites.map((s) => s.slug)).toContain("bigbox-used");
    expect(loaded.problems[0]!.path).toBe(path.join(root, "sites", "harbour-toyota.json"));
  });

  it("a document path is relative with forward slashes", () => {
    expect(documentPath(root, path.join(root, "content", "sites", "a.json"))).toBe("content/sites/a.json");
  });

  it("a folder exists in memory when a document is under it; a missing file is not there", () => {
    const tree = memoryTree(root, new Map([["content/sites/a.json", "{}"]]));
    expect(tree.exists(path.join(root, "content"))).toBe(true);
    expect(tree.exists(path.join(root, "content", "sites", "b.json"))).toBe(false);
    expect(tree.list(path.join(root, "content", "sites"))).toEqual(["a.json"]);
    expect(() => tree.read(path.join(root, "b.json"))).toThrow(/no such file/);
  });
});
