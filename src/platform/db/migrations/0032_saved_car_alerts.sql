CREATE TABLE "saved_car_alert_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_car_alert_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"watchlist_entry_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occasion" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"old_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "saved_car_alert_announcements_kind" CHECK ("saved_car_alert_announcements"."kind" in ('price_drop', 'reserved', 'sold'))
);
--> statement-breakpoint
ALTER TABLE "search_alert_emails" ALTER COLUMN "saved_search_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "alert_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "alert_email_address" text;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "email_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "email_consent_wording" text;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "alert_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD COLUMN "sms_consent_wording" text;--> statement-breakpoint
ALTER TABLE "search_alert_emails" ADD COLUMN "watchlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "saved_car_alert_announcements" ADD CONSTRAINT "saved_car_alert_announcements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_car_alert_announcements" ADD CONSTRAINT "saved_car_alert_announcements_watchlist_entry_id_watchlist_entries_id_fk" FOREIGN KEY ("watchlist_entry_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_car_alert_announcements" ADD CONSTRAINT "saved_car_alert_announcements_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_car_alert_announcements_once_key" ON "saved_car_alert_announcements" USING btree ("watchlist_entry_id","kind","occasion");--> statement-breakpoint
CREATE INDEX "saved_car_alert_announcements_entry_idx" ON "saved_car_alert_announcements" USING btree ("watchlist_entry_id","dispatched_at");--> statement-breakpoint
ALTER TABLE "search_alert_emails" ADD CONSTRAINT "search_alert_emails_watchlist_entry_id_watchlist_entries_id_fk" FOREIGN KEY ("watchlist_entry_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_email_consent" CHECK (not "watchlist_entries"."alert_email" or ("watchlist_entries"."email_consent_at" is not null and "watchlist_entries"."alert_email_address" is not null));--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_sms_consent" CHECK (not "watchlist_entries"."alert_sms" or "watchlist_entries"."sms_consent_at" is not null);--> statement-breakpoint
ALTER TABLE "search_alert_emails" ADD CONSTRAINT "search_alert_emails_one_subject" CHECK (num_nonnulls("search_alert_emails"."saved_search_id", "search_alert_emails"."watchlist_entry_id") = 1);