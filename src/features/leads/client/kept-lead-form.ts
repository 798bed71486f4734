import { HONEYPOT_FIELD } from "@/features/leads/lead-messages";

/**
 * The lead form kept on the device after a lead: every field of the form the shopper sent, kept in
 * localStorage once the lead is accepted, and only when name, e-mail and phone are all filled in. The next form on
 * the site prefills its empty contact fields from it.
 */
const KEY = "forecourt:lead-form";
/** The fields the next form prefills from the kept form (never its message or other answers). */
const PREFILL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
/** What the page adds to a form that is not the shopper's data: the spam check's proof and trap, and the step shown. */
const NOT_FORM_DATA: ReadonlySet<string> = new Set(["pow_token", "pow_nonce", HONEYPOT_FIELD, "js", "step"]);
/** The longest value a form field takes (the message: 5,000 characters); anything longer is cut. */
const VALUE_MAX = 5000;

/** The full form data to keep, or null when name, e-mail or phone is missing. */
export function formDataToKeep(values: Record<string, string>): Record<string, string> | null {
  if (!values.name?.trim() || !values.email?.trim() || !values.phone?.trim()) return null;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([field, value]) => !NOT_FORM_DATA.has(field) && !field.startsWith("$") && value.trim() !== "")
      .map(([field, value]) => [field, value.trim().slice(0, VALUE_MAX)]),
  );
}

/** Keeps the sent form on the device (see formDataToKeep); storage full or disabled loses only a convenience. */
export function keepLeadForm(values: Record<string, string>): void {
  const keep = formDataToKeep(values);
  if (!keep) return;
  try {
    localStorage.setItem(KEY, JSON.stringify(keep));
  } catch {
    // storage full or disabled: prefill is a convenience
  }
}

/** The contact fields of the kept form, for prefilling: storage is the shopper's, so only known string fields pass. */
export function keptContact(): Record<string, string> {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    if (!data || typeof data !== "object") return {};
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).filter(
        ([k, v]) => (PREFILL_FIELDS as readonly string[]).includes(k) && typeof v === "string",
      ),
    ) as Record<string, string>;
  } catch {
    return {};
  }
}
