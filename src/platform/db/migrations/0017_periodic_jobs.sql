-- Named periodic jobs (a stock feed's import, saved-search alerts) claimed by one server process at a time, once per
-- interval: the row holds when the next run is due and, while one runs, the end of its worker's lease.
CREATE TABLE "periodic_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
