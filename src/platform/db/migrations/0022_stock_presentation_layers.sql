ALTER TABLE "vehicles" ADD COLUMN "feed_values" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "layers" jsonb DEFAULT '{}'::jsonb NOT NULL;