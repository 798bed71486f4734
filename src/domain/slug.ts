/** URL slugs for vehicles, makes and models: lower-case words joined by hyphens ("Mercedes-Benz" -> "mercedes-benz"). */
export const toSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a value from a URL has the shape toSlug produces, at most maxLength characters. Checked
 * before a slug reaches the database: anything else (NUL, other control characters, lone surrogates,
 * upper case, a page of text) can name nothing, so it is simply not found.
 */
export function isSlug(value: unknown, maxLength: number): value is string {
  return typeof value === "string" && value.length <= maxLength && SLUG_SHAPE.test(value);
}
