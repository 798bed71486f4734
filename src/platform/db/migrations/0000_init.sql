CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"manufacturer_body" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"image_url" text,
	"override_url" text,
	"accessories_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealerships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"dealer_group" text,
	"manufacturers" text[] DEFAULT '{}' NOT NULL,
	"average_rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"lead_email" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"location_type" text DEFAULT '' NOT NULL,
	"location_subtype" text[] DEFAULT '{}' NOT NULL,
	"manufacturers" text[] DEFAULT '{}' NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"place_id" text,
	"place_url" text,
	"phone" text,
	"landline_phone" text,
	"email" text,
	"youtube_url" text,
	"linkedin_url" text,
	"image_url" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"slug" text NOT NULL,
	"stocknum" text NOT NULL,
	"vin" text,
	"regplate" text,
	"item_type" text DEFAULT 'car' NOT NULL,
	"car_type" text NOT NULL,
	"status" text NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"sold_at" timestamp with time zone,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"preorder" boolean DEFAULT false NOT NULL,
	"tag" text,
	"name" text NOT NULL,
	"carsales_title" text,
	"make" text NOT NULL,
	"make_slug" text NOT NULL,
	"model" text NOT NULL,
	"model_slug" text NOT NULL,
	"badge" text,
	"series" text,
	"year" integer NOT NULL,
	"build_date" date,
	"compliance_date" date,
	"rego_expiry" date,
	"price" integer DEFAULT 0 NOT NULL,
	"before_price" integer,
	"subscription_price" integer,
	"price_type" text,
	"weekly_price" integer,
	"km" integer DEFAULT 0 NOT NULL,
	"colour" text,
	"paint_colour" text,
	"interior_colour" text,
	"fuel" text,
	"simple_fuel" text,
	"body" text,
	"simple_body" text,
	"trans" text,
	"simple_transmission" text,
	"drive" text,
	"seats" integer,
	"doors" integer,
	"engine_size" integer,
	"engine_size_litres" real,
	"cylinders" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_image_url" text,
	"dealer_comments" text DEFAULT '' NOT NULL,
	"file" text,
	"private_suburb" text,
	"private_postcode" text,
	"city" text,
	"state" text,
	"features" text[] DEFAULT '{}' NOT NULL,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant" jsonb,
	"specifications" jsonb,
	"market_prices" jsonb,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_processors" text[] DEFAULT '{}' NOT NULL,
	"has_nvic" boolean DEFAULT false NOT NULL,
	"custom_rank" integer DEFAULT 0 NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
        coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(badge, '') || ' ' ||
        coalesce(series, '') || ' ' || coalesce(simple_body, '') || ' ' || coalesce(body, '') || ' ' ||
        coalesce(simple_fuel, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(tag, '') || ' ' ||
        coalesce(search_keywords, ''))) STORED,
	"search_keywords" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer,
	"manufacturer_id" integer,
	"model_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sanitized_description" text DEFAULT '' NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"image_url" text,
	"car_types" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"excluded_website_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_slug_key" ON "sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_slug_key" ON "manufacturers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_slug_key" ON "models" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "models_status_idx" ON "models" USING btree ("manufacturer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "dealerships_site_slug_key" ON "dealerships" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_site_slug_key" ON "locations" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_site_stocknum_key" ON "vehicles" USING btree ("site_id","stocknum");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_site_slug_key" ON "vehicles" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "vehicles_site_visible_idx" ON "vehicles" USING btree ("site_id","status","show_on_dealer_website","sold_at");--> statement-breakpoint
CREATE INDEX "vehicles_site_make_model_idx" ON "vehicles" USING btree ("site_id","make_slug","model_slug");--> statement-breakpoint
CREATE INDEX "vehicles_site_car_type_idx" ON "vehicles" USING btree ("site_id","car_type");--> statement-breakpoint
CREATE INDEX "vehicles_site_body_idx" ON "vehicles" USING btree ("site_id","body");--> statement-breakpoint
CREATE INDEX "vehicles_site_price_idx" ON "vehicles" USING btree ("site_id","price");--> statement-breakpoint
CREATE INDEX "vehicles_site_km_idx" ON "vehicles" USING btree ("site_id","km");--> statement-breakpoint
CREATE INDEX "vehicles_site_created_idx" ON "vehicles" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_site_rank_idx" ON "vehicles" USING btree ("site_id","custom_rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_idx" ON "vehicles" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "vehicles_features_idx" ON "vehicles" USING gin ("features");--> statement-breakpoint
CREATE INDEX "offers_site_idx" ON "offers" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "offers_manufacturer_idx" ON "offers" USING btree ("manufacturer_id");