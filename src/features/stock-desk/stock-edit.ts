import { z } from "zod";
import { VEHICLE_STATUSES } from "@/domain/vehicle-kinds";
import type { PresentationValues } from "@/domain/stock-presentation";

/*
 * The car page's form: the presentation fields a dealer edits over the feed's values. A field the dealer sets to
 * something other than the feed's value becomes their override (it wins until cleared, through every import); a field
 * set back to the feed's value is no override at all, so the feed's later changes show again.
 */

export const EDITABLE_FIELDS = [
  "price",
  "beforePrice",
  "priceType",
  "dealerComments",
  "status",
  "showOnDealerWebsite",
  "tag",
  "certified",
  "features",
] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type DealerValues = Pick<PresentationValues, EditableField>;

const EDITABLE_LABELS: Record<EditableField, string> = {
  price: "Price",
  beforePrice: "Was-price",
  priceType: "Price type",
  dealerComments: "Comments",
  status: "Status",
  showOnDealerWebsite: "Shown on the website",
  tag: "Tag",
  certified: "Certified",
  features: "Features",
};

const COMMENTS_MAX = 5000;
const FEATURES_MAX = 100;

export const isEditableField = (value: unknown): value is EditableField =>
  typeof value === "string" && (EDITABLE_FIELDS as readonly string[]).includes(value);

/** What a bad field is told, by code (the code travels in the page's URL after a refused save). */
export const EDIT_ERRORS = {
  "price.whole": "Price: enter a whole number of dollars, 0 or more, or leave it empty for none.",
  "beforePrice.whole": "Was-price: enter a whole number of dollars, or leave it empty for none.",
  "beforePrice.above": "Was-price: must be more than the price to be shown; leave it empty for none.",
  "priceType.long": "Price type: keep it to 40 characters.",
  "dealerComments.long": `Comments: keep them to ${COMMENTS_MAX} characters.`,
  "status.choose": "Status: choose in stock, coming soon or sold.",
  "tag.long": "Tag: keep it to 40 characters.",
  "tag.choose": "Tag: choose one of the site's tags.",
  "features.long": `Features: up to ${FEATURES_MAX}, each up to 80 characters.`,
} as const;

export type EditErrorCode = keyof typeof EDIT_ERRORS;

const optionalText = (max: number, code: EditErrorCode) =>
  z
    .string()
    .trim()
    .max(max, { message: code })
    .transform((value) => (value === "" ? null : value));

const dollars = (code: EditErrorCode) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, { message: code })
    .transform((value) => (value === "" ? null : Number(value)));

const formSchema = z.object({
  price: dollars("price.whole"),
  beforePrice: dollars("beforePrice.whole"),
  priceType: optionalText(40, "priceType.long"),
  dealerComments: z.string().trim().max(COMMENTS_MAX, { message: "dealerComments.long" }),
  status: z.enum(VEHICLE_STATUSES, { message: "status.choose" }),
  showOnDealerWebsite: z.boolean(),
  tag: optionalText(40, "tag.long"),
  certified: z.boolean(),
  features: z
    .string()
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(80, { message: "features.long" })).max(FEATURES_MAX, { message: "features.long" })),
});

/** A form field's text (a missing one is empty; a file is not text). */
const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The values a car page's form asks for, or the code of each bad field (one per field). `tagOptions`, when the
 * site's configuration names its tags, are the only tags allowed. A was-price is shown only above the price, so the
 * dealer's own not above it is refused (the feed's, `feedBeforePrice`, left unchanged, is not).
 */
