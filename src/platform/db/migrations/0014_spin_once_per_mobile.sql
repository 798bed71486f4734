ALTER TABLE "spin_entries" DROP CONSTRAINT "spin_entries_user_id_auth_users_id_fk";
--> statement-breakpoint
DROP INDEX "spin_entries_once_per_campaign";--> statement-breakpoint
ALTER TABLE "spin_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD COLUMN "phone_number" text;--> statement-breakpoint
-- Spins made before the entry kept its number take the number of the account that made them (an account without
-- one, which sign-in never makes, keeps its own id so it stays one entry).
UPDATE "spin_entries" SET "phone_number" = coalesce((SELECT "phone_number" FROM "auth_users" WHERE "auth_users"."id" = "spin_entries"."user_id"), 'account:' || "user_id");--> statement-breakpoint
ALTER TABLE "spin_entries" ALTER COLUMN "phone_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spin_entries_once_per_mobile" ON "spin_entries" USING btree ("site_id","campaign","phone_number");
