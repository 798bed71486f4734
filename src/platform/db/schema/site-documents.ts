import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The site, dealer and content files as the platform serves them: one row per file, by its path under SITES_DIR
 * ("dealers/harbour-toyota.json"). The database is their source of truth; the folder seeds them (`origin` 'files',
 * with the hash of the file it came from, so a changed file replaces a document only the files ever wrote) and
 * `sites:export` writes them back. `body` is the text as written, so a file that is not valid JSON is kept and
 * refused as the folder's would be. `version` counts publishes; each one's body is kept in site_document_versions.
 */
export const siteDocuments = pgTable(
  "site_documents",
  {
    path: text("path").primaryKey(),
    body: text("body").notNull(),
    version: integer("version").notNull().default(1),
    /** Who wrote the current version: 'files' (the folder), 'console' (published by staff) or 'import' (sites:import). */
    origin: text("origin").notNull(),
    fileHash: text("file_hash"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who published it (an id without a reference, as in the audit log); null for files. */
    publishedBy: text("published_by"),
  },
  (t) => [check("site_documents_origin", sql`${t.origin} in ('files', 'console', 'import')`)],
);

/** Every published version of a document, the current one included: what "restore" brings back. */
export const siteDocumentVersions = pgTable(
  "site_document_versions",
  {
    path: text("path").notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    origin: text("origin").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text("published_by"),
  },
  (t) => [primaryKey({ columns: [t.path, t.version] })],
);

/**
 * A document's draft: one per document, shared by its editors, saved against the version it was made from (a publish
 * of a draft made from an older version is refused, not applied over another's change). `publish_at` set: published
 * by the platform at that instant.
 */
export const siteDocumentDrafts = pgTable(
  "site_document_drafts",
  {
    path: text("path").primaryKey(),
    body: text("body").notNull(),
    baseVersion: integer("base_version").notNull(),
    savedBy: text("saved_by").notNull(),
    /** The group of the one who saved it, for the audit log of its publish at its set time. */
    groupId: text("group_id").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The draft's own version: each save adds one, so two editors' saves of one draft cannot overwrite silently. */
    draftVersion: integer("draft_version").notNull().default(1),
  },
  (t) => [index("site_document_drafts_due_idx").on(t.publishAt)],
);
