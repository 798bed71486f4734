import { applyHoursForm } from "./hours-form";
import { applyItemsForm, ITEM_KINDS, type ItemsKindName } from "./items-form";
import { applyPagesForm } from "./pages-form";
import { applyTagsForm } from "./tags-form";

/**
 * A form's fields applied to the document it was opened on: the new text and how a problem's field in the document
 * maps back to the form's field, or null when the document is not a JSON object the form can apply to.
 */
export type FormApplier = (
  body: string,
  entries: Iterable<[string, string]>,
) => { body: string; fieldOf: (problemField: string) => string | null } | null;

/** Every form of the desk, by the `editor` it posts, with the kind of document it edits. */
const APPLIERS: Record<string, { deskKind: "hours" | "content" | "settings"; apply: FormApplier }> = {
  hours: { deskKind: "hours", apply: applyHoursForm },
  pages: { deskKind: "content", apply: applyPagesForm },
  tags: { deskKind: "settings", apply: applyTagsForm },
  ...Object.fromEntries(
    (Object.keys(ITEM_KINDS) as ItemsKindName[]).map((kind) => [
      kind,
      {
        deskKind: "content" as const,
        apply: ((body, entries) => applyItemsForm(body, ITEM_KINDS[kind], entries)) as FormApplier,
      },
    ]),
  ),
};

/** The applier of the form a post names, when it edits this kind of document; none for anything else. */
export function formApplier(editor: string, deskKind: string): FormApplier | undefined {
  const known = Object.hasOwn(APPLIERS, editor) ? APPLIERS[editor] : undefined;
  return known && known.deskKind === deskKind ? known.apply : undefined;
}
