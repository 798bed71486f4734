CREATE TABLE "staff_invitation_scopes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_invitation_scopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer,
	"location_id" integer
);
--> statement-breakpoint
CREATE TABLE "lead_desk_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"first_response_minutes" integer DEFAULT 60 NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_round_robin" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_assignee_id" text
);
--> statement-breakpoint
DROP INDEX "lead_deliveries_lead_channel_stage_key";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_invitation_id_staff_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."staff_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_desk_settings" ADD CONSTRAINT "lead_desk_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_round_robin" ADD CONSTRAINT "lead_round_robin_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_round_robin" ADD CONSTRAINT "lead_round_robin_last_assignee_id_staff_users_id_fk" FOREIGN KEY ("last_assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitation_scopes_invitation_idx" ON "staff_invitation_scopes" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_site_response_due_idx" ON "leads" USING btree ("site_id","response_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_channel_stage_key" ON "lead_deliveries" USING btree ("lead_id","channel","stage") WHERE "lead_deliveries"."channel" <> 'reply';--> statement-breakpoint
-- hand-written:
-- The audit log is append-only: no statement may change or remove an entry. The one way a row leaves is with its
-- group or its site, through the foreign keys' ON DELETE CASCADE (an organisation or a site erased with everything of
-- theirs): that delete runs inside the foreign key's own trigger, so it is let through when the trigger depth says so.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- hand-written:
-- New leads (the console's live list): every server process listens on 'forecourt_leads' and tells its open lead lists
-- that a site has new leads. The trigger makes every writer count (any server process, the demo seed, plain SQL), and
-- NOTIFY is delivered once the lead commits, never for a rollback. Statement-level with a transition table, so a bulk
-- insert sends one notice per site (its id), not one per lead; a listener reads what is new itself.
CREATE FUNCTION forecourt_leads_arrived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forecourt_leads', site_id::text)
    FROM (SELECT DISTINCT site_id FROM arrived_rows) AS arrived;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leads_inserted_notify AFTER INSERT ON leads REFERENCING NEW TABLE AS arrived_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_leads_arrived();
