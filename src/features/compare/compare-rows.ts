import type { SiteConfig } from "@/platform/site/config-schema";
import { quotedRepayment, siteFinanceEstimate } from "@/features/finance";
import { keyInformation, formatMoney, priceLine, type CompareVehicle, qualifies } from "@/features/vehicle";

/** The compare table's rows, in the order shoppers weigh them. */
export const COMPARE_ROWS = [
  { key: "price", label: "Price" },
  { key: "finance", label: "Finance estimate" },
  { key: "km", label: "Kilometres" },
  { key: "year", label: "Year" },
  { key: "body", label: "Body" },
  { key: "fuel", label: "Fuel" },
  { key: "transmission", label: "Transmission" },
  { key: "drive", label: "Drive" },
  { key: "seats", label: "Seats" },
  { key: "engine", label: "Engine" },
  { key: "location", label: "Location" },
  { key: "features", label: "Key features" },
] as const;
type RowKey = (typeof COMPARE_ROWS)[number]["key"];

/** What a cell shows when the car has no value for the row (said in words, for screen readers too). */
export const NOT_LISTED = "Not listed";
/** A car's first few features: enough to tell cars apart without a wall of text. */
export const KEY_FEATURES = 5;

export interface CompareCell {
  /** The value as shown; cells are compared by it. */
  text: string;
  /** The key features, shown as a list (their text joins them). */
  items?: string[];
  /** Whether a finance estimate is shown (it then links to the comparison-rate warning, as on the cards). */
  estimate?: boolean;
}

export interface CompareRow {
  key: RowKey;
  label: string;
  cells: CompareCell[];
  differs: boolean;
}

/** A row is marked when not all shown values are equal (one car: nothing to differ from). */
export const cellsDiffer = (cells: readonly CompareCell[]): boolean => new Set(cells.map((c) => c.text)).size > 1;

// The key-information grid's rows (detail-rules.ts) that compare shows, by their labels there.
const KEY_INFORMATION_LABELS = {
  km: "Kilometres",
  year: "Year",
  body: "Body",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive",
  seats: "Seats",
  engine: "Engine",
} as const satisfies Partial<Record<RowKey, string>>;

/**
 * The finance estimate exactly as the car's result card words it: only for a car that qualifies (available and
 * priced), from the site's estimate rules, weekly where there is a weekly figure.
 */
function cardEstimateText(car: CompareVehicle, config: SiteConfig, now: Date): string | null {
  const estimate = qualifies(car) ? siteFinanceEstimate(config, car, now) : null;
  const repayment = estimate ? quotedRepayment(estimate) : null;
  if (!estimate || !repayment) return null;
  return `From ${formatMoney(repayment.amount)} per ${repayment.per} · ${estimate.interestRate.toFixed(2)}% p.a. · ${estimate.comparisonRate.toFixed(2)}% comparison rate`;
}

function cellsOf(car: CompareVehicle, config: SiteConfig, now: Date): Record<RowKey, CompareCell> {
  const facts = new Map(keyInformation(car).map((f) => [f.label, f.value]));
  const fact = (label: string): CompareCell => ({ text: facts.get(label) ?? NOT_LISTED });
  const price = priceLine(car, config.stock.noPriceText);
  const estimate = cardEstimateText(car, config, now);
  const features = car.standardEquipment.slice(0, KEY_FEATURES);
  return {
    price: { text: [price.price, price.priceType].filter(Boolean).join(" ") },
    finance: estimate ? { text: estimate, estimate: true } : { text: "No estimate" },
    km: fact(KEY_INFORMATION_LABELS.km),
    year: fact(KEY_INFORMATION_LABELS.year),
    body: fact(KEY_INFORMATION_LABELS.body),
    fuel: fact(KEY_INFORMATION_LABELS.fuel),
    transmission: fact(KEY_INFORMATION_LABELS.transmission),
    drive: fact(KEY_INFORMATION_LABELS.drive),
    seats: fact(KEY_INFORMATION_LABELS.seats),
    engine: fact(KEY_INFORMATION_LABELS.engine),
    location: { text: car.locationName ?? car.dealershipName },
    features: features.length > 0 ? { text: features.join(", "), items: features } : { text: NOT_LISTED },
  };
}

/**
 * The table's rows for the cars, in their order. The finance row shows only when at least one of the cars has an
 * estimate: on a site without finance or without a lender, a row of 'No estimate' would tell the shopper nothing.
 */
export function compareRows(cars: readonly CompareVehicle[], config: SiteConfig, now: Date): CompareRow[] {
  const cells = cars.map((car) => cellsOf(car, config, now));
  const anyEstimate = cells.some((c) => c.finance.estimate);
  return COMPARE_ROWS.filter((row) => row.key !== "finance" || anyEstimate).map(({ key, label }) => {
    const row = cells.map((c) => c[key]);
    return { key, label, cells: row, differs: cellsDiffer(row) };
  });
}
