import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { siteDocuments, siteDocumentVersions } from "@/platform/db/schema";
import { memoryTree, treeDocuments, type SiteTree } from "@/platform/site/site-tree";

/** A file's hash as a document records it (the file it was seeded or exported as). */
export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

/** The documents as the database holds them, read as the folder `root` would be. */
export async function loadDocumentTree(db: Database, root: string): Promise<SiteTree> {
  const rows = await db.select({ path: siteDocuments.path, body: siteDocuments.body }).from(siteDocuments);
  return memoryTree(root, new Map(rows.map((r) => [r.path, r.body])));
}

export interface SeedResult {
  added: string[];
  replaced: string[];
  removed: string[];
  /** Documents published since from the console or an import, whose file changed: the file is not applied. */
  kept: string[];
}

/**
 * Seeds the site documents from the folder (every start): a file not yet a document is added; a document only the
 * files ever wrote takes its file's change (a new version) or goes with its file; one published from the console or
 * imported since is never overwritten by a file, and a change of its file is reported once (`kept`).
 */
export async function seedSiteDocuments(db: Database, folder: SiteTree): Promise<SeedResult> {
  const files = treeDocuments(folder);
  const result: SeedResult = { added: [], replaced: [], removed: [], kept: [] };
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const stored = new Map(
      (await tx.select().from(siteDocuments).for("update")).map((row) => [row.path, row] as const),
    );
    for (const [path, body] of files) {
      const fileHash = hashOf(body);
      const row = stored.get(path);
      if (!row) {
        await tx.insert(siteDocuments).values({ path, body, version: 1, origin: "files", fileHash });
        await tx.insert(siteDocumentVersions).values({ path, version: 1, body, origin: "files" });
        result.added.push(path);
      } else if (row.fileHash === fileHash) {
        continue;
      } else if (row.origin === "files") {
        const version = row.version + 1;
        await tx
          .update(siteDocuments)
          .set({ body, version, fileHash, publishedAt: new Date(), publishedBy: null })
          .where(eq(siteDocuments.path, path));
        await tx.insert(siteDocumentVersions).values({ path, version, body, origin: "files" });
        result.replaced.push(path);
      } else {
        // Remember the file as seen, so its change is reported once, not at every start.
        await tx.update(siteDocuments).set({ fileHash }).where(eq(siteDocuments.path, path));
        result.kept.push(path);
      }
    }
    for (const [path, row] of stored)
      if (!files.has(path) && row.origin === "files") {
        await tx.delete(siteDocuments).where(eq(siteDocuments.path, path));
        result.removed.push(path);
      }
  });
  return result;
}
