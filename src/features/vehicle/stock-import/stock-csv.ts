import { parse } from "csv-parse/sync";
import { z } from "zod";
import { STOCK_NUMBER } from "@/features/vehicle/car-key";
import {
  AXLE_TYPES,
  BODY_TYPES,
  CAR_TYPES,
  DRIVES,
  FUELS,
  ITEM_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from "@/domain/vehicle-kinds";

/**
 * A dealer's stock feed as CSV (columns documented in the README). Each row is checked on its own;
 * every problem names its row (the header is row 1), its column and the reason.
 */
export interface CsvProblem {
  row: number;
  column: string;
  reason: string;
}

const text = z.string().trim();
const optionalText = text.transform((v) => (v === "" ? null : v));
const int = (min: number, max: number) =>
  text
    .refine((v) => v === "" || /^-?\d+$/.test(v), "must be a whole number")
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((v) => v === null || (v >= min && v <= max), `must be between ${min} and ${max}`);
const money = text
  .transform((v) => v.replace(/[$,\s]/g, ""))
  .refine((v) => v === "" || /^\d+$/.test(v), "must be whole dollars, e.g. 24990")
  .transform((v) => (v === "" ? null : Number(v)))
  .refine((v) => v === null || v <= 10_000_000, "is too large");
const bool = (fallback: boolean) =>
  text
    .toLowerCase()
    .refine((v) => ["", "true", "false", "yes", "no", "1", "0"].includes(v), "must be true or false")
    .transform((v) => (v === "" ? fallback : ["true", "yes", "1"].includes(v)));
const isoDate = text
  .refine(
    (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
    "must be a date written YYYY-MM-DD",
  )
  .transform((v) => (v === "" ? null : v));
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  text
    .refine((v) => v === "" || (values as readonly string[]).includes(v), `must be one of ${values.join(", ")}`)
    .transform((v) => (v === "" ? null : (v as T[number])));
const list = text.transform((v) =>
  v === ""
    ? []
    : v
        .split("|")
        .map((s) => s.trim())
        .filter(Boolean),
);
const url = text
  .refine((v) => v === "" || /^(\/|https:\/\/)[^\s"'<>]+$/.test(v), "must be a path or an https URL")
  .transform((v) => (v === "" ? null : v));

const stockRowSchema = z.object({
  stocknum: text.regex(STOCK_NUMBER, "is required: letters, digits and hyphens, at most 30"),
  dealership: text.regex(/^[a-z0-9-]+$/, "is required: the dealership's slug"),
  location: optionalText,
  car_type: text.refine((v) => (CAR_TYPES as readonly string[]).includes(v), `must be one of ${CAR_TYPES.join(", ")}`),
  status: text.refine(
    (v) => (VEHICLE_STATUSES as readonly string[]).includes(v),
    `must be one of ${VEHICLE_STATUSES.join(", ")}`,
  ),
  item_type: text
    .transform((v) => v || "car")
    .refine((v) => (ITEM_TYPES as readonly string[]).includes(v), `must be one of ${ITEM_TYPES.join(", ")}`),
  make: text.min(1, "is required").max(60),
  model: text.min(1, "is required").max(60),
  badge: optionalText,
  series: optionalText,
  year: int(1900, 2100).refine((v) => v !== null, "is required"),
  price: money,
  before_price: money,
  price_type: optionalText,
  km: int(0, 3_000_000),
  colour: optionalText,
  paint_colour: optionalText,
  interior_colour: optionalText,
  body: oneOf(BODY_TYPES),
  fuel: oneOf(FUELS),
  transmission: oneOf(TRANSMISSIONS),
  drive: oneOf(DRIVES),
  seats: int(1, 60),
  doors: int(0, 10),
  engine_size: int(0, 20_000),
  cylinders: int(0, 16),
  vin: text
    .toUpperCase()
    .refine((v) => v === "" || /^[A-HJ-NPR-Z0-9]{17}$/.test(v), "must be 17 characters without I, O or Q")
    .transform((v) => (v === "" ? null : v)),
  rego: optionalText,
  rego_expiry: isoDate,
  build_date: isoDate,
  compliance_date: isoDate,
  sold_date: isoDate,
  reserved: bool(false),
  certified: bool(false),
  preorder: bool(false),
  show_on_dealer_website: bool(true),
  tag: optionalText,
  features: list,
  dealer_comments: text.max(10_000, "is longer than 10,000 characters"),
  image_urls: list.refine(
    (urls) => urls.every((u) => /^(\/|https:\/\/)[^\s"'<>]+$/.test(u)),
    "must be paths or https URLs separated by |",
  ),
  file: url,
  body_width: int(0, 5_000),
  body_length: int(0, 60),
  tare_weight: int(0, 20_000),
  axle_type: oneOf(AXLE_TYPES),
  sleeps: int(0, 20),
  atm: int(0, 20_000),
});

export type StockRow = z.infer<typeof stockRowSchema>;
export type StockColumn = keyof typeof stockRowSchema.shape;
/** The columns in the README's order (the export writes them in this order). */
export const STOCK_COLUMNS = Object.keys(stockRowSchema.shape) as StockColumn[];
/**
 * Columns a site may keep off its pages (site settings), so its public export leaves them out: a file
 * without such a column keeps the stored value of an existing car instead of emptying it.
 */
export const KEPT_WHEN_ABSENT = ["compliance_date", "interior_colour"] as const satisfies readonly StockColumn[];
const REQUIRED_COLUMNS = ["stocknum", "dealership", "car_type", "status", "make", "model", "year"];

/** Cross-field rules a single column cannot state. */
function rowRules(row: StockRow): { column: string; reason: string }[] {
  const problems: { column: string; reason: string }[] = [];
  if (row.status === "sold" && !row.sold_date)
    problems.push({ column: "sold_date", reason: "is required when status is sold" });
  if (row.item_type === "caravan") {
    for (const c of ["body_width", "body_length", "tare_weight", "axle_type", "sleeps", "atm"] as const) {
      if (row[c] === null) problems.push({ column: c, reason: "is required for a caravan" });
    }
    if (row.atm !== null && row.tare_weight !== null && row.atm < row.tare_weight)
      problems.push({ column: "atm", reason: "must not be less than tare_weight" });
  }
  return problems;
}

/** One record (column -> cell; a missing column is an empty cell) checked like a file's row; null when invalid. */
export function parseStockRecord(record: Partial<Record<StockColumn, string>>): StockRow | null {
  const parsed = stockRowSchema.safeParse(Object.fromEntries(STOCK_COLUMNS.map((c) => [c, record[c] ?? ""])));
  return parsed.success && rowRules(parsed.data).length === 0 ? parsed.data : null;
}

/** One record checked like a file's row, with every problem named by column (a feed run lists them per row). */
export function checkStockRecord(
  record: Partial<Record<StockColumn, string>>,
): { ok: true; data: StockRow } | { ok: false; problems: { column: string; reason: string }[] } {
  const parsed = stockRowSchema.safeParse(Object.fromEntries(STOCK_COLUMNS.map((c) => [c, record[c] ?? ""])));
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => ({ column: String(i.path[0] ?? ""), reason: i.message })),
    };
  const problems = rowRules(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data: parsed.data };
}

export function parseStockCsv(csv: string): {
  rows: { row: number; data: StockRow }[];
  problems: CsvProblem[];
  /** The file's columns, as its header names them. */
  columns: StockColumn[];
} {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    return {
      rows: [],
      problems: [{ row: e.lines ?? 1, column: "", reason: `is not valid CSV (${e.message})` }],
      columns: [],
    };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ row: 1, column: "", reason: "the file is empty" }], columns: [] };
  const columns = header.map((h) => h.trim().toLowerCase());
  const problems: CsvProblem[] = [];
  for (const c of columns)
    if (!(STOCK_COLUMNS as string[]).includes(c)) problems.push({ row: 1, column: c, reason: "is not a known column" });
  for (const c of REQUIRED_COLUMNS)
    if (!columns.includes(c)) problems.push({ row: 1, column: c, reason: "is a required column and is missing" });
  if (problems.length > 0) return { rows: [], problems, columns: [] };

  const rows: { row: number; data: StockRow }[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, i) => {
    const row = i + 2;
    const record = Object.fromEntries(STOCK_COLUMNS.map((c) => [c, cells[columns.indexOf(c)] ?? ""]));
    const parsed = stockRowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ row, column: String(issue.path[0] ?? ""), reason: issue.message });
      return;
    }
    for (const p of rowRules(parsed.data)) problems.push({ row, ...p });
    const first = seen.get(parsed.data.stocknum);
    if (first) problems.push({ row, column: "stocknum", reason: `repeats row ${first}` });
    seen.set(parsed.data.stocknum, row);
    rows.push({ row, data: parsed.data });
  });
  return { rows, problems, columns: columns as StockColumn[] };
}
