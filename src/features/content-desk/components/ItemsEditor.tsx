"use client";
import { useActionState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import { imageSizeOf } from "@/features/content-desk/image-crop";
import { ITEM_KINDS, type ItemField, type ItemsKindName } from "@/features/content-desk/items-form";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { ImageUpload } from "./ImageUpload";
import { EditorFrame } from "./EditorFrame";

/**
 * A content document's promo cards or offers, one fieldset each with a blank one to add, as fields named after where
 * they sit in the document: a problem is shown at its field. Fields not shown here stay as the document has them.
 */
export function ItemsEditor(props: {
  site: string;
  kind: ItemsKindName;
  /** Each item's fields as the form shows them, by field key. */
  items: Record<string, string>[];
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const kind = ITEM_KINDS[props.kind];
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  const rows = [...props.items, {}];
  const imageSize = imageSizeOf(props.kind);
  const control = (row: number, field: ItemField, shown: string | undefined, which: string) => {
    const name = `item:${row}.${field.key}`;
    const id = `${props.kind}-${row}-${field.key.replace(/\./g, "-")}`;
    const error = state.fields?.[name];
    const value = state.values?.[name] ?? shown ?? "";
    const label = `${which}: ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`;
    if (field.kind === "boolean")
      return (
        <label key={field.key} className="flex items-start gap-2 sm:col-span-2">
          <input
            type="checkbox"
            name={name}
            defaultChecked={state.values ? state.values[name] === "on" : value === "on"}
            className="mt-1 h-5 w-5 shrink-0"
          />
          <span>{label}</span>
        </label>
      );
    return (
      <EditorField
        key={field.key}
        id={id}
        label={label}
        error={error}
        hint={field.hint}
        className={field.kind === "textarea" ? "sm:col-span-2" : undefined}
      >
        {(control) =>
          field.kind === "textarea" ? (
            <textarea rows={3} {...control} name={name} defaultValue={value} className={FIELD_INPUT} />
          ) : (
            <input
              inputMode={field.kind === "number" ? "numeric" : undefined}
              {...control}
              name={name}
              defaultValue={value}
              className={FIELD_INPUT}
            />
          )
        }
      </EditorField>
    );
  };
  return (
    <EditorFrame
      doc={props}
      kind="content"
      editor={props.kind}
      state={state}
      action={action}
      pending={pending}
      idPrefix={props.kind}
      what={`the ${kind.noun.toLowerCase()}s`}
      className="mt-4 space-y-4"
    >
      {rows.map((item, row) => {
        const isNew = row === props.items.length;
        const which = isNew ? `New ${kind.noun.toLowerCase()}` : `${kind.noun} ${row + 1}`;
        return (
          <fieldset key={row} className="rounded border border-gray-300 p-3">
            <legend className="px-1 font-semibold">
              {isNew ? `Add a ${kind.noun.toLowerCase()}` : `${which}: ${item[kind.fields[1].key] || "untitled"}`}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {kind.fields.map((field) => control(row, field, item[field.key], which))}
              {imageSize && (
                <ImageUpload
                  site={props.site}
                  prefix={`item:${row}`}
                  idBase={`${props.kind}-${row}-image`}
                  which={which}
                  current={item["image.url"] ?? ""}
                  size={imageSize}
                  error={state.fields?.[`item:${row}.upload`]}
                />
              )}
            </div>
            {!isNew && (
              <label className="mt-3 flex items-center gap-2">
                <input type="checkbox" name={`item:${row}.remove`} className="h-5 w-5" />
                Remove {which.toLowerCase()}
              </label>
            )}
          </fieldset>
        );
      })}
    </EditorFrame>
  );
}
