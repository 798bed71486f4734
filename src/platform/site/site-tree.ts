import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Where the site, dealer and content files are read from: the folder on disk (SITES_DIR), or the same files as the
 * database holds them (site documents, published from the console), in memory. The loaders take either, by absolute
 * path under `root`, so every problem names a file the same way whichever the source.
 */
export interface SiteTree {
  root: string;
  exists(file: string): boolean;
  /** The names of the `.json` files directly in a folder, sorted; none for a folder that is not there. */
  list(dir: string): string[];
  read(file: string): string;
}

/** The folders under SITES_DIR whose `.json` files are site documents (the JSON Schemas beside them are not). */
const DOCUMENT_FOLDERS = [
  "",
  "sites",
  "brands",
  "templates",
  "dealers",
  "content/catalogue",
  "content/brands",
  "content/sites",
] as const;

const isDocumentName = (name: string) => name.endsWith(".json") && !name.endsWith(".schema.json");

export function diskTree(root: string): SiteTree {
  return {
    root,
    exists: (file) => existsSync(file),
    list: (dir) => (existsSync(dir) ? readdirSync(dir).filter(isDocumentName).sort() : []),
    read: (file) => readFileSync(file, "utf8"),
  };
}

/** A document's path as stored: relative to the root, with `/` between folders ("dealers/harbour-toyota.json"). */
export const documentPath = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

/** Files by their document path, read as if they were the folder `root`. */
export function memoryTree(root: string, files: ReadonlyMap<string, string>): SiteTree {
  const folderOf = (p: string) => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "");
  return {
    root,
    exists: (file) => {
      const p = documentPath(root, file);
      return files.has(p) || [...files.keys()].some((k) => k.startsWith(`${p}/`));
    },
    list: (dir) => {
      const folder = documentPath(root, dir);
      return [...files.keys()]
        .filter((p) => folderOf(p) === folder)
        .map((p) => p.slice(p.lastIndexOf("/") + 1))
        .filter(isDocumentName)
        .sort();
    },
    read: (file) => {
      const text = files.get(documentPath(root, file));
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
      return text;
    },
  };
}

/** Every document of a tree by its path, in the folders that hold site documents. */
export function treeDocuments(tree: SiteTree): Map<string, string> {
  const out = new Map<string, string>();
  for (const folder of DOCUMENT_FOLDERS) {
    // Paths of the site documents, read at run time: not files for the bundler to trace (it would take every file).
    const dir = path.join(/*turbopackIgnore: true*/ tree.root, folder);
    for (const name of tree.list(dir))
      out.set(folder ? `${folder}/${name}` : name, tree.read(path.join(/*turbopackIgnore: true*/ dir, name)));
  }
  return out;
}

/** The documents with some of them changed (or added), by path: a publish's check, and a preview of drafts. */
export function treeWith(tree: SiteTree, changes: ReadonlyMap<string, string>): SiteTree {
  const docs = treeDocuments(tree);
  for (const [documentPath, body] of changes) docs.set(documentPath, body);
  return memoryTree(tree.root, docs);
}

export const asTree = (source: string | SiteTree): SiteTree => (typeof source === "string" ? diskTree(source) : source);
