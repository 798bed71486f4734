CREATE TABLE "feed_run_rows" (
	"run_id" integer NOT NULL,
	"row" integer NOT NULL,
	"stocknum" text NOT NULL,
	"record" jsonb NOT NULL,
	"original" jsonb,
	CONSTRAINT "feed_run_rows_run_id_row_pk" PRIMARY KEY("run_id","row")
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "feed_source_id" integer;--> statement-breakpoint
ALTER TABLE "feed_run_rows" ADD CONSTRAINT "feed_run_rows_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_run_rows_run_stocknum_idx" ON "feed_run_rows" USING btree ("run_id","stocknum");