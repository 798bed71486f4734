-- hand-written:
-- The lead list's text search, served by trigram indexes (pg_trgm): ILIKE '%…%' on the very expressions indexed here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What a search looks through: the customer's name, last name and e-mail, then the car's words (year, make, model,
-- badge, stock number, a space apart). The fields are joined by the unit separator (U+001F), which no field a shopper
-- types carries, so a match never runs from one field into the next (the query checks field by field when the
-- search text itself holds one). Declared IMMUTABLE for the index: concat_ws is only STABLE because it formats values
-- of any type, and every value here is text.
CREATE FUNCTION "lead_search_text"(snapshot jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\x1f',
    snapshot->'customer'->>'name',
    snapshot->'customer'->>'lastName',
    snapshot->'customer'->>'email',
    concat_ws(' ',
      snapshot->'vehicle'->>'year',
      snapshot->'vehicle'->>'make',
      snapshot->'vehicle'->>'model',
      snapshot->'vehicle'->>'badge',
      snapshot->'vehicle'->>'stocknum'))
$$;--> statement-breakpoint
-- The customer's phone as its digits alone: a search by digits finds it however either was written.
CREATE FUNCTION "lead_phone_digits"(snapshot jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(snapshot->'customer'->>'phone', '\D', '', 'g')
$$;--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("lead_search_text"("snapshot") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("lead_phone_digits"("snapshot") gin_trgm_ops);
