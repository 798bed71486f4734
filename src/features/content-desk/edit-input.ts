import type { DocumentWrite } from "@/features/site-documents/index.server";

/** What the editor shows after a refused save or publish; a successful one goes back to the page instead. */
export interface EditState {
  /** The document's problems, each naming its field. */
  problems?: string[];
  /** Form fields (by name) with their problem, for the editors whose fields map to the document's. */
  fields?: Record<string, string>;
  /** Another editor's change came first: nothing was saved. */
  conflict?: string;
  /** The editor's own text, given back so nothing typed is lost. */
  body?: string;
  /** The hours editor's own values, given back. */
  values?: Record<string, string>;
  /**
   * A new number for every answer: the form is keyed by it and drawn afresh with what was sent, since React resets a
   * form's fields after its action.
   */
  answer?: number;
}

export type EditIntent = "draft" | "schedule" | "publish";
export const isIntent = (value: unknown): value is EditIntent =>
  value === "draft" || value === "schedule" || value === "publish";

/** A version number as a form sends it back: 0 and up, no more than a database integer. */
export function versionField(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The largest document the desk takes: the demo's biggest is about 60 kB. */
export const DOCUMENT_MAX_CHARS = 512 * 1024;

const when = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-AU", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(at);

/** What the editor is told of a refused write (a write that went through has nothing to tell). */
export function refusal(result: Exclude<DocumentWrite, { ok: true }>, timeZone: string): EditState {
  switch (result.reason) {
    case "stale":
      return {
        conflict:
          `Version ${result.version} was published at ${when(result.publishedAt, timeZone)} since you opened this ` +
          "page, so your changes were not saved over it. Copy what you changed, reload the page and make your " +
          "changes to the new version.",
      };
    case "stale-draft":
      return {
        conflict:
          result.savedBy === ""
            ? "The draft you opened was published or discarded since: nothing was saved. Reload the page."
            : `The draft was saved again at ${when(result.savedAt, timeZone)} since you opened this page, so your ` +
              "changes were not saved over it. Copy what you changed, reload the page and make your changes again.",
      };
    case "invalid":
      return { problems: result.problems };
    case "missing":
      return { problems: ["This document is no longer there: reload the page."] };
  }
}
