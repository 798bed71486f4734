-- hand-written:
-- The lead list's text search, served by trigram indexes (pg_trgm): ILIKE '%…%' on the very expressions indexed here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- What a search looks through: the customer's name, last name and e-mail, then the car's words (year, make, model,
-- badge, stock number, a space apart). The fields are joined by the unit separator (U+001F), which no field a shopper
-- types carries, so a match never runs from one field into the next (the query checks field by field when the
-- search text itself holds one). Written with || and coalesce only, which are immutable, rather than concat_ws (only
-- STABLE): the function is then inlined, so the planner sees the cost of the expression and a filter on it is cheap.
-- The car's words are concat_ws(' ', …) but for a trailing space when there is no stock number, which a search (its
-- text trimmed) cannot tell apart.
CREATE FUNCTION "lead_search_text"(snapshot jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(snapshot->'customer'->>'name', '') || E'\x1f'
    || coalesce(snapshot->'customer'->>'lastName', '') || E'\x1f'
    || coalesce(snapshot->'customer'->>'email', '') || E'\x1f'
    || coalesce((snapshot->'vehicle'->>'year') || ' ', '')
    || coalesce((snapshot->'vehicle'->>'make') || ' ', '')
    || coalesce((snapshot->'vehicle'->>'model') || ' ', '')
    || coalesce((snapshot->'vehicle'->>'badge') || ' ', '')
    || coalesce(snapshot->'vehicle'->>'stocknum', '')
$$;--> statement-breakpoint
-- The customer's phone as its digits alone: a search by digits finds it however either was written.
CREATE FUNCTION "lead_phone_digits"(snapshot jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(snapshot->'customer'->>'phone', '\D', '', 'g')
$$;--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("lead_search_text"("snapshot") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("lead_phone_digits"("snapshot") gin_trgm_ops);
