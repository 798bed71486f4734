CREATE TABLE "site_document_drafts" (
	"path" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"base_version" integer NOT NULL,
	"saved_by" text NOT NULL,
	"group_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"draft_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_document_versions" (
	"path" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"origin" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "site_document_versions_path_version_pk" PRIMARY KEY("path","version")
);
--> statement-breakpoint
CREATE TABLE "site_documents" (
	"path" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"origin" text NOT NULL,
	"file_hash" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "site_documents_origin" CHECK ("site_documents"."origin" in ('files', 'console', 'import'))
);
--> statement-breakpoint
CREATE INDEX "site_document_drafts_due_idx" ON "site_document_drafts" USING btree ("publish_at");--> statement-breakpoint
-- Every server process listens on 'forecourt_content' and reloads the site documents when one changes (published in
-- the console, at its set time, by sites:import or by a start that seeded a changed file), whichever process wrote it.
-- NOTIFY is transactional: heard once the change commits, never for a rollback.
CREATE FUNCTION forecourt_site_document_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forecourt_content', COALESCE(NEW.path, OLD.path));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER site_documents_changed AFTER INSERT OR UPDATE OR DELETE ON site_documents
  FOR EACH ROW EXECUTE FUNCTION forecourt_site_document_changed();
