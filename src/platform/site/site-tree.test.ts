import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteFiles } from "@/features/locations/site-files";
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

  it("the loaders find the same sites, dealers and problems in memory as on disk", () => {
    const disk = loadSiteFiles(diskTree(root));
    const memory = loadSiteFiles(memoryTree(root, treeDocuments(diskTree(root))));
    expect(memory.sites).toEqual(disk.sites);
    expect(memory.dealers).toEqual(disk.dealers);
    expect(memory.problems).toEqual(disk.problems);
  });

  it("a problem in a document held in memory names its file under the root, as on disk", () => {
    const docs = treeDocuments(diskTree(root));
    docs.set("dealers/harbour-toyota.json", "{ not json");
    const loaded = loadSiteFiles(memoryTree(root, docs));
    expect(loaded.refused.has("harbour-toyota")).toBe(true);
    expect(loaded.refused.has("bigbox-used")).toBe(false);
    expect(loaded.problems[0]!.path).toBe(path.join(root, "dealers", "harbour-toyota.json"));
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
