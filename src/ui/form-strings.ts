/** The form's text values, bounded (no field is longer than this), so nothing large is echoed back. */
export function formStrings(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !key.startsWith("$") && key.length <= 40) values[key] = value.slice(0, 300);
  }
  return values;
}
