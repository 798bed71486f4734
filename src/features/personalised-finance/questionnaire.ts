import { formatMoney } from "@/features/vehicle";
import { z } from "zod";
import { TERM } from "@/features/finance";

/**
 * The personalised finance questionnaire: who is asking, their employment, income, regular expenses,
 * dependants, a self-assessed credit history, the deposit and the term. Every message names its field; amounts are
 * whole dollars typed with or without '$' and commas. No credit check is made: these answers are all the rules see.
 */
export const EMPLOYMENT = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  casual: "Casual",
  "self-employed": "Self-employed",
  retired: "Retired",
  "not-employed": "Not employed",
} as const;
type Employment = keyof typeof EMPLOYMENT;

export const CREDIT_HISTORY = {
  excellent: "Excellent: never missed a repayment",
  good: "Good: the odd late payment, long ago",
  fair: "Fair: some missed payments or a default, now paid",
  poor: "Poor: current defaults or a recent bankruptcy",
} as const;
type CreditHistory = keyof typeof CREDIT_HISTORY;

/** Term choices: the calculator's 1 to 7 years, in whole years (the half years add nothing to an indicative band). */
export const TERM_YEARS = Array.from({ length: TERM.max - TERM.min + 1 }, (_, i) => TERM.min + i);

const LIMITS = {
  income: 5_000_000, // yearly, before tax
  expenses: 1_000_000, // monthly
  dependants: 20,
} as const;

/** A whole-dollar amount: "$85,000" and "85000" both read 85000; anything else is the field's own message. */
function dollars(label: string, max: number, required: boolean) {
  const message = `${label}: enter a whole dollar amount from $0 to ${formatMoney(max)}`;
  const text = z.string({ error: required ? `${label}: please enter an amount` : message }).trim();
  // An unanswered optional amount (no deposit) is $0.
  return z
    .preprocess((v) => (v === undefined && !required ? "" : v), text)
    .transform((v, ctx) => {
      if (v === "" && !required) return 0;
      if (v === "") {
        ctx.addIssue({ code: "custom", message: `${label}: please enter an amount` });
        return z.NEVER;
      }
      const cleaned = v.replace(/^\$/, "").replace(/,/g, "");
      if (!/^\d{1,9}$/.test(cleaned) || Number(cleaned) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(cleaned);
    });
}

const questionnaireSchema = z.object({
  name: z
    .string({ error: "Name: please enter your name" })
    .trim()
    .min(1, "Name: please enter your name")
    .max(100, "Name: at most 100 characters"),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email({ error: "E-mail: please enter a valid e-mail address, or leave it empty" }).optional()),
  employment: z.enum(Object.keys(EMPLOYMENT) as [Employment, ...Employment[]], {
    error: "Employment: please choose how you are employed",
  }),
  income: dollars("Yearly income before tax", LIMITS.income, true),
  expenses: dollars("Regular monthly expenses", LIMITS.expenses, true),
  dependants: z
    .string({ error: "Dependants: please enter a number from 0 to 20" })
    .trim()
    .regex(/^\d{1,2}$/, "Dependants: please enter a number from 0 to 20")
    .transform(Number)
    .refine((n) => n <= LIMITS.dependants, "Dependants: please enter a number from 0 to 20"),
  credit_history: z.enum(Object.keys(CREDIT_HISTORY) as [CreditHistory, ...CreditHistory[]], {
    error: "Credit history: please choose the one that describes yours",
  }),
  deposit: dollars("Deposit", 250_000, false),
  term: z
    .string({ error: "Term: please choose 1 to 7 years" })
    .regex(/^[1-7]$/, "Term: please choose 1 to 7 years")
    .transform(Number),
  price: z.string().optional(),
});

export interface Answers {
  name: string;
  email: string | undefined;
  employment: Employment;
  income: number;
  expenses: number;
  dependants: number;
  creditHistory: CreditHistory;
  deposit: number;
  termYears: number;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Reads the questionnaire. `price` is the car's price, or null when no car was named: then the shopper types the
 * price they have in mind (within the site's calculator bounds). The deposit must leave something to finance.
 */
export function parseQuestionnaire(
  values: Record<string, string>,
  car: { price: number | null; bounds: { min: number; max: number } },
): { ok: true; answers: Answers; price: number } | { ok: false; errors: FieldErrors } {
  const parsed = questionnaireSchema.safeParse(values);
  const errors: FieldErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  let price = car.price;
  if (price === null) {
    const typed = dollars("Purchase price", 10_000_000, true).safeParse(values.price ?? "");
    const bounds = `Purchase price: enter an amount from ${formatMoney(car.bounds.min)} to ${formatMoney(car.bounds.max)}`;
    if (!typed.success || typed.data < car.bounds.min || typed.data > car.bounds.max) errors.price = bounds;
    else price = typed.data;
  }
  if (parsed.success && price !== null && parsed.data.deposit >= price)
    errors.deposit ??= "Deposit: must be less than the purchase price";
  if (!parsed.success || Object.keys(errors).length > 0 || price === null) return { ok: false, errors };
  const d = parsed.data;
  return {
    ok: true,
    price,
    answers: {
      name: d.name,
      email: d.email,
      employment: d.employment,
      income: d.income,
      expenses: d.expenses,
      dependants: d.dependants,
      creditHistory: d.credit_history,
      deposit: d.deposit,
      termYears: d.term,
    },
  };
}
