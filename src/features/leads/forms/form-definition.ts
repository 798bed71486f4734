import type { z } from "zod";
import type { LeadRecord, LeadTradeIn } from "@/domain/lead-types";
import type { Result } from "@/domain/result";
import type { FieldSpec } from "@/features/leads/lead-form-state";
import type { FieldChoices } from "./field-parts";
import type { LeadFormKind, LeadFormRules } from "./form-kinds";
import { fieldErrors } from "./schema-parts";

/**
 * One lead form, described once: its schema, the fields it shows with their labels, and what its
 * validated answers mean for the lead (where it goes, its category, the customer, the answers the
 * dealer reads). Each form is a file in this folder; the registry (lead-forms.ts) maps kinds to them.
 */

/** Where the shopper asked the lead to go, before it is checked against the site's own places. */
export interface PlaceRequest {
  /** A location chosen by slug (enquiry, test drive) ... */
  locationSlug?: string;
  /** ... or by id (valuation, a location page's form). */
  locationId?: number;
  /** The shopper's postcode, whose nearest location takes the lead when none was chosen. */
  postcode?: string;
  dealershipSlug?: string;
  /** A test-drive time, "YYYY-MM-DDTHH:MM" in the site's time zone; it must be one of the offered slots. */
  slot?: string;
  /** A special offer the lead is about (an offer page's form). */
  offerId?: number;
}

/** What the page and the site add to a form's answers once they are valid. */
export interface LeadContext {
  /** The car does not qualify for its own enquiry, so the enquiry asks for something similar. */
  similarCar: boolean;
  /** The special offer's name, when the form named one that is still live. */
  offerName: string | null;
  /** A test-drive slot as the dealer reads it. */
  formatSlot: (slot: string) => string;
}

/** A form's part of the stored lead: everything that depends on which form was sent. */
type FormLead = Pick<
  LeadRecord,
  "category" | "subcategory" | "message" | "optIn" | "optInFinance" | "optInTrade" | "answers" | "rego" | "regoState"
> & {
  customer: { name: string; lastName: string | null; email: string; phone: string; postcode: string | null };
  tradeIn: LeadTradeIn | null;
};

/** A valid submission: its place, and its lead once the place and offer are known. */
interface ParsedForm {
  place: PlaceRequest;
  lead: (context: LeadContext) => FormLead;
}

/**
 * Which of the site's conditional fields a form asks for; leadFormRules (lead-form-rules.ts) decides
 * from the site and the page whether each one is required.
 */
interface FormAsks {
  /** The site's message-required setting applies; otherwise the message is optional. */
  siteMessageRule?: true;
  /**
   * When the location select is required: "enquiry" (without a car, or a new car where the brand
   * asks), "without-car", or "always"; each only when the site has locations.
   */
  location?: "enquiry" | "without-car" | "always";
  /** Without a car, a dealer with more than one dealership asks which. */
  dealership?: true;
  /** The dealer's own test-drive disclaimer is accepted on this form. */
  disclaimer?: true;
  /** The form offers the location's appointment times. */
  slots?: true;
}

interface FormDescription<K extends LeadFormKind> {
  kind: K;
  submitLabel: string;
  asks: FormAsks;
  /** The multi-step form's steps as the field names each step validates; one step when absent. */
  stepFields?: readonly (readonly string[])[];
  stepTitles?: readonly string[];
  /** Fields the page sends as hidden inputs with every submission of this form. */
  hidden?: Readonly<Record<string, string>>;
  /** The lead is the first step of a flow whose later steps complete it (the trade-in): form_completed stays false. */
  completedLater?: true;
  /** Only the enquiry files its lead under the subcategory the page gives; the others file their own. */
  takesSubcategory?: boolean;
  fields: (choices: FieldChoices) => FieldSpec[][];
}

/** A form as its own file writes it: typed by its own schema's output. */
export interface LeadFormSpec<K extends LeadFormKind, S extends z.ZodObject> extends FormDescription<K> {
  schema: (rules: LeadFormRules) => S;
  place: (values: z.output<S>) => PlaceRequest;
  lead: (values: z.output<S>, context: LeadContext) => FormLead;
}

/** A form as the rest of the platform sees it: the same for every form, so no caller needs to know its fields. */
export interface LeadFormDefinition<K extends LeadFormKind = LeadFormKind> extends FormDescription<K> {
  schema: (rules: LeadFormRules) => z.ZodObject;
  /** Validates the fields (field -> first message when they are not valid). */
  parse: (fields: Record<string, string>, rules: LeadFormRules) => Result<ParsedForm, Record<string, string>>;
}

export function defineLeadForm<K extends LeadFormKind, S extends z.ZodObject>(
  spec: LeadFormSpec<K, S>,
): LeadFormDefinition<K> {
  const { place, lead, ...description } = spec;
  return {
    ...description,
    parse(fields, rules) {
      const parsed = spec.schema(rules).safeParse(fields);
      if (!parsed.success) return { ok: false, error: fieldErrors(parsed.error) };
      const values = parsed.data;
      return { ok: true, value: { place: place(values), lead: (context) => lead(values, context) } };
    },
  };
}

/** The rest of the lead of a form that asks no finance or trade-in question and takes no registration. */
export const NO_FINANCE_TRADE_OR_REGO = {
  optInFinance: false,
  optInTrade: false,
  tradeIn: null,
  rego: null,
  regoState: null,
} as const;

/** The customer and consent every form asks for, from its contact and consent fields. */
export function contactLead(values: {
  name: string;
  email: string;
  phone: string;
  opt_in: boolean;
  message?: string | undefined;
}) {
  return {
    customer: { name: values.name, lastName: null, email: values.email, phone: values.phone, postcode: null },
    message: values.message || null,
    optIn: values.opt_in,
  };
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 2 });
/** An amount as the dealer reads it: Australian dollars and cents, e.g. $25,000.00. */
export const dollars = (amount: number | undefined) => (amount === undefined ? undefined : aud.format(amount));
export const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** A form's extra answers as label -> text, in order, leaving out the ones not given. */
export function answers(
  list: readonly (readonly [label: string, value: string | undefined])[],
): Record<string, string> {
  return Object.fromEntries(list.filter((entry): entry is readonly [string, string] => Boolean(entry[1])));
}
