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
ALTER TABLE "leads" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_desk_settings" ADD CONSTRAINT "lead_desk_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_round_robin" ADD CONSTRAINT "lead_round_robin_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_round_robin" ADD CONSTRAINT "lead_round_robin_last_assignee_id_staff_users_id_fk" FOREIGN KEY ("last_assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_site_response_due_idx" ON "leads" USING btree ("site_id","response_due_at");