export function parseEditForm(
  form: FormData,
  tagOptions: readonly string[] = [],
  feedBeforePrice: number | null = null,
): { ok: true; values: DealerValues } | { ok: false; errors: EditErrorCode[] } {
  const parsed = formSchema.safeParse({
    price: formText(form, "price"),
    beforePrice: formText(form, "beforePrice"),
    priceType: formText(form, "priceType"),
    dealerComments: formText(form, "dealerComments"),
    status: formText(form, "status"),
    showOnDealerWebsite: form.get("showOnDealerWebsite") === "on",
    tag: formText(form, "tag"),
    certified: form.get("certified") === "on",
    features: formText(form, "features"),
  });
  const errors = new Set<EditErrorCode>();
  if (!parsed.success) for (const issue of parsed.error.issues) errors.add(issueCode(issue.message, issue.path[0]));
  if (parsed.success) {
    const { price, beforePrice, tag } = parsed.data;
    // The feed's own was-price, left as it is, is not the dealer's to answer for (the site hides it when not above).
    const ownWasPrice = beforePrice !== null && beforePrice !== feedBeforePrice;
    if (ownWasPrice && (price === null || beforePrice <= price)) errors.add("beforePrice.above");
    if (tag !== null && tagOptions.length > 0 && !tagOptions.includes(tag)) errors.add("tag.choose");
  }
  if (errors.size > 0 || !parsed.success) return { ok: false, errors: [...errors] };
  return { ok: true, values: parsed.data };
}

/** An issue's code: the message set above, or (for a field whose own check failed in zod's words) its field's first. */
function issueCode(message: string, field: PropertyKey | undefined): EditErrorCode {
  if (Object.hasOwn(EDIT_ERRORS, message)) return message as EditErrorCode;
  const fallback = (Object.keys(EDIT_ERRORS) as EditErrorCode[]).find((code) => code.startsWith(`${String(field)}.`));
  return fallback ?? "status.choose";
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The dealer's layer after a save: each field the dealer's value differs from the feed's, and no other. An edit of
 * nothing (every value the feed's) leaves no layer.
 */
export function dealerLayer(feed: DealerValues, values: DealerValues): Partial<DealerValues> | undefined {
  const layer: Partial<Record<EditableField, unknown>> = {};
  for (const field of EDITABLE_FIELDS) if (!same(feed[field], values[field])) layer[field] = values[field];
  return Object.keys(layer).length > 0 ? (layer as Partial<DealerValues>) : undefined;
}

/** The dealer's layer with one field's override taken off (the feed's value shows again). */
export function withoutField(
  layer: Partial<PresentationValues> | undefined,
  field: EditableField,
): Partial<PresentationValues> | undefined {
  if (!layer) return undefined;
  const { [field]: _cleared, ...rest } = layer;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** A field's value as the page shows it beside the feed's: money in dollars, yes or no, a list by commas. */
function displayValue(field: EditableField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (field === "price" || field === "beforePrice")
    return `$${new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 }).format(value as number)}`;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "none";
  if (field === "status") return String(value).replace("_", " ");
  return String(value);
}

/** One field as the page shows it: the feed's value, and the dealer's where they set one. */
export interface FieldComparison {
  field: EditableField;
  label: string;
  feed: string;
  /** The dealer's value, or null when the field shows the feed's. */
  yours: string | null;
}

export function compareFields(feed: DealerValues, dealer: Partial<PresentationValues> | undefined): FieldComparison[] {
  return EDITABLE_FIELDS.map((field) => ({
    field,
    label: EDITABLE_LABELS[field],
    feed: displayValue(field, feed[field]),
    yours: dealer && field in dealer ? displayValue(field, dealer[field]) : null,
  }));
}

/** The codes in a page URL's `errors` that are codes (anything else a link carries is left out). */
export function editErrorsFrom(value: unknown): EditErrorCode[] {
  if (typeof value !== "string") return [];
  return value.split(",").filter((code): code is EditErrorCode => Object.hasOwn(EDIT_ERRORS, code));
}

/**
 * Whether a car's sold date changes with its status: a car becoming sold is sold now (its days as a sold car on the
 * site count from then); a car no longer sold has no sold date; otherwise the date stands.
 */
export function soldDateAfter(
  before: { status: string; soldAt: Date | null },
  afterStatus: string,
  now: Date,
): Date | null {
  if (afterStatus !== "sold") return null;
  if (before.status === "sold" && before.soldAt) return before.soldAt;
  return now;
}
