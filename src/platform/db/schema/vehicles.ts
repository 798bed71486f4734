import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";
import { BODY_TYPES, CAR_TYPES, ITEM_TYPES, VEHICLE_STATUSES } from "@/domain/vehicle-kinds";
import type { PresentationLayers, PresentationValues } from "@/domain/stock-presentation";
import type {
  CaravanSpecifications,
  FinanceLender,
  MarketPrices,
  VehicleImage,
  VehicleVariant,
} from "@/domain/vehicle-types";
import { dealerships, locations } from "./dealerships";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A stock unit: car, motorcycle or caravan. What search filters or sorts on is a real column;
 * nested detail (variant, caravan specifications, market prices, lenders, images) is typed JSON.
 * Money is whole Australian dollars.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    ...siteRowColumns(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    locationId: integer("location_id").references(() => locations.id),
    slug: text("slug").notNull(),
    stocknum: text("stocknum").notNull(),
    vin: text("vin"),
    regplate: text("regplate"),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull().default("car"),
    carType: text("car_type", { enum: CAR_TYPES }).notNull(),
    status: text("status", { enum: VEHICLE_STATUSES }).notNull(),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull().default(true),
    /** The spec's sold_date_timestamp. */
    soldAt: timestamp("sold_at", { withTimezone: true }),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    preorder: boolean("preorder").notNull().default(false),
    tag: text("tag"),
    name: text("name").notNull(),
    carsalesTitle: text("carsales_title"),
    make: text("make").notNull(),
    makeSlug: text("make_slug").notNull(),
    model: text("model").notNull(),
    modelSlug: text("model_slug").notNull(),
    badge: text("badge"),
    series: text("series"),
    year: integer("year").notNull(),
    buildDate: date("build_date"),
    complianceDate: date("compliance_date"),
    regoExpiry: date("rego_expiry"),
    price: integer("price"),
    beforePrice: integer("before_price"),
    subscriptionPrice: integer("subscription_price"),
    priceType: text("price_type"),
    /** Lowest weekly repayment among the car's lenders, for the weekly price range filter. */
    weeklyPrice: integer("weekly_price"),
    km: integer("km").notNull().default(0),
    /** Colour family (White, Blue, ...) for filtering; the paint name is kept beside it. */
    colour: text("colour"),
    paintColour: text("paint_colour"),
    interiorColour: text("interior_colour"),
    fuel: text("fuel"),
    simpleFuel: text("simple_fuel"),
    body: text("body", { enum: BODY_TYPES }),
    simpleBody: text("simple_body"),
    trans: text("trans"),
    simpleTransmission: text("simple_transmission"),
    drive: text("drive"),
    seats: integer("seats"),
    doors: integer("doors"),
    /** Engine size in cc. */
    engineSize: integer("engine_size"),
    engineSizeLitres: real("engine_size_litres"),
    cylinders: integer("cylinders"),
    views: integer("views").notNull().default(0),
    photosCount: integer("photos_count").notNull().default(0),
    images: jsonb("images").$type<VehicleImage[]>().notNull().default([]),
    primaryImageUrl: text("primary_image_url"),
    dealerComments: text("dealer_comments").notNull().default(""),
    /** History report link, when the car has one. */
    file: text("file"),
    privateSuburb: text("private_suburb"),
    privatePostcode: text("private_postcode"),
    city: text("city"),
    state: text("state"),
    /** Features shoppers filter by (the spec's filtered_features). */
    features: text("features").array().notNull().default([]),
    standardEquipment: jsonb("standard_equipment").$type<string[]>().notNull().default([]),
    variant: jsonb("variant").$type<VehicleVariant>(),
    specifications: jsonb("specifications").$type<CaravanSpecifications>(),
    marketPrices: jsonb("market_prices").$type<MarketPrices>(),
    financeLenders: jsonb("finance_lenders").$type<Record<string, FinanceLender>>().notNull().default({}),
    paymentProcessors: text("payment_processors").array().notNull().default([]),
    hasNvic: boolean("has_nvic").notNull().default(false),
    /**
     * The feed's own values of the presentation fields, as it last delivered them, while a layer (a dealer's edit, a
     * special) stands over them; null when the presentation columns are the feed's values (stock/presentation.ts).
     */
    feedValues: jsonb("feed_values").$type<PresentationValues>(),
    /** What stands over the feed's values (the dealer's edits, a running special); the columns show the result. */
    layers: jsonb("layers").$type<PresentationLayers>().notNull().default({}),
    /**
     * The stock feed source that last delivered the car (set by each run): a full feed sells the cars of its own
     * source it no longer lists. Null: loaded before sources (the site's command source counts them as its own).
     */
    feedSourceId: integer("feed_source_id"),
    /**
     * When the shown price last went down, while that drop is the car's latest price change (null after a rise, or
     * never dropped): kept by the price-change trigger (migration 0028), so the search index reads it as one column.
     */
    priceDroppedAt: timestamp("price_dropped_at", { withTimezone: true }),
    /** Dealer-set rank for the "most relevant" sort (descending). */
    customRank: integer("custom_rank").notNull().default(0),
    /** Keyword search document, kept by the database from the columns it covers. */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig,
        coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(badge, '') || ' ' ||
        coalesce(series, '') || ' ' || coalesce(simple_body, '') || ' ' || coalesce(body, '') || ' ' ||
        coalesce(simple_fuel, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(tag, '') || ' ' ||
        coalesce(search_keywords, ''))`,
    ),
    /** Features and aliases (EV, 4WD, ...) flattened to text, for the search document. */
    searchKeywords: text("search_keywords").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vehicles_site_stocknum_key").on(t.siteId, t.stocknum),
    uniqueIndex("vehicles_site_slug_key").on(t.siteId, t.slug),
    // The default stock filter (status, visibility, sold date) narrows every search of a site.
    index("vehicles_site_visible_idx").on(t.siteId, t.status, t.showOnDealerWebsite, t.soldAt),
    index("vehicles_site_make_model_idx").on(t.siteId, t.makeSlug, t.modelSlug),
    index("vehicles_site_car_type_idx").on(t.siteId, t.carType),
    index("vehicles_site_body_idx").on(t.siteId, t.body),
    index("vehicles_site_price_idx").on(t.siteId, t.price),
    index("vehicles_site_km_idx").on(t.siteId, t.km),
    index("vehicles_site_created_idx").on(t.siteId, t.createdAt.desc()),
    index("vehicles_site_rank_idx").on(t.siteId, t.customRank.desc()),
    index("vehicles_location_idx").on(t.locationId),
    index("vehicles_dealership_idx").on(t.dealershipId),
    index("vehicles_search_idx").using("gin", t.searchDocument),
    index("vehicles_features_idx").using("gin", t.features),
    // The stock desk's text search has a trigram (pg_trgm) index on vehicle_desk_text(stocknum, regplate, vin, make,
    // model, badge), and its list a (site_id, id) index: both written in migration 0024 (stock_desk_search).
  ],
);

/** A shopper revealed a car's phone number: car, dealership and website. */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    ...siteRowColumns(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("phone_reveals_vehicle_idx").on(t.vehicleId, t.createdAt),
    // The daily roll-up reads a site's reveals of one local day; the retention sweep deletes the oldest first.
    index("phone_reveals_site_created_idx").on(t.siteId, t.createdAt),
    index("phone_reveals_created_idx").on(t.createdAt),
  ],
);
