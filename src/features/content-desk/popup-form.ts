import { documentObject, isObject, type Json } from "./document-json";
/**
 * The popup editor's form and the settings document it edits: the site's popup (its image, the day it ends, where it
 * links, its words) or none. The popup shown is the site's effective one (its own, else its brand's or template's);
 * saving writes the site's own `popup`, whole (every field, or null), so it is what the editor showed. Fields are
 * `popup.{field}`, named as the document names them, so a problem ("popup.linkTo") is shown at its field;
 * `popup.show` is "none" for no popup.
 */
const POPUP_FIELDS = ["src", "expiryDate", "linkTo", "title", "description", "buttonText"] as const;
export type PopupField = (typeof POPUP_FIELDS)[number];
export type PopupView = Record<PopupField, string> | null;

/** The site's own popup where it sets one (even to none), else what its layers give it. */
function effectivePopup(doc: Json, inherited: unknown): unknown {
  return Object.hasOwn(doc, "popup") ? doc.popup : inherited;
}

/** The effective popup as the editor shows it (null: none), or undefined for a document that is not JSON. */
export function popupView(body: string, inherited: unknown): PopupView | undefined {
  const doc = documentObject(body);
  if (!doc) return undefined;
  const popup = effectivePopup(doc, inherited);
  if (!isObject(popup)) return null;
  return Object.fromEntries(
    POPUP_FIELDS.map((f) => [f, typeof popup[f] === "string" ? (popup[f] as string) : ""]),
  ) as Record<PopupField, string>;
}

/** The document with the form's popup applied (or none), and the form field each of its problems belongs to. */
export function applyPopupForm(
  body: string,
  entries: Iterable<[string, string]>,
): { body: string; fieldOf: (problemField: string) => string | null } | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const sent = new Map<string, string>();
  for (const [name, value] of entries) if (name.startsWith("popup.")) sent.set(name.slice("popup.".length), value);
  if (sent.get("show") === "none") doc.popup = null;
  else
    doc.popup = Object.fromEntries(
      POPUP_FIELDS.map((f) => [
        f,
        f === "description" ? (sent.get(f) ?? "").replace(/\r\n/g, "\n") : (sent.get(f) ?? "").trim(),
      ]),
    );
  const fieldOf = (problemField: string): string | null => {
    const m = /^popup\.([a-zA-Z]+)/.exec(problemField);
    return m && (POPUP_FIELDS as readonly string[]).includes(m[1]!) ? `popup.${m[1]}` : null;
  };
  return { body: `${JSON.stringify(doc, null, 2)}\n`, fieldOf };
}
