CREATE TABLE "spin_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spin_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"campaign" text NOT NULL,
	"user_id" text NOT NULL,
	"prize_id" text,
	"prize_name" text,
	"claim_instructions" text,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spin_prize_stock" (
	"site_id" integer NOT NULL,
	"campaign" text NOT NULL,
	"prize_id" text NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "spin_prize_stock_site_id_campaign_prize_id_pk" PRIMARY KEY("site_id","campaign","prize_id"),
	CONSTRAINT "spin_prize_stock_not_negative" CHECK ("spin_prize_stock"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_prize_stock" ADD CONSTRAINT "spin_prize_stock_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spin_entries_once_per_campaign" ON "spin_entries" USING btree ("site_id","campaign","user_id");