/**
 * Contact details kept on the device to prefill the next form (dealer-configuration.md §7: stored
 * when name, e-mail and phone are all present). Only the contact fields are kept, never messages.
 */
const KEY = "forecourt:lead-contact";
export const PREFILL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

export function contactToKeep(values: Record<string, string>): Record<string, string> | null {
  if (!values.name?.trim() || !values.email?.trim() || !values.phone?.trim()) return null;
  return Object.fromEntries(
    PREFILL_FIELDS.filter((f) => values[f]?.trim()).map((f) => [f, values[f]!.trim().slice(0, 254)]),
  );
}

export function saveContact(values: Record<string, string>): void {
  const keep = contactToKeep(values);
  if (!keep) return;
  try {
    localStorage.setItem(KEY, JSON.stringify(keep));
  } catch {
    // storage full or disabled: prefill is a convenience
  }
}

export function savedContact(): Record<string, string> {
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
