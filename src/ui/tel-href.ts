/** A tel: href, or null when the number has no digits (a dialler cannot use it). */
export function telHref(phone: string | null): string | null {
  if (phone === null) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits === "") return null;
  // Only a leading + is meaningful (international prefix); anywhere else it is formatting.
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
