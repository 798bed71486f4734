CREATE TABLE "report_daily" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"location_id" integer DEFAULT 0 NOT NULL,
	"vehicle_id" integer DEFAULT 0 NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "report_daily_site_id_day_metric_key_dealership_id_location_id_vehicle_id_pk" PRIMARY KEY("site_id","day","metric","key","dealership_id","location_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_hours" (
	"site_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "report_dirty_hours_site_id_hour_pk" PRIMARY KEY("site_id","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "asc_event" text;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_dirty_hours" ADD CONSTRAINT "report_dirty_hours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_daily_site_metric_day_idx" ON "report_daily" USING btree ("site_id","metric","day");--> statement-breakpoint
CREATE INDEX "phone_reveals_site_created_idx" ON "phone_reveals" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_created_idx" ON "phone_reveals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_site_created_idx" ON "analytics_events" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservations_site_created_idx" ON "reservations" USING btree ("site_id","created_at");--> statement-breakpoint
-- Events stored before the vocabulary: named by their kind as platform/analytics/event-vocabulary.ts names them.
UPDATE "analytics_events" SET "asc_event" = CASE "name"
  WHEN 'search_view' THEN 'asc_pageview'
  WHEN 'vehicle_view' THEN 'asc_item_pageview'
  WHEN 'save_car' THEN 'asc_cta_interaction'
  WHEN 'call' THEN 'asc_click_to_call'
  WHEN 'lead' THEN 'asc_form_submission'
  WHEN 'personalised_finance' THEN 'asc_form_submission'
  WHEN 'spin_to_win' THEN 'asc_special_offer'
  WHEN 'reservation' THEN 'asc_retail_process'
  WHEN 'online_payment' THEN 'asc_retail_process'
END;
--> statement-breakpoint
-- The reports' roll-up marks: every insert into a table the daily figures count marks the (site, UTC hour) of each
-- row, once per statement, so a day already rolled up is rolled up again when a late row arrives for it.
CREATE FUNCTION "report_mark_dirty_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_dirty_hours" ("site_id", "hour")
    SELECT DISTINCT "site_id", date_trunc('hour', "created_at", 'UTC') FROM "new_rows"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_report_dirty" AFTER INSERT ON "analytics_events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_mark_dirty_hours"();
--> statement-breakpoint
CREATE TRIGGER "phone_reveals_report_dirty" AFTER INSERT ON "phone_reveals"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_mark_dirty_hours"();
--> statement-breakpoint
CREATE TRIGGER "leads_report_dirty" AFTER INSERT ON "leads"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_mark_dirty_hours"();
--> statement-breakpoint
CREATE TRIGGER "reservations_report_dirty" AFTER INSERT ON "reservations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_mark_dirty_hours"();
--> statement-breakpoint
CREATE TRIGGER "trade_in_flows_report_dirty" AFTER INSERT ON "trade_in_flows"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_mark_dirty_hours"();
--> statement-breakpoint
-- What was stored before the reports: marked once, so the first roll-up counts it.
INSERT INTO "report_dirty_hours" ("site_id", "hour")
  SELECT "site_id", date_trunc('hour', "created_at", 'UTC') FROM "analytics_events"
  UNION SELECT "site_id", date_trunc('hour', "created_at", 'UTC') FROM "phone_reveals"
  UNION SELECT "site_id", date_trunc('hour', "created_at", 'UTC') FROM "leads"
  UNION SELECT "site_id", date_trunc('hour', "created_at", 'UTC') FROM "reservations"
  UNION SELECT "site_id", date_trunc('hour', "created_at", 'UTC') FROM "trade_in_flows";
