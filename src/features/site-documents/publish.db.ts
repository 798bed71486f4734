import { and, asc, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { syncDealerFile } from "@/features/locations/index.server";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { siteDocumentDrafts, siteDocuments, siteDocumentVersions, sites } from "@/platform/db/schema";
import { syncSites } from "@/platform/db/sync-sites";
import { checkedChange, documentProblems, problemText } from "./document-check";
import { documentOwner } from "./document-paths";
import { sanitisedDocument } from "./document-sanitise";
import { loadDocumentTree } from "./document-tree.db";

/** Who publishes or saves: a console member of a group. */
export interface Editor {
  id: string;
  groupId: string;
}

/** The outcome of a save or publish: done, or refused with what to tell the editor. Nothing is changed when refused. */
export type DocumentWrite =
  | { ok: true; version: number }
  | { ok: false; reason: "missing" }
  /** Published by someone else since the editor's copy was made (`version` is the current one). */
  | { ok: false; reason: "stale"; version: number; publishedBy: string | null; publishedAt: Date }
  /** The draft was saved by someone else since the editor opened it. */
  | { ok: false; reason: "stale-draft"; savedBy: string; savedAt: Date }
  | { ok: false; reason: "invalid"; problems: string[] };

const asTx = (t: unknown) => t as Database;

/**
 * Publishes a document's new body over the version the editor started from, in one transaction: refused when another
 * publish came first (no silent overwrite) or when the documents would then have a problem (the server's own loaders
 * and schemas); else a new version, kept with every earlier one, the audit log's entry, and for a dealer document its
 * dealerships, locations and hours written to their tables. Every server process hears the change once it commits.
 */
export async function publishDocument(
  db: Database,
  root: string,
  input: { path: string; body: string; baseVersion: number; by: Editor | null; origin: "console" | "import" },
): Promise<DocumentWrite> {
  return db.transaction((t) => publishIn(asTx(t), root, input));
}

async function publishIn(
  tx: Database,
  root: string,
  input: { path: string; body: string; baseVersion: number; by: Editor | null; origin: "console" | "import" },
): Promise<DocumentWrite> {
  const { path, body, baseVersion, by, origin } = input;
  return publishAll(tx, root, { changes: [{ path, body, baseVersion }], by, origin });
}

/** A new body for a document, over the version it was made from (0 for a document not there yet). */
export interface DocumentChange {
  path: string;
  body: string;
  baseVersion: number;
}

/**
 * Publishes documents together (an import of a new site brings its settings, dealer and content documents at once):
 * all of them or none, checked as one change. A problem is named by its field where one document changes, by its file
 * and field where several do.
 */
export async function publishAll(
  tx: Database,
  root: string,
  input: { changes: readonly DocumentChange[]; by: Editor | null; origin: "console" | "import" },
): Promise<DocumentWrite> {
  const changes = input.changes.map((c) => ({ ...c, body: sanitisedDocument(c.path, c.body) }));
  // Every row locked in one statement, in path order: two publishes of overlapping documents cannot wait on each other.
  const locked = await tx
    .select()
    .from(siteDocuments)
    .where(
      inArray(
        siteDocuments.path,
        changes.map((c) => c.path),
      ),
    )
    .orderBy(asc(siteDocuments.path))
    .for("update");
  const rows = new Map<string, typeof siteDocuments.$inferSelect>();
  for (const change of changes) {
    const row = locked.find((r) => r.path === change.path);
    if (!row && change.baseVersion !== 0) return { ok: false, reason: "missing" };
    if (row && row.version !== change.baseVersion)
      return {
        ok: false,
        reason: "stale",
        version: row.version,
        publishedBy: row.publishedBy,
        publishedAt: row.publishedAt,
      };
    if (row) rows.set(change.path, row);
  }
  const tree = await loadDocumentTree(tx, root);
  const bodies = new Map(changes.map((c) => [c.path, c.body]));
  // Checked and loaded once: the documents the check loaded with the change are what the sites and dealers are
  // written from.
  const { problems, loaded } = checkedChange(tree, bodies);
  if (problems.length > 0) {
    const one = changes.length === 1 ? changes[0]!.path : "";
    return { ok: false, reason: "invalid", problems: problems.map((p) => problemText(tree, one, p)) };
  }

  const publishedAt = new Date();
  let version = 0;
  for (const change of changes) {
    const row = rows.get(change.path);
    version = (row?.version ?? 0) + 1;
    const columns = {
      body: change.body,
      version,
      origin: input.origin,
      publishedAt,
      publishedBy: input.by?.id ?? null,
    };
    if (row) await tx.update(siteDocuments).set(columns).where(eq(siteDocuments.path, change.path));
    else await tx.insert(siteDocuments).values({ path: change.path, ...columns });
    await tx.insert(siteDocumentVersions).values({ path: change.path, ...columns });

    const { site, kind } = documentOwner(change.path);
    const config = loaded.sites.find((s) => s.slug === site);
    let siteId: number | null = null;
    if (config) {
      // The site's row carries its name, template and brand; a dealer document's hours are read from their tables.
      siteId = (await syncSites(tx, [config])).get(config.slug) ?? null;
      const dealers = loaded.dealers.get(config.slug);
      if (kind === "dealers" && siteId !== null && dealers)
        await syncDealerFile(tx, { id: siteId, timeZone: config.timeZone }, dealers, publishedAt);
    }
    if (input.by)
      await appendAudit(tx, {
        groupId: input.by.groupId,
        siteId,
        actorId: input.by.id,
        action: "content.publish",
        targetKind: "site-document",
        targetId: change.path,
        before: row ? { version: row.version } : null,
        after: { version },
      });
  }
  return { ok: true, version };
}

/** A document as its editors see it: the published version, its draft if any, and every version kept (newest first). */
export async function documentState(db: Database, path: string) {
  const [published] = await db.select().from(siteDocuments).where(eq(siteDocuments.path, path));
  if (!published) return null;
  const [draft] = await db.select().from(siteDocumentDrafts).where(eq(siteDocumentDrafts.path, path));
  const versions = await db
    .select({
      version: siteDocumentVersions.version,
      origin: siteDocumentVersions.origin,
      publishedAt: siteDocumentVersions.publishedAt,
      publishedBy: siteDocumentVersions.publishedBy,
    })
    .from(siteDocumentVersions)
    .where(eq(siteDocumentVersions.path, path))
    .orderBy(desc(siteDocumentVersions.version));
  return { published, draft: draft ?? null, versions };
}

/**
 * Saves a draft, checked like a publish: against the version it was made from (a draft of an older version than the
 * published one is refused) and against the draft as the editor opened it (`draftVersion`, 0 when they saw none), so
 * two editors of one document never overwrite each other's draft unseen. `publishAt` schedules its publish.
 */
export async function saveDraft(
  db: Database,
  root: string,
  input: {
    path: string;
    body: string;
    baseVersion: number;
    draftVersion: number;
    by: Editor;
    publishAt: Date | null;
  },
): Promise<DocumentWrite> {
  return db.transaction(async (t) => {
    const tx = asTx(t);
    const [row] = await tx.select().from(siteDocuments).where(eq(siteDocuments.path, input.path)).for("update");
    if (!row) return { ok: false, reason: "missing" };
    if (row.version !== input.baseVersion)
      return {
        ok: false,
        reason: "stale",
        version: row.version,
        publishedBy: row.publishedBy,
        publishedAt: row.publishedAt,
      };
    const [draft] = await tx.select().from(siteDocumentDrafts).where(eq(siteDocumentDrafts.path, input.path));
    if ((draft?.draftVersion ?? 0) !== input.draftVersion)
      return draft
        ? { ok: false, reason: "stale-draft", savedBy: draft.savedBy, savedAt: draft.savedAt }
        : { ok: false, reason: "stale-draft", savedBy: "", savedAt: new Date(0) };
    const body = sanitisedDocument(input.path, input.body);
    const tree = await loadDocumentTree(tx, root);
    const problems = documentProblems(tree, new Map([[input.path, body]]));
    if (problems.length > 0)
      return { ok: false, reason: "invalid", problems: problems.map((p) => problemText(tree, input.path, p)) };
    const draftVersion = input.draftVersion + 1;
    const columns = {
      body,
      baseVersion: input.baseVersion,
      savedBy: input.by.id,
      groupId: input.by.groupId,
      savedAt: new Date(),
      publishAt: input.publishAt,
      draftVersion,
    };
    if (draft) await tx.update(siteDocumentDrafts).set(columns).where(eq(siteDocumentDrafts.path, input.path));
    else await tx.insert(siteDocumentDrafts).values({ path: input.path, ...columns });
    const { site } = documentOwner(input.path);
    const [siteRow] = site ? await tx.select({ id: sites.id }).from(sites).where(eq(sites.slug, site)) : [];
    await appendAudit(tx, {
      groupId: input.by.groupId,
      siteId: siteRow?.id ?? null,
      actorId: input.by.id,
      action: input.publishAt ? "content.schedule" : "content.draft",
      targetKind: "site-document",
      targetId: input.path,
      before: draft ? { draft: draft.draftVersion } : null,
      after: { draft: draftVersion, publishAt: input.publishAt?.toISOString() ?? null },
    });
    return { ok: true, version: draftVersion };
  });
}

/** Publishes a document's draft as its editor saw it (`draftVersion`), then drops the draft. */
export async function publishDraft(
  db: Database,
  root: string,
  input: { path: string; draftVersion: number; by: Editor },
): Promise<DocumentWrite> {
  return db.transaction(async (t) => {
    const tx = asTx(t);
    const [draft] = await tx
      .select()
      .from(siteDocumentDrafts)
      .where(eq(siteDocumentDrafts.path, input.path))
      .for("update");
    if (!draft) return { ok: false, reason: "missing" };
    if (draft.draftVersion !== input.draftVersion)
      return { ok: false, reason: "stale-draft", savedBy: draft.savedBy, savedAt: draft.savedAt };
    const result = await publishIn(tx, root, {
      path: input.path,
      body: draft.body,
      baseVersion: draft.baseVersion,
      by: input.by,
      origin: "console",
    });
    if (result.ok) await tx.delete(siteDocumentDrafts).where(eq(siteDocumentDrafts.path, input.path));
    return result;
  });
}

/** Drops a document's draft (as its editor saw it). */
export async function discardDraft(db: Database, input: { path: string; draftVersion: number }): Promise<boolean> {
  const gone = await db
    .delete(siteDocumentDrafts)
    .where(and(eq(siteDocumentDrafts.path, input.path), eq(siteDocumentDrafts.draftVersion, input.draftVersion)))
    .returning({ path: siteDocumentDrafts.path });
  return gone.length > 0;
}

/** Publishes an earlier version again, as a new version over the current one (which stays kept). */
export async function restoreVersion(
  db: Database,
  root: string,
  input: { path: string; version: number; currentVersion: number; by: Editor },
): Promise<DocumentWrite> {
  const [kept] = await db
    .select({ body: siteDocumentVersions.body })
    .from(siteDocumentVersions)
    .where(and(eq(siteDocumentVersions.path, input.path), eq(siteDocumentVersions.version, input.version)));
  if (!kept) return { ok: false, reason: "missing" };
  return publishDocument(db, root, {
    path: input.path,
    body: kept.body,
    baseVersion: input.currentVersion,
    by: input.by,
    origin: "console",
  });
}

/**
 * Publishes every draft whose set time has come, each in its own transaction, once across every process (a draft
 * another process is publishing is skipped, and gone once it commits). A draft that can no longer be published (its
 * document changed since, or it would now have a problem) stays, unscheduled, for its editor to see why.
 */
export async function publishDueDrafts(
  db: Database,
  root: string,
  now = new Date(),
): Promise<{ published: string[]; refused: string[] }> {
  const due = await db
    .select({ path: siteDocumentDrafts.path })
    .from(siteDocumentDrafts)
    .where(and(isNotNull(siteDocumentDrafts.publishAt), lte(siteDocumentDrafts.publishAt, now)))
    .orderBy(asc(siteDocumentDrafts.publishAt));
  const published: string[] = [];
  const refused: string[] = [];
  for (const { path } of due) {
    const outcome = await db.transaction(async (t) => {
      const tx = asTx(t);
      const [draft] = await tx
        .select()
        .from(siteDocumentDrafts)
        .where(and(eq(siteDocumentDrafts.path, path), lte(siteDocumentDrafts.publishAt, now)))
        .for("update", { skipLocked: true });
      if (!draft) return null;
      const result = await publishIn(tx, root, {
        path,
        body: draft.body,
        baseVersion: draft.baseVersion,
        by: { id: draft.savedBy, groupId: draft.groupId },
        origin: "console",
      });
      if (result.ok) await tx.delete(siteDocumentDrafts).where(eq(siteDocumentDrafts.path, path));
      else await tx.update(siteDocumentDrafts).set({ publishAt: null }).where(eq(siteDocumentDrafts.path, path));
      return result.ok;
    });
    if (outcome === true) published.push(path);
    if (outcome === false) refused.push(path);
  }
  return { published, refused };
}
