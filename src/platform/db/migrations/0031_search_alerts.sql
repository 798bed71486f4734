CREATE TABLE "search_alert_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_alert_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"saved_search_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occasion" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"old_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "search_alert_announcements_kind" CHECK ("search_alert_announcements"."kind" in ('new_match', 'price_drop'))
);
--> statement-breakpoint
CREATE TABLE "search_alert_cursors" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"last_vehicle_id" integer DEFAULT 0 NOT NULL,
	"last_price_change_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alert_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_alert_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"saved_search_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"unsubscribe_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_alert_announcements" ADD CONSTRAINT "search_alert_announcements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_announcements" ADD CONSTRAINT "search_alert_announcements_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_announcements" ADD CONSTRAINT "search_alert_announcements_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_cursors" ADD CONSTRAINT "search_alert_cursors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_emails" ADD CONSTRAINT "search_alert_emails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_emails" ADD CONSTRAINT "search_alert_emails_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alert_announcements_once_key" ON "search_alert_announcements" USING btree ("saved_search_id","vehicle_id","kind","occasion");--> statement-breakpoint
CREATE INDEX "search_alert_announcements_search_idx" ON "search_alert_announcements" USING btree ("saved_search_id","dispatched_at");--> statement-breakpoint
CREATE INDEX "search_alert_emails_due_idx" ON "search_alert_emails" USING btree ("status","next_attempt_at");