-- One unpaid hold per shopper on a site at a time (docs/adr/0006): a shopper who could start any number of
-- reservations without paying could take a dealer's stock off sale for the payment window. Kept by the database,
-- like the one live hold per car (migration 0008), so no race between two requests can beat it: two holds still
-- waiting for their deposit whose time ranges overlap cannot share a mobile number, nor a shopper account.
--
-- Holds made before the rule may already break it: of a shopper's overlapping unpaid holds the first stays, the
-- later ones end as not paid (with their event, and their payment's cancellation queued where one was started),
-- as the worker records a lapsed unpaid hold, so the constraints below can be added.
WITH superseded AS (
  UPDATE "reservations" r SET "state" = 'payment_failed', "updated_at" = now()
  WHERE r."state" = 'pending_payment' AND EXISTS (
    SELECT 1 FROM "reservations" o
    WHERE o."state" = 'pending_payment' AND o."site_id" = r."site_id" AND o."id" < r."id" AND o."hold" && r."hold"
      AND ((o."shopper" ->> 'phone') = (r."shopper" ->> 'phone') OR o."user_id" = r."user_id")
  )
  RETURNING r."id", r."payment_id"
), noted AS (
  INSERT INTO "reservation_events" ("reservation_id", "state", "note")
  SELECT "id", 'payment_failed', 'the shopper already had an unpaid hold on this site (one at a time)' FROM superseded
)
INSERT INTO "payment_jobs" ("reservation_id", "action", "idempotency_key")
SELECT "id", 'cancel', 'reservation-' || "id" || '-cancel' FROM superseded WHERE "payment_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_one_unpaid_hold_per_phone"
  EXCLUDE USING gist ("site_id" WITH =, ("shopper" ->> 'phone') WITH =, "hold" WITH &&) WHERE ("state" = 'pending_payment');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_one_unpaid_hold_per_account"
  EXCLUDE USING gist ("site_id" WITH =, "user_id" WITH =, "hold" WITH &&) WHERE ("state" = 'pending_payment');
