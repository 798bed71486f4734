import { documentObject, isObject, type Json } from "./document-json";
/**
 * The marketing tags form of a site's settings: one field per tag (`tags.{key}`), each an id or empty for none. The
 * site's own document gets its `marketingTags` (an empty field stored as null, so the tag is off on this site whatever
 * the layers under it say); everything else in the document is kept as it is.
 */
export const TAG_FIELDS = [
  { key: "googleTagManager", label: "Google Tag Manager container id", hint: "e.g. GTM-AB12CD3; empty for none." },
  { key: "googleAnalytics", label: "Google Analytics 4 measurement id", hint: "e.g. G-AB12CD34EF; empty for none." },
  { key: "metaPixel", label: "Meta Pixel id", hint: "10 to 20 digits; empty for none." },
] as const;

/** The tags as the form shows them, from the site's own document (an id, or empty). */
export function tagsView(body: string): Record<string, string> | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const tags = isObject(doc.marketingTags) ? doc.marketingTags : {};
  return Object.fromEntries(
    TAG_FIELDS.map(({ key }) => [`tags.${key}`, typeof tags[key] === "string" ? (tags[key] as string) : ""]),
  );
}

/** The document with the form's tags; null when the document is not a JSON object. */
export function applyTagsForm(
  body: string,
  entries: Iterable<[string, string]>,
): { body: string; fieldOf: (problemField: string) => string | null } | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const sent = new Map(entries);
  const tags: Json = isObject(doc.marketingTags) ? { ...doc.marketingTags } : {};
  for (const { key } of TAG_FIELDS) {
    const value = sent.get(`tags.${key}`);
    if (value !== undefined) tags[key] = value.trim() === "" ? null : value.trim();
    else tags[key] ??= null;
  }
  doc.marketingTags = tags;
  const fieldOf = (problemField: string) => {
    const m = /^marketingTags\.(\w+)$/.exec(problemField);
    return m && TAG_FIELDS.some((f) => f.key === m[1]) ? `tags.${m[1]}` : null;
  };
  return { body: `${JSON.stringify(doc, null, 2)}\n`, fieldOf };
}
