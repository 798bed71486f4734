ALTER TABLE "analytics_events" ADD COLUMN "asc_event" text;--> statement-breakpoint
CREATE INDEX "phone_reveals_site_created_idx" ON "phone_reveals" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_created_idx" ON "phone_reveals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_site_created_idx" ON "analytics_events" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
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
