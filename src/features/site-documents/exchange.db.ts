import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { siteDocuments } from "@/platform/db/schema";
import { documentOwner } from "./document-paths";
import { hashOf } from "./document-tree.db";
import { publishAll, type DocumentWrite } from "./publish.db";

const ofSite = (site: string | null) => (documentPath: string) => !site || documentOwner(documentPath).site === site;

/**
 * A site's documents (or every document) as the platform serves them, by path, for `sites:export` to write as files.
 * Each is remembered as written (its file hash), so the next start finds the folder already holding it.
 */
export async function exportDocuments(db: Database, site: string | null): Promise<Map<string, string>> {
  const rows = await db.select({ path: siteDocuments.path, body: siteDocuments.body }).from(siteDocuments);
  const out = new Map(rows.filter((r) => ofSite(site)(r.path)).map((r) => [r.path, r.body]));
  for (const [documentPath, body] of out)
    await db
      .update(siteDocuments)
      .set({ fileHash: hashOf(body) })
      .where(eq(siteDocuments.path, documentPath));
  return out;
}

export type ImportOutcome = { published: string[]; unchanged: string[] } | Exclude<DocumentWrite, { ok: true }>;

/**
 * Loads files as documents (`sites:import`): those whose text differs from the document's are published together, as
 * one change checked by the server's loaders (a new site's settings, dealer and content documents at once), by no one
 * (origin 'import'); refused whole with every problem named by file and field.
 */
export async function importDocuments(
  db: Database,
  root: string,
  files: ReadonlyMap<string, string>,
  site: string | null,
): Promise<ImportOutcome> {
  const wanted = [...files.keys()].filter(ofSite(site));
  if (wanted.length === 0) return { published: [], unchanged: [] };
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const current = new Map(
      (
        await tx
          .select({ path: siteDocuments.path, body: siteDocuments.body, version: siteDocuments.version })
          .from(siteDocuments)
          .where(inArray(siteDocuments.path, wanted))
      ).map((r) => [r.path, r]),
    );
    const changes = wanted
      .filter((p) => current.get(p)?.body !== files.get(p))
      .map((p) => ({ path: p, body: files.get(p)!, baseVersion: current.get(p)?.version ?? 0 }));
    const unchanged = wanted.filter((p) => !changes.some((c) => c.path === p));
    if (changes.length === 0) return { published: [], unchanged };
    const result = await publishAll(tx, root, { changes, by: null, origin: "import" });
    return result.ok ? { published: changes.map((c) => c.path), unchanged } : result;
  });
}
