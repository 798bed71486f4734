import type { dealerships, locations, vehicles } from "@/platform/db/schema";

/**
 * The vehicle's projections, each derived once from the schema's own row type (like vercel/commerce's one
 * module of shapes): a card, a search hit, the search index's row, the car a page loads and the car a lead
 * form receives. A column added to the schema reaches every view by adding its name to one list here.
 * Only types and field lists: the select objects built from these lists are in vehicle-projections.db.ts.
 */

/** A stored vehicle, as the schema declares it. */
export type VehicleRow = typeof vehicles.$inferSelect;
type LocationRow = typeof locations.$inferSelect;
type DealershipRow = typeof dealerships.$inferSelect;

const fields = <K extends keyof VehicleRow>(...keys: K[]): readonly K[] => keys;
type FieldsOf<T extends readonly (keyof VehicleRow)[]> = T[number];
/** A row's listed fields, as one projection of it. */
const pick = <K extends keyof VehicleRow>(row: Pick<VehicleRow, K>, keys: readonly K[]): Pick<VehicleRow, K> =>
  Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<VehicleRow, K>;

/** What names a car and links to it: a card's title and a lead's subject both read these. */
const TITLE_FIELDS = fields("id", "slug", "name", "year", "make", "model", "badge");

/** What a card shows: title, price line, facts line, picture and city (the home page's latest stock). */
export const CARD_FIELDS = fields(
  ...TITLE_FIELDS,
  "series",
  "price",
  "priceType",
  "preorder",
  "km",
  "carType",
  "itemType",
  "status",
  "simpleTransmission",
  "simpleFuel",
  "primaryImageUrl",
  "city",
);
export type CardVehicle = Pick<VehicleRow, FieldsOf<typeof CARD_FIELDS>>;

/** A search hit: a card plus what its tag, buttons and finance estimate read. */
const HIT_FIELDS = fields(...CARD_FIELDS, "reserved", "certified", "tag", "financeLenders");
/**
 * Hits travel as JSON (`GET /api/search`), so the listing time is ISO text; location and dealer group are joined;
 * whether a hold of the car waits for its deposit right now is read with the hit (live-hold.db.ts).
 */
export type SearchHit = Pick<VehicleRow, FieldsOf<typeof HIT_FIELDS>> & {
  beingReserved: boolean;
  createdAt: string;
  /** When the shown price last went down, while that drop is its latest change (ISO; the price-drop tag reads it). */
  priceDroppedAt: string | null;
  locationName: string | null;
  dealerGroup: DealershipRow["dealerGroup"];
};

/** What the search index filters, counts, sorts and matches keywords on beyond a hit (docs/adr/0001). */
export const INDEX_FIELDS = fields(
  ...HIT_FIELDS,
  "makeSlug",
  "modelSlug",
  "body",
  "colour",
  "drive",
  "seats",
  "state",
  "features",
  "weeklyPrice",
  "subscriptionPrice",
  "customRank",
  "simpleBody",
  "searchKeywords",
);
export type IndexRow = Pick<VehicleRow, FieldsOf<typeof INDEX_FIELDS>> &
  Omit<SearchHit, keyof VehicleRow> & {
    createdAt: string;
    soldAt: string | null;
    priceDroppedAt: string | null;
    dealershipName: DealershipRow["name"];
  };

/** A hit's fields of an index row (the index keeps more for filtering than a hit shows). */
export function toHit(row: IndexRow): SearchHit {
  return {
    ...pick(row, HIT_FIELDS),
    beingReserved: row.beingReserved,
    createdAt: row.createdAt,
    priceDroppedAt: row.priceDroppedAt,
    locationName: row.locationName,
    dealerGroup: row.dealerGroup,
  };
}

/**
 * The car a page about one vehicle loads, once per request: its page, print page, PDF, make-an-offer,
 * finance and test-drive pages, and the lead forms on them, all read this.
 */
/** The car a page shows: its row (`reserved` as it is now), and whether a hold of it waits for its deposit right now. */
export type ShownCar = VehicleRow & { beingReserved: boolean };

export interface ShownVehicle {
  vehicle: ShownCar;
  location: LocationRow | null;
  dealershipName: DealershipRow["name"];
  dealershipSlug: DealershipRow["slug"];
  dealerGroup: DealershipRow["dealerGroup"];
  /** The make's manufacturer on the platform, when it is one (lead routing and the enquiry's defaults). */
  manufacturerSlug: string | null;
}

/** What a lead form and the stored lead take from the car it is about. */
const LEAD_FIELDS = fields(
  ...TITLE_FIELDS,
  "vin",
  "stocknum",
  "price",
  "priceType",
  "carType",
  "itemType",
  "status",
  "km",
  "tag",
  "colour",
  "simpleTransmission",
  "simpleFuel",
  "primaryImageUrl",
  "dealershipId",
  "locationId",
);
export type LeadCar = Pick<VehicleRow, FieldsOf<typeof LEAD_FIELDS>> &
  Pick<ShownVehicle, "dealershipSlug" | "manufacturerSlug">;

/** The lead forms' car, from the car the page already loaded (no second query). */
export function toLeadCar(shown: ShownVehicle): LeadCar {
  return {
    ...pick(shown.vehicle, LEAD_FIELDS),
    dealershipSlug: shown.dealershipSlug,
    manufacturerSlug: shown.manufacturerSlug,
  };
}

/**
 * What the compare table shows of a car: its card (title, price line, picture), what its finance estimate reads (the
 * card's own estimate), the key-information grid's inputs (so compare and the vehicle page word a fact alike) and its
 * features. Its location and dealership are joined.
 */
export const COMPARE_FIELDS = fields(
  ...CARD_FIELDS,
  "financeLenders",
  "body",
  "simpleBody",
  "trans",
  "fuel",
  "drive",
  "seats",
  "doors",
  "engineSize",
  "engineSizeLitres",
  "cylinders",
  "colour",
  "paintColour",
  "variant",
  "standardEquipment",
);
export type CompareVehicle = Pick<VehicleRow, FieldsOf<typeof COMPARE_FIELDS>> & {
  locationName: LocationRow["name"] | null;
  dealershipName: DealershipRow["name"];
  dealerGroup: DealershipRow["dealerGroup"];
};

/** What the detail page's side panel reads (price block, views, actions, phone reveal, payments). */
export type SidebarVehicle = Pick<
  VehicleRow,
  | "id"
  | "slug"
  | "stocknum"
  | "make"
  | "model"
  | "body"
  | "simpleBody"
  | "itemType"
  | "carType"
  | "status"
  | "reserved"
  | "price"
  | "beforePrice"
  | "layers"
  | "priceType"
  | "preorder"
  | "views"
  | "photosCount"
  | "updatedAt"
  | "file"
  | "dealershipId"
  | "marketPrices"
  | "paymentProcessors"
>;
