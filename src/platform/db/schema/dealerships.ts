import { boolean, doublePrecision, index, integer, jsonb, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { siteRowColumns } from "./columns";
import type { OpeningHour, SpecialHours, Review } from "@/domain/location-types";

export const dealerships = pgTable(
  "dealerships",
  {
    ...siteRowColumns(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Dealer group, for the finance estimate's excluded-group rule. */
    dealerGroup: text("dealer_group"),
    /** Manufacturer slugs this dealership franchises (empty for used-only dealers). */
    manufacturers: text("manufacturers").array().notNull().default([]),
    averageRating: real("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    /** Where leads go by default; per-category addresses come from the site configuration. */
    leadEmail: text("lead_email").notNull(),
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [uniqueIndex("dealerships_site_slug_key").on(t.siteId, t.slug)],
);

export const LOCATION_TYPES = ["", "sales", "service", "parts"] as const;

export const locations = pgTable(
  "locations",
  {
    ...siteRowColumns(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    primary: boolean("primary").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    locationType: text("location_type", { enum: LOCATION_TYPES }).notNull().default(""),
    /** Further kinds this location serves, e.g. buying, service-and-parts. */
    locationSubtype: text("location_subtype").array().notNull().default([]),
    manufacturers: text("manufacturers").array().notNull().default([]),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    placeId: text("place_id"),
    placeUrl: text("place_url"),
    phone: text("phone"),
    landlinePhone: text("landline_phone"),
    email: text("email"),
    youtubeUrl: text("youtube_url"),
    linkedinUrl: text("linkedin_url"),
    imageUrl: text("image_url"),
    openingHours: jsonb("opening_hours").$type<OpeningHour[]>().notNull().default([]),
    specialHours: jsonb("special_hours").$type<SpecialHours[]>().notNull().default([]),
    averageRating: real("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    reviews: jsonb("reviews").$type<Review[]>().notNull().default([]),
    /** Where shoppers write a review of this location (its Google Business Profile review link). */
    reviewUrl: text("review_url"),
    dealerLicenseNumber: text("dealer_license_number"),
    motorVehicleRepairer: text("motor_vehicle_repairer"),
  },
  (t) => [
    uniqueIndex("locations_site_slug_key").on(t.siteId, t.slug),
    index("locations_dealership_idx").on(t.dealershipId),
  ],
);
