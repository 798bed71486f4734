import { z } from "zod";

/** What the spin form shows after a try: field errors, a message about the whole form, the values typed. */
export interface SpinFormState {
  errors: Partial<Record<"name" | "email" | "terms", string>>;
  formError: string | null;
  values: { name?: string; email?: string };
}

export const IDLE_SPIN: SpinFormState = { errors: {}, formError: null, values: {} };

export const SPIN_MESSAGES = {
  name: "Please enter your name, so the dealer knows who to give the prize to.",
  email: "Please enter a valid e-mail address, or leave it empty.",
  terms: "*You must agree to the terms of the promotion before spinning.",
} as const;

const spinFields = z.object({
  name: z.string().trim().min(1, SPIN_MESSAGES.name).max(100, "Please shorten your name to 100 characters."),
  email: z.union([z.literal(""), z.email(SPIN_MESSAGES.email).max(200, SPIN_MESSAGES.email)]),
  terms: z.literal("yes", SPIN_MESSAGES.terms),
});

export type SpinFields = { name: string; email: string | null };

/** The spin form's fields: the winner's name (the dealer hands the prize to them), an optional e-mail, the terms. */
export function parseSpinForm(
  values: Record<string, string | undefined>,
): { ok: true; value: SpinFields } | { ok: false; errors: SpinFormState["errors"] } {
  const parsed = spinFields.safeParse({
    name: values.name ?? "",
    email: (values.email ?? "").trim(),
    terms: values.terms ?? "",
  });
  if (parsed.success) return { ok: true, value: { name: parsed.data.name, email: parsed.data.email || null } };
  const errors: SpinFormState["errors"] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SpinFormState["errors"];
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
