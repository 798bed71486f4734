-- Page caches (docs/adr/0008): every server process listens on the channel 'forecourt_cache' and drops the cached
-- pages of a site whose stock changed. The triggers make every writer count (the server, the stock import, another
-- process, plain SQL), and NOTIFY is transactional: delivered once the change commits, never for a rollback, with
-- no row locked (many writers of one site never wait on each other). Statement-level with transition tables, so a
-- stock import of thousands of rows sends one notice per site, not one per row.
CREATE FUNCTION forecourt_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forecourt_cache', 'stock:' || s.slug)
    FROM sites s
    WHERE s.id IN (SELECT DISTINCT site_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_inserted_cache AFTER INSERT ON vehicles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_stock_changed();--> statement-breakpoint
CREATE TRIGGER vehicles_updated_cache AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_stock_changed();--> statement-breakpoint
CREATE TRIGGER vehicles_deleted_cache AFTER DELETE ON vehicles REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_stock_changed();--> statement-breakpoint
-- A hold changes what a car's card shows (Reserved, its reserve button) without touching the car's row.
CREATE TRIGGER reservations_inserted_cache AFTER INSERT ON reservations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_stock_changed();--> statement-breakpoint
CREATE TRIGGER reservations_updated_cache AFTER UPDATE ON reservations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_stock_changed();--> statement-breakpoint
CREATE TRIGGER reservations_deleted_cache AFTER DELETE ON reservations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_stock_changed();
