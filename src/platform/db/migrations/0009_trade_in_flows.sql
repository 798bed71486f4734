CREATE TABLE "trade_in_flows" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"state" text DEFAULT 'vehicle' NOT NULL,
	"rego" text,
	"rego_state" text,
	"lookup" text,
	"pick" jsonb,
	"vehicle" jsonb,
	"km" integer,
	"answers" jsonb,
	"offer" jsonb,
	"appraisal_reason" text,
	"saved_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "lead_deliveries_lead_channel_key";--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "stage" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_in_flows" ADD CONSTRAINT "trade_in_flows_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_flows" ADD CONSTRAINT "trade_in_flows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_flows_site_idx" ON "trade_in_flows" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_channel_stage_key" ON "lead_deliveries" USING btree ("lead_id","channel","stage");