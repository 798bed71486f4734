-- hand-written:
-- The stock desk's text search, served by a trigram index (pg_trgm): ILIKE '%…%' on the very expression indexed here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What a search looks through: stock number, rego, VIN, make, model and badge, joined by the unit separator (U+001F),
-- which no field carries, so a word never matches across two fields. Written with || and coalesce only (immutable,
-- inlined by the planner), so the index on it serves the search.
CREATE FUNCTION "vehicle_desk_text"(stocknum text, regplate text, vin text, make text, model text, badge text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(stocknum, '') || E'\x1f' || coalesce(regplate, '') || E'\x1f' || coalesce(vin, '') || E'\x1f'
    || coalesce(make, '') || E'\x1f' || coalesce(model, '') || E'\x1f' || coalesce(badge, '')
$$;--> statement-breakpoint
CREATE INDEX "vehicles_desk_text_trgm_idx" ON "vehicles"
  USING gin ("vehicle_desk_text"("stocknum", "regplate", "vin", "make", "model", "badge") gin_trgm_ops);--> statement-breakpoint
-- The stock list pages a site's cars newest listed first, keyed on the id.
CREATE INDEX "vehicles_site_id_idx" ON "vehicles" ("site_id", "id");
