CREATE TABLE "staff_invitation_scopes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_invitation_scopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer,
	"location_id" integer
);
--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_invitation_id_staff_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."staff_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitation_scopes" ADD CONSTRAINT "staff_invitation_scopes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitation_scopes_invitation_idx" ON "staff_invitation_scopes" USING btree ("invitation_id");