CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"alert_email" boolean DEFAULT false NOT NULL,
	"alert_email_address" text,
	"email_consent_at" timestamp with time zone,
	"email_consent_wording" text,
	"alert_sms" boolean DEFAULT false NOT NULL,
	"sms_consent_at" timestamp with time zone,
	"sms_consent_wording" text,
	"alert_frequency" text DEFAULT 'daily' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency" CHECK ("saved_searches"."alert_frequency" in ('instant', 'daily')),
	CONSTRAINT "saved_searches_email_consent" CHECK (not "saved_searches"."alert_email" or ("saved_searches"."email_consent_at" is not null and "saved_searches"."alert_email_address" is not null)),
	CONSTRAINT "saved_searches_sms_consent" CHECK (not "saved_searches"."alert_sms" or "saved_searches"."sms_consent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_filters_key" ON "saved_searches" USING btree ("site_id","user_id","path","query");--> statement-breakpoint
CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");