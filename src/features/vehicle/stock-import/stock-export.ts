import type { VehicleRow } from "@/features/vehicle/vehicle-projections";
import { isDrawingUrl } from "@/features/images";
import { STOCK_COLUMNS, type StockColumn } from "./stock-csv";

/**
 * A stored car as a row of the stock import's own CSV (the columns of stock-csv.ts, README 'Stock import'),
 * so that importing an export changes nothing. Pure: the car, its dealership's and location's slugs in.
 * Empty values are empty cells; lists are joined with `|`; dates are `YYYY-MM-DD` (a sale's date in UTC,
 * as the import reads it back); fuel and transmission are the simple values the import takes (it stores a
 * row's value as both the detailed and the simple one); a car shown only with drawings (no photos) has no
 * image URLs, as in the file it came from (the import draws them again from body and colour).
 */
export type StockExportCar = Pick<
  VehicleRow,
  | "stocknum"
  | "carType"
  | "status"
  | "itemType"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "year"
  | "price"
  | "beforePrice"
  | "priceType"
  | "km"
  | "colour"
  | "paintColour"
  | "interiorColour"
  | "body"
  | "simpleFuel"
  | "simpleTransmission"
  | "drive"
  | "seats"
  | "doors"
  | "engineSize"
  | "cylinders"
  | "vin"
  | "regplate"
  | "regoExpiry"
  | "buildDate"
  | "complianceDate"
  | "soldAt"
  | "reserved"
  | "certified"
  | "preorder"
  | "showOnDealerWebsite"
  | "tag"
  | "features"
  | "dealerComments"
  | "images"
  | "file"
  | "specifications"
> & { dealershipSlug: string; locationSlug: string | null };

const cell = (v: string | number | boolean | null | undefined): string =>
  v === null || v === undefined ? "" : String(v);

export function stockExportRecord(car: StockExportCar): Record<StockColumn, string> {
  const spec = car.itemType === "caravan" ? car.specifications : null;
  const record: Record<StockColumn, string> = {
    stocknum: car.stocknum,
    dealership: car.dealershipSlug,
    location: cell(car.locationSlug),
    car_type: car.carType,
    status: car.status,
    item_type: car.itemType,
    make: car.make,
    model: car.model,
    badge: cell(car.badge),
    series: cell(car.series),
    year: cell(car.year),
    price: cell(car.price),
    before_price: cell(car.beforePrice),
    price_type: cell(car.priceType),
    km: cell(car.km),
    colour: cell(car.colour),
    paint_colour: cell(car.paintColour),
    interior_colour: cell(car.interiorColour),
    body: cell(car.body),
    fuel: cell(car.simpleFuel),
    transmission: cell(car.simpleTransmission),
    drive: cell(car.drive),
    seats: cell(car.seats),
    doors: cell(car.doors),
    engine_size: cell(car.engineSize),
    cylinders: cell(car.cylinders),
    vin: cell(car.vin),
    rego: cell(car.regplate),
    rego_expiry: cell(car.regoExpiry),
    build_date: cell(car.buildDate),
    compliance_date: cell(car.complianceDate),
    sold_date: car.soldAt ? car.soldAt.toISOString().slice(0, 10) : "",
    reserved: cell(car.reserved),
    certified: cell(car.certified),
    preorder: cell(car.preorder),
    show_on_dealer_website: cell(car.showOnDealerWebsite),
    tag: cell(car.tag),
    features: car.features.join("|"),
    dealer_comments: car.dealerComments,
    image_urls: car.images.every((i) => isDrawingUrl(i.url)) ? "" : car.images.map((i) => i.url).join("|"),
    file: cell(car.file),
    body_width: cell(spec?.body_width),
    body_length: cell(spec?.body_length),
    tare_weight: cell(spec?.tare_weight),
    axle_type: cell(spec?.axle_type),
    sleeps: cell(spec?.sleeps),
    atm: cell(spec?.aggregate_trailer_mass),
  };
  return record;
}

/**
 * The columns a site's public export leaves out because its pages do not show them (compliance date and
 * interior colour are site settings); the import keeps a stored value for these when a file has no such column.
 */
export function exportColumns(features: { showComplianceDate: boolean; showInteriorColour: boolean }): StockColumn[] {
  return STOCK_COLUMNS.filter(
    (c) =>
      !(c === "compliance_date" && !features.showComplianceDate) &&
      !(c === "interior_colour" && !features.showInteriorColour),
  );
}
