CREATE TABLE "vehicle_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_price_changes_source_known" CHECK ("vehicle_price_changes"."source" in ('feed', 'console', 'special', 'import'))
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_price_changes_vehicle_idx" ON "vehicle_price_changes" USING btree ("vehicle_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicle_price_changes_site_idx" ON "vehicle_price_changes" USING btree ("site_id","id");--> statement-breakpoint
-- hand-written:
-- Price history: every change of a car's shown price (vehicles.price, what shoppers see after the dealer's edits and a
-- running special) is recorded here, by the database, in the transaction that made it: a feed run, a console edit or
-- its clearing, a special starting or ending, the seed or plain SQL alike, so no writer can forget it and none can
-- record it twice. A writer names itself with set_config('forecourt.price_source', …, true) and, when shoppers saw the
-- price at another instant than its transaction's (a special's start or end), set_config('forecourt.price_at', …,
-- true); one that says nothing is an 'import' at now(). The trigger also owns vehicles.price_dropped_at (the latest
-- change's time while that change was a drop), so the search index reads it as one column, and no writer (a feed's
-- upsert of every column) can clear it by accident: with the price unchanged it keeps the stored value.
CREATE FUNCTION forecourt_price_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_at timestamptz;
BEGIN
  IF NEW.price IS NOT DISTINCT FROM OLD.price THEN
    NEW.price_dropped_at := OLD.price_dropped_at;
    RETURN NEW;
  END IF;
  changed_at := coalesce(nullif(current_setting('forecourt.price_at', true), '')::timestamptz, now());
  INSERT INTO vehicle_price_changes (site_id, vehicle_id, old_price, new_price, source, at)
    VALUES (NEW.site_id, NEW.id, OLD.price, NEW.price,
            coalesce(nullif(current_setting('forecourt.price_source', true), ''), 'import'), changed_at);
  NEW.price_dropped_at := CASE WHEN NEW.price < OLD.price THEN changed_at END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_price_changed BEFORE UPDATE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION forecourt_price_changed();
