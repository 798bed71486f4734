DROP INDEX "lead_deliveries_lead_channel_stage_key";--> statement-breakpoint
CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_channel_stage_key" ON "lead_deliveries" USING btree ("lead_id","channel","stage") WHERE "lead_deliveries"."channel" <> 'reply';--> statement-breakpoint
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
