CREATE TABLE "vehicle_specials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_specials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"price" integer NOT NULL,
	"was_price" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "vehicle_specials_ends_after_start" CHECK ("vehicle_specials"."ends_at" > "vehicle_specials"."starts_at"),
	CONSTRAINT "vehicle_specials_price_positive" CHECK ("vehicle_specials"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_specials" ADD CONSTRAINT "vehicle_specials_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_specials" ADD CONSTRAINT "vehicle_specials_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_specials_vehicle_idx" ON "vehicle_specials" USING btree ("vehicle_id","starts_at");--> statement-breakpoint
CREATE INDEX "vehicle_specials_site_ends_idx" ON "vehicle_specials" USING btree ("site_id","ends_at");