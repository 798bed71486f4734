import type { SiteTree } from "@/platform/site/site-tree";
import { applyHoursForm } from "./hours-form";
import { inheritedSettings } from "./inherited-settings";
import { applyItemsForm, ITEM_KINDS, type ItemsKindName } from "./items-form";
import { applyMenusForm } from "./menus-form";
import { applyPagesForm } from "./pages-form";
import { applyPopupForm } from "./popup-form";
import { applyTagsForm } from "./tags-form";

/** What a form may need beyond its fields: the images it uploaded (by row, or by list row), and the documents the site is built on. */
interface ApplyContext {
  images: ReadonlyMap<number, { url: string; width: number; height: number }>;
  /** The pages editor's uploads, by the list row they belong to (`page:0.blocks.2.cards:1`). */
  uploads: ReadonlyMap<string, { url: string; width: number; height: number }>;
  tree: SiteTree;
}

/**
 * A form's fields applied to the document it was opened on: the new text and how a problem's field in the document
 * maps back to the form's field, or null when the document is not a JSON object the form can apply to.
 */
export type FormApplier = (
  body: string,
  entries: Iterable<[string, string]>,
  context: ApplyContext,
) => {
  body: string;
  fieldOf: (problemField: string) => string | null;
  /** What a form field is called in its message ("Card 2: title"), where the field's own label is not enough. */
  nameOf?: (formField: string) => string | null;
} | null;

/** Every form of the desk, by the `editor` it posts, with the kind of document it edits. */
const APPLIERS: Record<string, { deskKind: "hours" | "content" | "settings"; apply: FormApplier }> = {
  hours: { deskKind: "hours", apply: applyHoursForm },
  pages: { deskKind: "content", apply: (body, entries, { uploads }) => applyPagesForm(body, entries, uploads) },
  tags: { deskKind: "settings", apply: applyTagsForm },
  popup: { deskKind: "settings", apply: applyPopupForm },
  // The menus are shown as the site has them, its layers' included: what the site's own document does not set yet.
  menus: {
    deskKind: "settings",
    apply: (body, entries, { tree }) => applyMenusForm(body, inheritedSettings(tree, body).navigation, entries),
  },
  ...Object.fromEntries(
    (Object.keys(ITEM_KINDS) as ItemsKindName[]).map((kind) => [
      kind,
      {
        deskKind: "content" as const,
        apply: ((body, entries, { images }) => applyItemsForm(body, ITEM_KINDS[kind], entries, images)) as FormApplier,
      },
    ]),
  ),
};

/** The applier of the form a post names, when it edits this kind of document; none for anything else. */
export function formApplier(editor: string, deskKind: string): FormApplier | undefined {
  const known = Object.hasOwn(APPLIERS, editor) ? APPLIERS[editor] : undefined;
  return known && known.deskKind === deskKind ? known.apply : undefined;
}
