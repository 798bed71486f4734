import { z } from "zod";
import { BODY_TYPES } from "@/domain/vehicle-kinds";
import { EMPTY_SEARCH, parseRange, type SearchState } from "@/features/search";
import type { CatalogueQuery } from "./catalogue-search";

/**
 * The query strings of the catalogue and dealer-category searches, checked
 * with zod: a bad value is a 400 naming its parameter, never a 500. Unknown parameters are refused too, so a typo
 * is not silently ignored.
 */
const page = z.coerce
  .number({ error: "must be a whole number from 1" })
  .int("must be a whole number from 1")
  .min(1, "must be a whole number from 1")
  .max(10_000, "must be at most 10000")
  .default(1);
const name = z.string().trim().max(100, "must be at most 100 characters").optional();
const MAX_PRICE = 10_000_000;
const amount = z.coerce
  .number({ error: "must be a whole number of dollars" })
  .int("must be a whole number of dollars")
  .min(0, "must be a whole number of dollars")
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`)
  .optional();

const catalogueParams = z.strictObject({
  manufacturer: name,
  model: name,
  body: z.enum(BODY_TYPES, { error: `must be one of ${BODY_TYPES.join(", ")}` }).optional(),
  page,
});

const categoryParams = z
  .strictObject({
    dealership_id: z.coerce
      .number({ error: "must be a dealership's id" })
      .int("must be a dealership's id")
      .positive("must be a dealership's id")
      .max(2_147_483_647, "must be a dealership's id"),
    /** The stock's category is its body type (filter-attributes.ts ATTRIBUTE_ALIASES: categories -> body). */
    categories: z.array(z.enum(BODY_TYPES, { error: `must be body types (${BODY_TYPES.join(", ")})` })).max(20),
    /** The price range as the spec encodes a price refinement: 'min:max', 'min:' or ':max'. */
    price: z
      .string()
      .transform((text, ctx) => {
        const range = parseRange(text);
        if (range && (range.min ?? 0) <= MAX_PRICE && (range.max ?? 0) <= MAX_PRICE) return range;
        ctx.addIssue({
          code: "custom",
          message: `must be a range written min:max in whole dollars up to ${MAX_PRICE}`,
        });
        return z.NEVER;
      })
      .optional(),
    price_min: amount,
    price_max: amount,
    page,
  })
  .refine((q) => q.price === undefined || (q.price_min === undefined && q.price_max === undefined), {
    message: "must not be given with price_min or price_max (one way of writing the range)",
    path: ["price"],
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: "must not be above price_max",
    path: ["price_min"],
  });

export type ParamErrors = Record<string, string>;
type Parsed<T> = { ok: true; value: T } | { ok: false; fields: ParamErrors };

function read<S extends z.ZodType>(schema: S, input: Record<string, unknown>): Parsed<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: ParamErrors = {};
  for (const issue of parsed.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "query")];
    for (const key of keys)
      fields[key] ??= issue.code === "unrecognized_keys" ? "is not a known parameter" : issue.message;
  }
  return { ok: false, fields };
}

/** Single-valued parameters as strings (the first of repeats); empty ones count as absent. */
function single(params: URLSearchParams, except: string[] = []): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (except.includes(key)) continue;
    const value = params.get(key)!;
    if (value !== "") out[key] = value;
  }
  return out;
}

export function readCatalogueParams(params: URLSearchParams): Parsed<CatalogueQuery> {
  return read(catalogueParams, single(params));
}

export interface CategoryQuery {
  dealershipId: number;
  categories: (typeof BODY_TYPES)[number][];
  priceMin?: number;
  priceMax?: number;
  page: number;
}

/**
 * `categories` may repeat or be comma-separated: `categories=suv&categories=ute` or `categories=suv,ute`. The price
 * range is `price=min:max` as the spec writes a price refinement, or the plain form's `price_min` and `price_max`.
 */
export function readCategoryParams(params: URLSearchParams): Parsed<CategoryQuery> {
  const categories = params.getAll("categories").flatMap((v) => v.split(",").filter(Boolean));
  const parsed = read(categoryParams, { ...single(params, ["categories"]), categories });
  if (!parsed.ok) return parsed;
  const { dealership_id, price, price_min, price_max, ...rest } = parsed.value;
  const priceMin = price ? (price.min ?? undefined) : price_min;
  const priceMax = price ? (price.max ?? undefined) : price_max;
  return { ok: true, value: { ...rest, dealershipId: dealership_id, priceMin, priceMax } };
}

/** The stock search a dealer-category query is: the dealership's cars of those categories in that price range. */
export function categorySearchState(q: CategoryQuery, dealershipName: string): SearchState {
  const price = q.priceMin !== undefined || q.priceMax !== undefined;
  return {
    ...EMPTY_SEARCH,
    page: q.page,
    sortBy: "price-asc",
    lists: { dealership_name: [dealershipName], ...(q.categories.length ? { body: [...new Set(q.categories)] } : {}) },
    ranges: price ? { price: { min: q.priceMin ?? null, max: q.priceMax ?? null } } : {},
  };
}

/** A 400's body, as the other API routes answer one (api/search): the code, a message and the fields by name. */
export function paramErrorBody(fields: ParamErrors) {
  const many = Object.keys(fields).length > 1;
  return {
    error: {
      code: "invalid_parameters",
      message: `Invalid parameter${many ? "s" : ""}: ${Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join("; ")}`,
      fields,
    },
  };
}
