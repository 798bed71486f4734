/** A JSON object as the desk's forms read a document and its parts. */
export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A document's text as the object it holds, or null when it is not JSON or not an object (no form applies to it). */
export function documentObject(body: string): Json | null {
  try {
    const doc: unknown = JSON.parse(body);
    return isObject(doc) ? doc : null;
  } catch {
    return null;
  }
}
